import type { z } from "zod";
import { fieldErrorsOf } from "~/lib/validation";
import { unstorable } from "~/platform/api/trpc";
import { AppError, fieldError, FieldErrors } from "~/platform/errors";
import { MULTIPART_FIELDS_BYTES } from "~/platform/http/body-cap";

/**
 * Forms with files travel as multipart FormData (tRPC's non-JSON input): one part with the form's fields as JSON,
 * parsed here with the form's own zod schema (problems come back per field, like any other input), and file parts.
 */
export function jsonPart<S extends z.ZodType>(schema: S, form: FormData, part: string): z.output<S> {
  const text = form.get(part) ?? "null";
  // the body limit leaves room for the files: the fields alone would otherwise be parsed at tens of megabytes
  // (a string's length never exceeds its UTF-8 size, so every form within the allowance passes)
  if (typeof text !== "string" || text.length > MULTIPART_FIELDS_BYTES)
    throw new AppError("BAD_REQUEST", "validation.checkInput");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  // the JSON part escapes the base middleware's look at the raw input: "\u0000" inside it becomes a NUL byte here
  if (unstorable(raw)) throw new AppError("BAD_REQUEST", "validation.checkInput");
  const result = schema.safeParse(raw);
  if (!result.success)
    throw new AppError("BAD_REQUEST", "validation.checkInput", undefined, new FieldErrors(fieldErrorsOf(result.error)));
  return result.data;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The files of a part; their count and declared sizes are checked before any bytes are copied out of the form,
 * with the spec's messages on `field`.
 */
export async function fileParts(
  form: FormData,
  part: string,
  limits: { field: string; max: number; maxBytes: number },
): Promise<UploadedFile[]> {
  const files = form.getAll(part).filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > limits.max) throw fieldError(limits.field, "validation.maxImages", { count: limits.max });
  const tooLarge = files.find((f) => f.size > limits.maxBytes);
  if (tooLarge)
    throw fieldError(limits.field, "validation.fileTooLarge", {
      file: tooLarge.name,
      size: limits.maxBytes / 1024 / 1024,
    });
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
}

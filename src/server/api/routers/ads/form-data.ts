import { z } from "zod";
import { fieldErrorsOf } from "~/lib/validation";
import { AppError, FieldErrors } from "~/server/errors";
import type { UploadedFile } from "~/server/services/ads/photos";

/**
 * The posting form travels as multipart FormData (its photos are files): an "ad" part with the fields as JSON,
 * "photos" parts with the new files and, for a visitor's private link, a "token" part.
 */
export const ZAdFormData = z.instanceof(FormData);

/** Parses the "ad" part with the form's own schema; problems come back per field, like any other input. */
export function adFields<S extends z.ZodType>(schema: S, form: FormData): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get("ad") ?? "null"));
  } catch {
    raw = null;
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError("BAD_REQUEST", "validation.checkInput", undefined, new FieldErrors(fieldErrorsOf(result.error)));
  return result.data;
}

export async function adPhotos(form: FormData): Promise<UploadedFile[]> {
  const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
}

export function linkToken(form: FormData): string {
  const token = form.get("token");
  if (typeof token !== "string" || token.length < 16) throw new AppError("FORBIDDEN", "errors.forbidden");
  return token;
}

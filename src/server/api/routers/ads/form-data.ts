import { z } from "zod";
import { fieldErrorsOf } from "~/lib/validation";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/lib/schemas/ads";
import { unstorable } from "~/server/api/trpc";
import { AppError, fieldError, FieldErrors } from "~/server/errors";
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
  // the JSON part escapes the base middleware's look at the raw input: "\u0000" inside it becomes a NUL byte here
  if (unstorable(raw)) throw new AppError("BAD_REQUEST", "validation.checkInput");
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError("BAD_REQUEST", "validation.checkInput", undefined, new FieldErrors(fieldErrorsOf(result.error)));
  return result.data;
}

/** The new photos; their count and declared sizes are checked before any bytes are copied out of the form. */
export async function adPhotos(form: FormData): Promise<UploadedFile[]> {
  const files = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > MAX_AD_PHOTOS) throw fieldError("photos", "validation.maxImages", { count: MAX_AD_PHOTOS });
  const tooLarge = files.find((f) => f.size > AD_PHOTO_MAX_BYTES);
  if (tooLarge) throw fieldError("photos", "validation.fileTooLarge", { file: tooLarge.name, size: AD_PHOTO_MAX_BYTES / 1024 / 1024 });
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
}

export function linkToken(form: FormData): string {
  const token = form.get("token");
  if (typeof token !== "string" || token.length < 16) throw new AppError("FORBIDDEN", "errors.forbidden");
  return token;
}

import { z } from "zod";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/modules/ads/schemas";
import { fileParts, jsonPart, type UploadedFile } from "~/platform/api/multipart";
import { AppError } from "~/platform/errors";

/**
 * The posting form travels as multipart FormData (its photos are files): an "ad" part with the fields as JSON,
 * "photos" parts with the new files and, for a visitor's private link, a "token" part.
 */
export const ZAdFormData = z.instanceof(FormData);

/** Parses the "ad" part with the form's own schema. */
export function adFields<S extends z.ZodType>(schema: S, form: FormData): z.output<S> {
  return jsonPart(schema, form, "ad");
}

/** The new photos, at most MAX_AD_PHOTOS of AD_PHOTO_MAX_BYTES each. */
export function adPhotos(form: FormData): Promise<UploadedFile[]> {
  return fileParts(form, "photos", { field: "photos", max: MAX_AD_PHOTOS, maxBytes: AD_PHOTO_MAX_BYTES });
}

export function linkToken(form: FormData): string {
  const token = form.get("token");
  if (typeof token !== "string" || token.length < 16) throw new AppError("FORBIDDEN", "errors.forbidden");
  return token;
}

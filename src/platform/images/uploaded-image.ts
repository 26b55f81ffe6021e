import sharp from "sharp";
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS } from "~/lib/image-format";
import { fieldError } from "~/platform/errors";

export interface UploadedImage {
  name: string;
  bytes: Buffer;
}

/**
 * What an uploaded file is, by content (sharp reads its header; the name and the browser's type are ignored).
 * Refusals are field errors naming the file: not an image, a format outside `accepted`, or more pixels than we
 * decode — said as such, not as "not an image", which is what sharp's own pixel limit would make it look like.
 */
export async function checkUploadedImage(field: string, file: UploadedImage, accepted: ReadonlySet<string>) {
  let meta: sharp.Metadata;
  try {
    // the header only: the pixel limit is ours to report, below
    meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, "validation.notImage", { file: file.name });
  }
  if (!meta.format || !accepted.has(meta.format)) throw fieldError(field, "validation.fileFormat", { file: file.name });
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw fieldError(field, "validation.imageTooLarge", { file: file.name, megapixels: IMAGE_MAX_MEGAPIXELS });
  }
}

/** Every decode of an upload goes through here, so the pixel limit holds even for a file checked elsewhere. */
export function decodeUploadedImage(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" });
}

/**
 * What an image file really is, from its first bytes (never its name). The browser uses it to warn at once; the
 * server decides with sharp's decoder, which must agree.
 */
export const ACCEPTED_IMAGE_FORMATS = ["jpeg", "png", "webp"] as const;
export type ImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number] | "gif" | "bmp" | "tiff" | "heif" | "avif" | "svg";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 2) === "BM") return "bmp";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (ascii(bytes, 4, 8) === "ftyp") return /^avi[fs]/.test(ascii(bytes, 8, 12)) ? "avif" : "heif";
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(ascii(bytes, 0, Math.min(bytes.length, 256)))) return "svg";
  return null;
}

export function isAcceptedImageFormat(format: string | null | undefined): boolean {
  return (ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format ?? "");
}

/**
 * Decoding costs memory per pixel, not per byte: a 776 KB PNG can hold 16,000 × 16,000 pixels (768 MB decoded).
 * 70 megapixels still takes a 64 MP phone camera's full-resolution photo (9248 × 6936); a 10 MB photo rarely
 * holds more.
 */
export const IMAGE_MAX_MEGAPIXELS = 70;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

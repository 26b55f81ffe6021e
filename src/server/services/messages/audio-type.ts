/** A voice note's container, read from its bytes (the browser's recorder chooses; the name and type are not trusted). */
export interface AudioType {
  mime: string;
  ext: string;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** Brands of an ISO media file that MediaRecorder writes (Safari, Chrome 126+: AAC in MP4). */
const MP4_BRANDS = new Set(["M4A ", "isom", "iso2", "iso5", "iso6", "mp41", "mp42", "dash", "M4B "]);

/**
 * What MediaRecorder produces: MP4 (AAC; Safari, recent Chrome), WebM (Opus; Chrome, Firefox, Safari 18.4+) or Ogg
 * (Opus; Firefox). Anything else — an image, a page, an executable named .m4a — is null.
 */
export function audioFileType(bytes: Buffer): AudioType | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 4, 8) === "ftyp" && MP4_BRANDS.has(ascii(bytes, 8, 12))) return { mime: "audio/mp4", ext: "m4a" };
  // EBML header, whose DocType says "webm" within its first few dozen bytes
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3 && ascii(bytes, 4, 64).includes("webm")) return { mime: "audio/webm", ext: "webm" };
  if (ascii(bytes, 0, 4) === "OggS") return { mime: "audio/ogg", ext: "ogg" };
  return null;
}

import { containsMarkup } from "~/modules/resources";

/** A voice note's container, read from its bytes (the browser's recorder chooses; the name and type are not trusted). */
export interface AudioType {
  mime: string;
  ext: string;
}

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

/** Brands of an ISO media file that MediaRecorder writes (Safari, Chrome 126+: AAC in MP4). */
const MP4_BRANDS = new Set(["M4A ", "isom", "iso2", "iso5", "iso6", "mp41", "mp42", "dash", "M4B "]);
/** The top-level boxes of an audio MP4 (plain or fragmented, as recorders write it); anything else is not one. */
const MP4_TOP_BOXES = new Set([
  "ftyp",
  "moov",
  "mdat",
  "moof",
  "mfra",
  "free",
  "skip",
  "wide",
  "uuid",
  "sidx",
  "styp",
  "meta",
  "emsg",
  "prft",
]);

/**
 * ISO media (MP4/M4A): boxes from the first byte to the last, ftyp first with a brand recorders write, a moov whose
 * track handler is sound ("soun"), and media data (mdat).
 */
function mp4(bytes: Buffer): boolean {
  if (ascii(bytes, 4, 8) !== "ftyp" || !MP4_BRANDS.has(ascii(bytes, 8, 12))) return false;
  const seen = new Set<string>();
  let sound = false;
  for (let at = 0; at < bytes.length;) {
    if (at + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(bytes.length)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (!MP4_TOP_BOXES.has(type) || size < header || at + size > bytes.length) return false;
    if (type === "moov") {
      const moov = bytes.subarray(at + header, at + size);
      // hdlr: size, "hdlr", version and flags, pre_defined, then the handler type
      for (let h = moov.indexOf("hdlr"); h >= 0 && !sound; h = moov.indexOf("hdlr", h + 4))
        sound = ascii(moov, h + 12, h + 16) === "soun";
    }
    seen.add(type);
    at += size;
  }
  return seen.has("moov") && seen.has("mdat") && sound;
}

/** An EBML variable-length integer at `at`: its length and value (the ID keeps its marker bit, as IDs are written). */
function vint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

/** An EBML element's header at `at`: its ID, where its body starts and ends (an unknown size runs to `end`). */
function element(bytes: Buffer, at: number, end: number) {
  const id = vint(bytes, at, true);
  const size = id && vint(bytes, at + id.length, false);
  if (!id || !size) return null;
  const start = at + id.length + size.length;
  const stop = size.unknown ? end : start + size.value;
  return stop > end ? null : { id: id.value, start, stop };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;

/** The children of the element body [start, stop): each known in size and inside its parent, or null. */
function children(bytes: Buffer, start: number, stop: number) {
  const list: { id: number; start: number; stop: number }[] = [];
  for (let at = start; at < stop;) {
    const child = element(bytes, at, stop);
    if (!child) return null;
    list.push(child);
    // a cluster of unknown size (a live recorder's) ends the walk: the tracks come before it
    if (child.id === CLUSTER) break;
    at = child.stop;
  }
  return list;
}

/** WebM: an EBML header whose DocType is "webm", then a Segment whose Tracks hold an Opus or Vorbis audio track. */
function webm(bytes: Buffer): boolean {
  const header = element(bytes, 0, bytes.length);
  if (header?.id !== EBML) return false;
  const fields = children(bytes, header.start, header.stop);
  const docType = fields?.find((f) => f.id === DOC_TYPE);
  if (!docType || ascii(bytes, docType.start, docType.stop) !== "webm") return false;
  const segment = element(bytes, header.stop, bytes.length);
  if (segment?.id !== SEGMENT) return false;
  const tracks = children(bytes, segment.start, segment.stop)?.find((c) => c.id === TRACKS);
  if (!tracks) return false;
  return (children(bytes, tracks.start, tracks.stop) ?? [])
    .filter((t) => t.id === TRACK_ENTRY)
    .some((t) =>
      (children(bytes, t.start, t.stop) ?? []).some(
        (f) => f.id === CODEC_ID && ["A_OPUS", "A_VORBIS"].includes(ascii(bytes, f.start, f.stop)),
      ),
    );
}

/**
 * Ogg: pages from the first byte to the last ("OggS", version 0, a segment table saying each page's length), the
 * first page's packet a codec's identification header (Opus's "OpusHead", Vorbis's "\x01vorbis").
 */
function ogg(bytes: Buffer): boolean {
  let first = true;
  for (let at = 0; at < bytes.length;) {
    if (at + 27 > bytes.length || ascii(bytes, at, at + 4) !== "OggS" || bytes[at + 4] !== 0) return false;
    const segments = bytes[at + 26]!;
    if (at + 27 + segments > bytes.length) return false;
    let body = 0;
    for (let i = 0; i < segments; i++) body += bytes[at + 27 + i]!;
    const start = at + 27 + segments;
    if (start + body > bytes.length) return false;
    if (first && !(ascii(bytes, start, start + 8) === "OpusHead" || ascii(bytes, start, start + 7) === "\x01vorbis"))
      return false;
    first = false;
    at = start + body;
  }
  return !first;
}

/**
 * What MediaRecorder produces: MP4 (AAC; Safari, recent Chrome), WebM (Opus; Chrome, Firefox, Safari 18.4+) or Ogg
 * (Opus; Firefox), judged by its structure, not its first bytes alone (issue 47): a file that starts as one and is
 * something else, or carries an HTML page anywhere, is null — as is an image, a page, an executable named .m4a.
 */
export function audioFileType(bytes: Buffer): AudioType | null {
  if (bytes.length < 12 || containsMarkup(bytes)) return null;
  if (ascii(bytes, 4, 8) === "ftyp") return mp4(bytes) ? { mime: "audio/mp4", ext: "m4a" } : null;
  if (bytes.readUInt32BE(0) === EBML) return webm(bytes) ? { mime: "audio/webm", ext: "webm" } : null;
  if (ascii(bytes, 0, 4) === "OggS") return ogg(bytes) ? { mime: "audio/ogg", ext: "ogg" } : null;
  return null;
}

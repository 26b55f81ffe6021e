import { inflateRawSync } from "node:zlib";

/** A resource file's type, read from its bytes (the name and the browser's type are never trusted). */
export interface ResourceFileType {
  mime: string;
  /** the extension the download gets */
  ext: string;
}

const OOXML: Record<string, ResourceFileType> = {
  "word/": { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
  "xl/": { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ext: "xlsx" },
  "ppt/": { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", ext: "pptx" },
};
const ODF: Record<string, ResourceFileType> = {
  "application/vnd.oasis.opendocument.text": { mime: "application/vnd.oasis.opendocument.text", ext: "odt" },
  "application/vnd.oasis.opendocument.spreadsheet": {
    mime: "application/vnd.oasis.opendocument.spreadsheet",
    ext: "ods",
  },
  "application/vnd.oasis.opendocument.presentation": {
    mime: "application/vnd.oasis.opendocument.presentation",
    ext: "odp",
  },
};
const LEGACY_OFFICE: Record<string, ResourceFileType> = {
  doc: { mime: "application/msword", ext: "doc" },
  xls: { mime: "application/vnd.ms-excel", ext: "xls" },
  ppt: { mime: "application/vnd.ms-powerpoint", ext: "ppt" },
};

const starts = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/**
 * OpenDocument's types are under 50 bytes; its "mimetype" entry is the only content ever read, and never more than
 * this, so an entry that inflates to gigabytes (a 1 MB upload can) costs at most one small output chunk.
 */
const MIMETYPE_MAX_BYTES = 128;
/** Office and LibreOffice write the names we look for among the first few hundred entries of even a large deck. */
const ZIP_MAX_ENTRIES = 2000;

interface ZipEntry {
  name: string;
  method: number;
  body: Buffer;
}

/** A ZIP archive's entries (local file headers), read in order: names and compressed bodies, nothing inflated. */
function* zipEntries(bytes: Buffer): Generator<ZipEntry> {
  let at = 0;
  for (
    let count = 0;
    count < ZIP_MAX_ENTRIES && at + 30 <= bytes.length && starts(bytes, [0x50, 0x4b, 0x03, 0x04], at);
    count++
  ) {
    const method = bytes.readUInt16LE(at + 8);
    const compressed = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extraLength;
    yield { name, method, body: bytes.subarray(start, start + compressed) };
    // a size written after the data (bit 3) leaves nothing to walk by: stop at the names seen so far
    if (bytes.readUInt16LE(at + 6) & 0x08 && compressed === 0) return;
    at = start + compressed;
  }
}

/** The first MIMETYPE_MAX_BYTES of an entry, or null when it holds more (or is not stored or deflated). */
function shortContent(entry: ZipEntry): string | null {
  let content: Buffer;
  if (entry.method === 0) content = entry.body;
  else if (entry.method !== 8) return null;
  else {
    try {
      // inflates one small chunk at a time and throws as soon as the output passes the cap
      content = inflateRawSync(entry.body, { maxOutputLength: MIMETYPE_MAX_BYTES, chunkSize: 1024 });
    } catch {
      return null;
    }
  }
  return content.length <= MIMETYPE_MAX_BYTES ? content.toString("ascii").trim() : null;
}

/** OpenDocument by its "mimetype" entry, Office Open XML by its entries' names ("[Content_Types].xml", "word/"…). */
function zipFileType(bytes: Buffer): ResourceFileType | null {
  let contentTypes = false;
  let office: ResourceFileType | null = null;
  for (const entry of zipEntries(bytes)) {
    if (entry.name === "mimetype") {
      const odf = ODF[shortContent(entry) ?? ""];
      if (odf) return odf;
    }
    if (entry.name === "[Content_Types].xml") contentTypes = true;
    office ??= Object.entries(OOXML).find(([folder]) => entry.name.startsWith(folder))?.[1] ?? null;
    if (contentTypes && office) return office;
  }
  return null;
}

/**
 * PDF, JPEG, PNG, WebP, Office (docx/xlsx/pptx, and the older doc/xls/ppt) and OpenDocument (odt/ods/odp), told
 * apart by their content; anything else (an executable, an HTML page, a script renamed .pdf) is null.
 */
export function resourceFileType(bytes: Buffer, name: string): ResourceFileType | null {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", ext: "pdf" };
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { mime: "image/webp", ext: "webp" };
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return zipFileType(bytes);
  // the older Office files are OLE compound documents: the container does not say which, the name does
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const ext = /\.(doc|xls|ppt)$/i.exec(name)?.[1]?.toLowerCase();
    return ext ? LEGACY_OFFICE[ext]! : null;
  }
  return null;
}

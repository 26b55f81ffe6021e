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
  "application/vnd.oasis.opendocument.spreadsheet": { mime: "application/vnd.oasis.opendocument.spreadsheet", ext: "ods" },
  "application/vnd.oasis.opendocument.presentation": { mime: "application/vnd.oasis.opendocument.presentation", ext: "odp" },
};
const LEGACY_OFFICE: Record<string, ResourceFileType> = {
  doc: { mime: "application/msword", ext: "doc" },
  xls: { mime: "application/vnd.ms-excel", ext: "xls" },
  ppt: { mime: "application/vnd.ms-powerpoint", ext: "ppt" },
};

/**
 * The most an entry is inflated to: the type is told by an ODF `mimetype` (under 100 bytes) and by entry names, so
 * nothing needs more. Without a cap a 1 MB upload inflated a ZIP bomb's entry to gigabytes, blocking the event loop
 * for every visitor (issue 27); zlib stops at this size and the entry reads as unknown.
 */
export const ZIP_ENTRY_MAX_INFLATED = 1024;

const starts = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** The names of a ZIP archive's entries (local file headers), and the first stored entry's content when asked. */
function zipEntries(bytes: Buffer): { name: string; data: () => Buffer | null }[] {
  const entries: { name: string; data: () => Buffer | null }[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && starts(bytes, [0x50, 0x4b, 0x03, 0x04], at) && entries.length < 2000) {
    const method = bytes.readUInt16LE(at + 8);
    const compressed = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 30, at + 30 + nameLength).toString("utf8");
    const start = at + 30 + nameLength + extraLength;
    const body = bytes.subarray(start, start + compressed);
    entries.push({
      name,
      data: () => {
        try {
          if (method === 0) return body.subarray(0, ZIP_ENTRY_MAX_INFLATED);
          return method === 8 ? inflateRawSync(body, { maxOutputLength: ZIP_ENTRY_MAX_INFLATED }) : null;
        } catch {
          return null;
        }
      },
    });
    // a size written after the data (bit 3) leaves nothing to walk by: stop at the names seen so far
    if (bytes.readUInt16LE(at + 6) & 0x08 && compressed === 0) break;
    at = start + compressed;
  }
  return entries;
}

/**
 * PDF, JPEG, PNG, WebP, Office (docx/xlsx/pptx, and the older doc/xls/ppt) and OpenDocument (odt/ods/odp), told
 * apart by their content; anything else (an executable, an HTML page, a script renamed .pdf) is null.
 */
export function resourceFileType(bytes: Buffer, name: string): ResourceFileType | null {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: "application/pdf", ext: "pdf" };
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: "image/webp", ext: "webp" };
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const entries = zipEntries(bytes);
    const mimetype = entries.find((e) => e.name === "mimetype")?.data()?.toString("ascii").trim();
    if (mimetype && ODF[mimetype]) return ODF[mimetype];
    if (entries.some((e) => e.name === "[Content_Types].xml")) {
      for (const [folder, type] of Object.entries(OOXML)) if (entries.some((e) => e.name.startsWith(folder))) return type;
    }
    return null;
  }
  // the older Office files are OLE compound documents: the container does not say which, the name does
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const ext = /\.(doc|xls|ppt)$/i.exec(name)?.[1]?.toLowerCase();
    return ext ? LEGACY_OFFICE[ext]! : null;
  }
  return null;
}

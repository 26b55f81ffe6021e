import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { resourceFileType } from "./file-type";

/** A minimal ZIP archive (local headers only, as the sniffer reads them) with these entries. */
function zip(entries: [string, string, "store" | "deflate"][]): Buffer {
  const parts = entries.map(([name, content, method]) => {
    const data = method === "store" ? Buffer.from(content) : deflateRawSync(Buffer.from(content));
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(method === "store" ? 0 : 8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name), data]);
  });
  return Buffer.concat(parts);
}

describe("resourceFileType: by content, never by name", () => {
  const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
  it.each([
    ["a PDF", Buffer.from("%PDF-1.7\n…"), "cours.pdf", "pdf"],
    ["a PDF named .docx", Buffer.from("%PDF-1.4\n…"), "cours.docx", "pdf"],
    ["a JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "photo.jpg", "jpg"],
    ["a PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "schema.png", "png"],
    ["a WebP", Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]), "x.webp", "webp"],
    ["a Word document", zip([["[Content_Types].xml", "<Types/>", "deflate"], ["word/document.xml", "<w/>", "deflate"]]), "fiche.docx", "docx"],
    ["a spreadsheet", zip([["[Content_Types].xml", "<Types/>", "store"], ["xl/workbook.xml", "<x/>", "deflate"]]), "notes.xlsx", "xlsx"],
    ["a presentation", zip([["[Content_Types].xml", "<Types/>", "store"], ["ppt/presentation.xml", "<p/>", "deflate"]]), "cours.pptx", "pptx"],
    ["an OpenDocument text", zip([["mimetype", "application/vnd.oasis.opendocument.text", "store"], ["content.xml", "<o/>", "deflate"]]), "lettre.odt", "odt"],
    ["an old Word file", ole, "ancien.doc", "doc"],
    ["an old Excel file", ole, "ancien.XLS", "xls"],
  ])("%s", (_name, bytes, fileName, ext) => expect(resourceFileType(bytes, fileName)?.ext).toBe(ext));

  it.each([
    ["an executable named .pdf", Buffer.from("MZ\x90\x00\x03"), "cours.pdf"],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(1)</script>"), "page.pdf"],
    ["a plain ZIP", zip([["readme.txt", "hello", "store"]]), "archive.docx"],
    ["an OLE file with another name", ole, "macro.exe"],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.png"],
    ["nothing", Buffer.alloc(0), "vide.pdf"],
  ])("refuses %s", (_name, bytes, fileName) => expect(resourceFileType(bytes, fileName)).toBeNull());
});

describe("a ZIP bomb (issue 27)", () => {
  it("is judged in bounded memory: an ODF mimetype entry that inflates to 256 MB is read up to 1 kB", () => {
    // a deflated entry of 256 MB: the mimetype, then zeros (~250 kB on the wire)
    const inflated = Buffer.alloc(256 * 1024 * 1024);
    inflated.write("application/vnd.oasis.opendocument.text");
    const body = deflateRawSync(inflated, { level: 1 });
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(inflated.length, 22);
    header.writeUInt16LE("mimetype".length, 26);
    const bomb = Buffer.concat([header, Buffer.from("mimetype"), body]);

    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    const type = resourceFileType(bomb, "bombe.odt");
    const ms = performance.now() - started;
    // read before any collection could run: the inflated entry, if made, is still counted
    const grown = process.memoryUsage().arrayBuffers - before;
    console.info(`[zip bomb] ${(bomb.length / 1024).toFixed(0)} kB upload → judged in ${ms.toFixed(1)} ms, ${(grown / 1024 / 1024).toFixed(2)} MB of buffers`);
    expect(type).toBeNull();
    expect(grown).toBeLessThan(16 * 1024 * 1024);
  });
});

import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedZeros, zipBomb, zipOf } from "~/test/zip-bomb";
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
    [
      "a Word document",
      zip([
        ["[Content_Types].xml", "<Types/>", "deflate"],
        ["word/document.xml", "<w/>", "deflate"],
      ]),
      "fiche.docx",
      "docx",
    ],
    [
      "a spreadsheet",
      zip([
        ["[Content_Types].xml", "<Types/>", "store"],
        ["xl/workbook.xml", "<x/>", "deflate"],
      ]),
      "notes.xlsx",
      "xlsx",
    ],
    [
      "a presentation",
      zip([
        ["[Content_Types].xml", "<Types/>", "store"],
        ["ppt/presentation.xml", "<p/>", "deflate"],
      ]),
      "cours.pptx",
      "pptx",
    ],
    [
      "an OpenDocument text",
      zip([
        ["mimetype", "application/vnd.oasis.opendocument.text", "store"],
        ["content.xml", "<o/>", "deflate"],
      ]),
      "lettre.odt",
      "odt",
    ],
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

describe("resourceFileType: a ZIP is judged by its names and a few bytes, never inflated whole", () => {
  it("refuses a 1 MB upload whose mimetype inflates to 1 GiB, within 100 ms and a few MB of memory", () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1.2e6);
    const peakBefore = process.resourceUsage().maxRSS;
    const start = performance.now();
    expect(resourceFileType(bomb, "cours.odt")).toBeNull();
    expect(performance.now() - start).toBeLessThan(100);
    // maxRSS is in KB: the process's peak grew by less than 16 MB
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(16 * 1024);
  });

  it("judges an Office document by its entries' names: a [Content_Types].xml that inflates to 1 GiB is never opened", () => {
    const office = zipOf([
      { name: "[Content_Types].xml", data: deflatedZeros(1024), deflated: true },
      { name: "word/document.xml", data: Buffer.from("<w/>") },
    ]);
    const start = performance.now();
    expect(resourceFileType(office, "fiche.docx")?.ext).toBe("docx");
    expect(performance.now() - start).toBeLessThan(100);
  });

  it("refuses a mimetype entry longer than any OpenDocument type, stored or deflated", () => {
    const long = "application/vnd.oasis.opendocument.text" + " ".repeat(4096);
    for (const deflated of [false, true]) {
      const data = deflated ? deflateRawSync(Buffer.from(long)) : Buffer.from(long);
      expect(resourceFileType(zipOf([{ name: "mimetype", data, deflated }]), "a.odt")).toBeNull();
    }
  });

  it("stops after 2,000 entries: the Office names behind 10,000 empty ones are never reached", () => {
    const filler = Array.from({ length: 10_000 }, (_, i) => ({ name: `f/${i}`, data: Buffer.alloc(0) }));
    const late = zipOf([
      ...filler,
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.from("<w/>") },
    ]);
    // the Office names are there, after the 2,000th entry: "not an Office file" proves the walk stopped before them
    // (its time is a bench figure, bench/zip-bomb.ts, not a test's)
    expect(resourceFileType(late, "a.docx")).toBeNull();
  });
});

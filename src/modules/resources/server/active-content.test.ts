import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { activeContent } from "./active-content";

/** A one-page PDF whose catalog carries `catalog` and with `extra` objects after the page (numbered from 4). */
function pdf(catalog = "", extra: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    ...extra,
  ];
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A stream object: its dictionary's entries and its (raw) bytes. */
const stream = (entries: string, bytes: Buffer) =>
  `<< ${entries} /Length ${bytes.length} >>\nstream\n${bytes.toString("latin1")}\nendstream`;
/** An object stream (PDF 1.5+) holding one object, compressed as writers do. */
const objectStream = (object: string) =>
  stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deflateSync(Buffer.from(`9 0 ${object}`, "latin1")));

describe("activeContent: what a proof or a message's document may not carry", () => {
  const clean: [string, Buffer][] = [
    ["a plain one-page PDF", pdf()],
    ["a PDF that opens at its first page, fitted (an /OpenAction without script)", pdf("/OpenAction [3 0 R /Fit]")],
    [
      "a PDF with a compressed page content and an object stream of plain objects",
      pdf("", [
        stream("/Filter /FlateDecode", deflateSync("BT /F1 12 Tf (Recu CCP) Tj ET")),
        objectStream("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
      ]),
    ],
    [
      "a JPEG image stream whose bytes happen to spell /JS",
      pdf("", [
        stream(
          "/Type /XObject /Subtype /Image /Filter /DCTDecode",
          Buffer.from("\xff\xd8\xff/JS /Launch \xff\xd9", "latin1"),
        ),
      ]),
    ],
    [
      "a Word document (ZIP) with no markup in its bytes",
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
    ],
  ];
  it.each(clean)("accepts %s", (_, bytes) => {
    expect(activeContent(bytes)).toBeNull();
  });

  const active: [string, Buffer, string][] = [
    ["a document-level JavaScript (/Names /JavaScript)", pdf("/Names << /JavaScript 5 0 R >>"), "javascript"],
    ["an /OpenAction that runs a script", pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"), "javascript"],
    ["a link's /JS action", pdf("", ["<< /Type /Annot /Subtype /Link /A << /JS (this.print()) >> >>"]), "javascript"],
    [
      "a name written with #xx escapes (/J#61vaScript)",
      pdf("/OpenAction << /S /J#61vaScript /J#53 (x) >>"),
      "javascript",
    ],
    [
      "a script hidden in a compressed object stream",
      pdf("", [objectStream("<< /S /JavaScript /JS (app.launchURL('x')) >>")]),
      "javascript",
    ],
    ["a /Launch action", pdf("/OpenAction << /S /Launch /F (cmd.exe) >>"), "launch"],
    [
      "an embedded file",
      pdf("/Names << /EmbeddedFiles 5 0 R >>", [stream("/Type /EmbeddedFile", Buffer.from("MZ\x90\x00", "latin1"))]),
      "embeddedFile",
    ],
    ["rich media (Flash, video with scripts)", pdf("", ["<< /Type /Annot /Subtype /RichMedia >>"]), "richMedia"],
    ["an XFA form", pdf("/AcroForm << /XFA 5 0 R >>"), "xfa"],
    [
      "an object stream compressed in a way not read (LZW)",
      pdf("", [stream("/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode", Buffer.from("\x80\x0b\x60\x50", "latin1"))]),
      "unreadable",
    ],
    [
      "an object stream that inflates past the budget (a decompression bomb)",
      pdf("", [
        stream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20))),
      ]),
      "unreadable",
    ],
    [
      "a PDF that is also an HTML page (<script> after the header)",
      Buffer.concat([pdf(), Buffer.from("<script>fetch('/api/trpc')</script>")]),
      "html",
    ],
    ["an HTML page that starts like a PDF", Buffer.from("%PDF-1.4\n<html><body onload=alert(1)>", "latin1"), "html"],
    ["markup in a PDF's first KB (<!DOCTYPE html>)", Buffer.concat([Buffer.from("<!DOCTYPE html>\n"), pdf()]), "html"],
    [
      "an SVG with a script named .pdf",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      "html",
    ],
    [
      "a Word document (ZIP) followed by a page",
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.alloc(200, 7),
        Buffer.from("<HTML><SCRIPT SRC=//x></SCRIPT>"),
      ]),
      "html",
    ],
  ];
  it.each(active)("refuses %s", (_, bytes, kind) => {
    expect(activeContent(bytes)).toBe(kind);
  });
});

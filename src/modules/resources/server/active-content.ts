import { inflateSync } from "node:zlib";

/**
 * Active content in an uploaded file (issue 47): what a viewer may run rather than show. A transfer proof or a
 * message's document is a picture of paper; none needs a script, an embedded file, a launch action or a form engine,
 * and a file that is also an HTML page (a polyglot) is one a browser could be led to render. The file is refused.
 */
export type ActiveContent = "javascript" | "launch" | "embeddedFile" | "richMedia" | "xfa" | "html" | "unreadable";

/** PDF names that run or carry something; /OpenAction alone (open at a page, at a zoom) is harmless and kept. */
const PDF_NAMES: Record<string, ActiveContent> = {
  JavaScript: "javascript",
  JS: "javascript",
  Launch: "launch",
  EmbeddedFile: "embeddedFile",
  EmbeddedFiles: "embeddedFile",
  RichMedia: "richMedia",
  XFA: "xfa",
};

/** Markup a browser renders or runs, wherever it sits in the bytes (an HTML page with a PDF's first line, say). */
const HTML = /<(?:script|html|body|iframe|object|embed|svg|!doctype\s+html)[\s>/]/i;

/**
 * A PDF 1.5+ may keep its objects (and so its actions' names) in compressed object streams: those are inflated and
 * read too. Their text is small; past this budget the file is not read further and is refused ("unreadable") rather
 * than taken on trust — a decompression bomb costs at most this much.
 */
const INFLATE_BUDGET = 16 * 1024 * 1024;

const latin1 = (bytes: Buffer) => bytes.toString("latin1");

/** A PDF name with its #xx escapes undone (/J#61vaScript is /JavaScript to a reader). */
const pdfName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function pdfNamesIn(text: string): ActiveContent | null {
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const kind = PDF_NAMES[pdfName(match[1]!)];
    if (kind) return kind;
  }
  return null;
}

/** Every stream's object header and dictionary (from "obj" to "stream") and its body, in order. */
function* pdfStreams(
  bytes: Buffer,
  text: string,
): Generator<{ from: number; dictionary: string; start: number; end: number }> {
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(text))) {
    if (text.slice(match.index - 3, match.index) === "end") continue;
    const start = match.index + match[0].length;
    const found = text.indexOf("endstream", start);
    const end = found < 0 ? bytes.length : found;
    const from = Math.max(0, text.lastIndexOf("obj", match.index));
    yield { from, dictionary: pdfName(text.slice(from, match.index)), start, end };
    streams.lastIndex = end;
  }
}

function pdfActiveContent(bytes: Buffer, text: string): ActiveContent | null {
  // the objects outside streams: stream bodies (images, fonts: binary) are left out, where "/JS " could occur by chance
  let outside = "";
  let at = 0;
  const objectStreams: { body: Buffer; deflated: boolean }[] = [];
  for (const stream of pdfStreams(bytes, text)) {
    outside += text.slice(at, stream.start);
    at = stream.end;
    if (!/\/Type\s*\/ObjStm/.test(stream.dictionary)) continue;
    // an object stream in a form we cannot read holds objects we cannot see: nothing is taken on trust
    const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(stream.dictionary)?.[1]?.replace(/[[\]\s]/g, "");
    if (filter && filter !== "/FlateDecode") return "unreadable";
    objectStreams.push({ body: bytes.subarray(stream.start, stream.end), deflated: Boolean(filter) });
  }
  outside += text.slice(at);
  const plain = pdfNamesIn(outside);
  if (plain) return plain;

  let budget = INFLATE_BUDGET;
  for (const { body, deflated } of objectStreams) {
    let content = body;
    if (deflated) {
      try {
        content = inflateSync(body, { maxOutputLength: Math.max(budget, 1) });
      } catch {
        // too large for the budget, or damaged: not read, so not trusted
        return "unreadable";
      }
    }
    budget -= content.length;
    const found = pdfNamesIn(latin1(content));
    if (found) return found;
  }
  return null;
}

/**
 * The first active content found in a file, or null. Every file is searched for HTML markup; a PDF (by its
 * signature, anywhere in the first KB as readers allow) for its active names, its compressed streams included.
 */
export function activeContent(bytes: Buffer): ActiveContent | null {
  const text = latin1(bytes);
  if (HTML.test(text)) return "html";
  if (text.slice(0, 1024).includes("%PDF-")) return pdfActiveContent(bytes, text);
  return null;
}

/** HTML markup anywhere in the bytes: a file a browser could be led to render as a page (a voice note's check too). */
export const containsMarkup = (bytes: Buffer) => HTML.test(latin1(bytes));

// The 404 and 403 pages' language and direction in the server's HTML (issue 17). Next 16 answers a notFound() or
// forbidden() thrown while a dynamic page renders with its error shell, `<html id="__next_error__">`, whose body the
// browser then builds (vercel/next.js#62228): the [locale] layout's lang and dir reach the page only once its
// JavaScript has run. The production server (scripts/server.mjs) stamps them on that shell. Next compresses inside
// its handler, so the shell arrives here compressed: an error page (small, and never streamed) is held whole,
// decoded, stamped and encoded again; every other response passes through untouched, as it streams.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

const SHELL = '<html id="__next_error__">';
const DIRECTIONS = { fr: "ltr", en: "ltr", ar: "rtl" };
/** The proxy (src/proxy.ts) names the page's locale in this response header; it never leaves the server. */
export const LOCALE_HEADER = "x-wasla-locale";
const CODECS = {
  gzip: [gunzipSync, gzipSync],
  br: [brotliDecompressSync, brotliCompressSync],
  deflate: [inflateSync, deflateSync],
};

/** The locale of a prefixed path (/ar/…), for responses the proxy did not name one for. */
export function localeOfPath(url) {
  return /^\/(fr|en|ar)(?:[/?#]|$)/.exec(url ?? "")?.[1];
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const KEYS = {
  404: ["errors.page.notFoundTitle", "errors.page.notFoundText"],
  403: ["errors.page.forbiddenTitle", "errors.page.forbiddenText"],
};
const messages = {};
function message(locale, key) {
  messages[locale] ??= JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), "utf8"));
  return escape(messages[locale][key] ?? "");
}

/**
 * The error screen's sentences as plain HTML at the top of the shell's body (issue 48: without JavaScript, or on a
 * slow phone until it loads, the page was blank). The browser's render replaces the body; the error screen
 * (src/ui/errors/error-screen.tsx) then says the same words.
 */
export function shellText(locale, status) {
  const [title, text] = KEYS[status];
  return (
    `<div data-error-text style="max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center;font-family:system-ui,sans-serif">` +
    `<p style="font-size:3rem;font-weight:800;margin:0">${status}</p><h1>${message(locale, title)}</h1><p>${message(locale, text)}</p>` +
    `<p>${message(locale, "errors.page.homepageHint")}</p><p><a href="/${locale}">${message(locale, "errors.page.backHome")}</a></p></div>`
  );
}

/** The shell with the locale's lang and dir (and, given the status, its sentences); any other HTML as it was. */
export function stampShell(html, locale, status) {
  const stamped = html.replace(SHELL, `<html id="__next_error__" lang="${locale}" dir="${DIRECTIONS[locale]}">`);
  if (!KEYS[status] || stamped === html) return stamped;
  return stamped.replace(/<body[^>]*>/, (body) => body + shellText(locale, status));
}

/** Installs the stamping on one response, before Next's handler (and its compression) wraps it. */
export function stampErrorShell(req, res) {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  /** the error page's bytes as they come (compressed), while it is held */
  let held = null;
  let locale;

  res.writeHead = function (status, ...rest) {
    if (held) return this;
    locale = this.getHeader(LOCALE_HEADER) ?? localeOfPath(req.url);
    this.removeHeader(LOCALE_HEADER);
    const code = typeof status === "number" ? status : this.statusCode;
    const html = String(this.getHeader("content-type") ?? "").startsWith("text/html");
    if ((code === 404 || code === 403) && html && req.method !== "HEAD" && locale in DIRECTIONS) {
      held = [];
      this.statusCode = code;
      const headers = rest.find((arg) => arg && typeof arg === "object");
      if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
      return this;
    }
    return writeHead.call(this, status, ...rest);
  };
  res.flushHeaders = function () {
    // the headers are decided first (our writeHead may hold them), and go only if they are not held
    if (!this.headersSent) this._implicitHeader();
    if (!held) flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (!held) return write.call(this, chunk, encoding, callback);
    held.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!held) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk) held.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
    let body = Buffer.concat(held);
    held = null;
    const codec = CODECS[String(this.getHeader("content-encoding") ?? "")];
    try {
      const html = (codec ? codec[0](body) : body).toString("utf8");
      const stamped = Buffer.from(stampShell(html, locale, this.statusCode), "utf8");
      body = codec ? codec[1](stamped) : stamped;
    } catch {
      // an encoding we cannot read: the page goes out as Next wrote it
    }
    this.setHeader("content-length", body.length);
    writeHead.call(this, this.statusCode);
    return end.call(this, body, callback);
  };
}

// The public pages' shared cache (issue 17, server time). A visitor who is not signed in sees the same board, ad
// page, category or member page as every other visitor in that language: nothing private is on it. The production
// server (scripts/server.mjs) keeps those pages' HTML for a short while and answers the next visitor from memory,
// instead of rendering the same page again for each of them.
//
// What is kept, and for how long:
// - only GET requests for the public pages below, with no cookie but the language's and next-auth's pre-sign-in
//   ones (a session cookie, even an expired one, always reaches Next), and not Next's own navigation requests (RSC);
// - only a 200 HTML answer that sets no cookie and carries a CSP nonce;
// - at most TTL_MS (30 s), and never across a change of what it shows: each kept page has tags named from its
//   address (pageTagsOf: the board's lists, one ad, one school…), and a write that changes what a public page shows
//   says which tags once it has committed (src/platform/public-pages.ts, through the PUBLIC_PAGES_HOOK this server
//   installs). Only the pages with those tags are dropped, and a page with one of them whose rendering overlapped the
//   change is not kept. Private writes (a grade, a read receipt, a message) drop nothing. The same tags reach the
//   other instances on the same PostgreSQL within milliseconds (page-cache-peers.mjs, LISTEN/NOTIFY); a write nobody
//   tags shows after 30 s at most.
//
// Each answer gets its own nonce: the kept page's nonce is replaced by a fresh one in the Content-Security-Policy
// header and in the HTML (Next's scripts and the flight data name it), so no two answers share a nonce.
//
// Compression: for the pages it may keep, the server compresses itself (Next is asked for plain HTML), with brotli
// when the browser takes it, else gzip; the page still streams to the first visitor as Next renders it.
import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";

export const TTL_MS = 30_000;
const MAX_ENTRIES = 200;
/** one page's HTML at most, and all of them (a page is ~50–80 kB) */
const MAX_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** Tells tests and curious operators whether an answer came from the cache. */
export const CACHE_HEADER = "x-wasla-cache";

/** The public pages (src/app/[locale]): home, about, the board, an ad, categories, a member's and a school's page. */
const PUBLIC_PAGE =
  /^\/(?:fr|en|ar)(?:\/about|\/category(?:\/[^/]+)?|\/old\/annonces(?:\/[^/]+)?|\/membre\/[^/]+|\/school\/[^/]+)?\/?$/;
/** Cookies that change nothing on those pages: the chosen language (the path carries it) and next-auth's before sign-in. */
export const NEUTRAL_COOKIE =
  /^(?:NEXT_LOCALE|(?:__Host-|__Secure-)?(?:authjs|next-auth)\.(?:csrf-token|callback-url))$/;
/**
 * Next's client navigations and server actions ask the same URL for something else than the page's HTML (Next's
 * FLIGHT_HEADERS, ACTION_HEADER and NEXT_URL in next/dist/client/components/app-router-headers.js; page-cache.test.ts
 * fails when Next names another).
 */
export const NEXT_REQUEST_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-hmr-refresh",
  "next-action",
  "next-url",
];
/** The query parameter Next adds to its navigations' URLs (NEXT_RSC_UNION_QUERY). */
export const NEXT_RSC_QUERY = "_rsc";
/**
 * The name, on globalThis, of what the app calls when a write changed public pages (src/platform/public-pages.ts):
 * `{ changed(tags: string[]) }`, installed by scripts/server.mjs (the app runs in its process, bundled apart).
 */
export const PUBLIC_PAGES_HOOK = "__waslaPublicPages";
/** A tag that drops every page (a change too wide to name, or a notice too long for NOTIFY). */
export const ALL_PAGES = "*";

function decodedSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a public page shows, as tags (the vocabulary of src/platform/public-pages.ts): `board` for every list of ads
 * (the board, the categories, a member's page), `ads` and `ad:{slug}` for an ad's page, `member:{slug}` for a
 * member's, `school:{slug}` for a school's. Home and about show nothing written: no tag, only their 30 s.
 */
export function pageTagsOf(pathname) {
  const [, , kind, slug] = pathname.replace(/\/$/, "").split("/");
  if (kind === "old") {
    const ad = pathname.replace(/\/$/, "").split("/")[4];
    return ad ? ["ads", `ad:${decodedSegment(ad)}`] : ["board"];
  }
  if (kind === "category") return ["board"];
  if (kind === "membre") return ["board", `member:${decodedSegment(slug ?? "")}`];
  if (kind === "school") return [`school:${decodedSegment(slug ?? "")}`];
  return [];
}
/**
 * Headers of one answer only, or of its transfer: not kept with a page or a file answered again (static-brotli.mjs
 * too). x-request-id names the request (scripts/server.mjs sets it before the cache sees the answer).
 */
export const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
]);
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]+)'/;

/**
 * The cache key of a request whose answer may be shared, else null. The bare `/` (a visitor typing the domain) is
 * the home page in the language of the NEXT_LOCALE cookie, else of Accept-Language (src/proxy.ts): its key names
 * both, so each variant is kept apart (issue 35: it was rendered for every visitor, ~50 req/s against ~1,700 for /fr).
 */
export function cacheKeyOf(req) {
  if (req.method !== "GET") return null;
  const url = new URL(req.url ?? "/", "http://x");
  if (url.searchParams.has(NEXT_RSC_QUERY)) return null;
  const bare = url.pathname === "/";
  if (!bare && !PUBLIC_PAGE.test(url.pathname)) return null;
  if (NEXT_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (name && !NEUTRAL_COOKIE.test(name)) return null;
    }
  }
  if (bare) {
    const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie ?? "")?.[1] ?? "";
    return `${req.headers.host ?? ""} / ${locale}|${String(req.headers["accept-language"] ?? "").slice(0, 200)}${url.search}`;
  }
  return `${req.headers.host ?? ""} ${url.pathname}${url.search}`;
}

/** The encoding we answer in: brotli, else gzip, else none (a q=0 refuses one). */
export function encodingFor(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? "")
    .toLowerCase()
    .split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/**
 * React's marks of a Suspense boundary whose content failed on the server and is left to the browser, with the
 * error's digest: `<!--$!--><template data-dgst="…">` for one that failed before the page's first part was sent,
 * `$RX("B:0","…")` (its client-render instruction) for one that failed while the page streamed.
 */
const FAILED_BOUNDARY = /<!--\$!--><template(?: data-dgst="([^"]*)")?|\$RX\("[^"]*"(?:,"([^"]*)")?/g;
/** The digest of Next's deliberate hand-over to the browser (next/dynamic with `ssr: false`): not a failure. */
export const CLIENT_ONLY_DIGEST = "BAILOUT_TO_CLIENT_SIDE_RENDERING";

/**
 * Whether React left a part of the page to the browser because it failed on the server (a database that timed out
 * on one visitor's request). Such a page is not kept: the next visitor gets a new try. page-cache.test.ts renders
 * with the server renderer Next ships and fails the day these marks change.
 */
export function renderFailed(html) {
  for (const [, shellDigest, streamDigest] of html.matchAll(FAILED_BOUNDARY)) {
    if ((shellDigest ?? streamDigest) !== CLIENT_ONLY_DIGEST) return true;
  }
  return false;
}

/** A nonce like src/platform/http/security-headers.mjs makes (16 random bytes, base64). */
function freshNonce() {
  return randomBytes(16).toString("base64");
}

/** A body chunk as Node's write() takes it (a string in its encoding, or bytes), as bytes. */
function bufferOf(chunk, chunkEncoding) {
  return Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === "string"
      ? Buffer.from(chunk, typeof chunkEncoding === "string" ? chunkEncoding : "utf8")
      : Buffer.from(chunk);
}

function addVary(res, value) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!vary.split(",").some((v) => v.trim().toLowerCase() === value.toLowerCase()))
    res.setHeader("vary", vary ? `${vary}, ${value}` : value);
}

/** Fast settings for pages compressed as they are asked for (a level-11 brotli costs tens of ms a page). */
const BROTLI_PARAMS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export class PageCache {
  /** @param {{ ttlMs?: number, now?: () => number }} [options] */
  constructor({ ttlMs = TTL_MS, now = Date.now } = {}) {
    this.ttlMs = ttlMs;
    this.now = now;
    /** key → { headers, body (with the kept nonce), nonce, storedAt, size, tags } */
    this.entries = new Map();
    /** the kept pages' HTML, in bytes */
    this.bytes = 0;
    /** counts the changes: a page rendered across a change of one of its tags is not kept */
    this.generation = 0;
    /** tag → { generation, at } of its last change (forgotten once older than any rendering may last) */
    this.changedTags = new Map();
    /** the generation of the last change of every page */
    this.allChangedAt = 0;
  }

  /** The pages these tags name are stale (no tags, or ALL_PAGES: every page). */
  clear(tags) {
    this.generation++;
    if (!tags || tags.includes(ALL_PAGES)) {
      this.allChangedAt = this.generation;
      this.changedTags.clear();
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    const at = this.now();
    for (const tag of tags) this.changedTags.set(tag, { generation: this.generation, at });
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.#drop(key);
    if (this.changedTags.size > 1_000) {
      for (const [tag, change] of this.changedTags)
        if (at - change.at > Math.max(this.ttlMs, TTL_MS)) this.changedTags.delete(tag);
    }
  }

  /** Whether a page with these tags whose rendering started at `generation` may have missed a change. */
  #changedSince(tags, generation) {
    if (this.allChangedAt > generation) return true;
    return tags.some((tag) => (this.changedTags.get(tag)?.generation ?? 0) > generation);
  }

  /**
   * Installs the cache on one request, before Next's handler (and after nothing that writes the body). Returns true
   * when the answer was sent from the cache; otherwise Next answers, and a page that may be kept is kept.
   */
  handle(req, res) {
    const key = cacheKeyOf(req);
    if (!key) return false;
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.storedAt <= this.ttlMs) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.#answer(res, hit, encoding);
      return true;
    }
    if (hit) this.#drop(key);
    // Next writes plain HTML; this response compresses it and keeps a copy
    delete req.headers["accept-encoding"];
    this.#capture(res, key, encoding, pageTagsOf(new URL(req.url ?? "/", "http://x").pathname));
    return false;
  }

  #answer(res, entry, encoding) {
    const nonce = freshNonce();
    const html = Buffer.from(entry.body.replaceAll(entry.nonce, nonce), "utf8");
    const body =
      encoding === "br"
        ? brotliCompressSync(html, BROTLI_PARAMS)
        : encoding === "gzip"
          ? gzipSync(html, { level: 6 })
          : html;
    res.statusCode = 200;
    for (const [name, value] of entry.headers)
      res.setHeader(name, name === "content-security-policy" ? String(value).replaceAll(entry.nonce, nonce) : value);
    if (encoding) res.setHeader("content-encoding", encoding);
    addVary(res, "Accept-Encoding");
    res.setHeader("content-length", body.length);
    res.setHeader(CACHE_HEADER, "hit");
    res.end(body);
  }

  #drop(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  #store(key, res, body, nonce, storedAt, size, tags) {
    const headers = Object.entries(res.getHeaders()).filter(
      ([name]) => !TRANSFER_HEADERS.has(name) && name !== CACHE_HEADER,
    );
    this.#drop(key);
    this.entries.set(key, { headers, body, nonce, storedAt, size, tags });
    this.bytes += size;
    // the least recently used go first
    while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_TOTAL_BYTES)
      this.#drop(this.entries.keys().next().value);
  }

  #capture(res, key, encoding, tags) {
    const { writeHead, write, end } = res;
    const generation = this.generation;
    const startedAt = this.now();
    /** the page's plain bytes, while it may still be kept */
    let kept = [];
    let size = 0;
    let nonce = null;
    /** the compressor, once the answer is known to be HTML */
    let zip = null;

    const keep = (buffer) => {
      if (!kept) return;
      size += buffer.length;
      if (size > MAX_BYTES) kept = null;
      else kept.push(buffer);
    };

    res.writeHead = (status, ...rest) => {
      if (typeof status === "number") res.statusCode = status;
      const headers = rest.find((arg) => arg && typeof arg === "object");
      if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
      const encoded = res.getHeader("content-encoding") !== undefined;
      nonce = NONCE_IN_CSP.exec(String(res.getHeader("content-security-policy") ?? ""))?.[1] ?? null;
      if (res.statusCode !== 200 || !html || !nonce || res.getHeader("set-cookie") !== undefined || encoded)
        kept = null;
      if (kept) res.setHeader(CACHE_HEADER, "miss");
      if (html && encoding && !encoded && res.statusCode !== 204 && res.statusCode !== 304) {
        res.removeHeader("content-length");
        res.setHeader("content-encoding", encoding);
        zip = encoding === "br" ? createBrotliCompress(BROTLI_PARAMS) : createGzip({ level: 6 });
        zip.on("data", (data) => write.call(res, data));
        zip.on("end", () => end.call(res));
      }
      if (html) addVary(res, "Accept-Encoding");
      if (html && key.includes(" / ")) addVary(res, "Accept-Language, Cookie");
      return writeHead.call(res, res.statusCode);
    };
    res.write = (chunk, chunkEncoding, callback) => {
      if (!res.headersSent) res.writeHead(res.statusCode);
      const buffer = bufferOf(chunk, chunkEncoding);
      keep(buffer);
      if (!zip) return write.call(res, chunk, chunkEncoding, callback);
      zip.write(buffer);
      // a streamed page's part leaves now, not when the compressor's buffer fills
      zip.flush(
        encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH,
        typeof chunkEncoding === "function" ? chunkEncoding : callback,
      );
      return true;
    };
    res.end = (chunk, chunkEncoding, callback) => {
      if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
      else if (typeof chunkEncoding === "function") [callback, chunkEncoding] = [chunkEncoding, undefined];
      if (!res.headersSent) res.writeHead(res.statusCode);
      const buffer = chunk ? bufferOf(chunk, chunkEncoding) : undefined;
      if (buffer) keep(buffer);
      if (kept && nonce && !this.#changedSince(tags, generation) && this.now() - startedAt <= this.ttlMs) {
        const body = Buffer.concat(kept).toString("utf8");
        if (!renderFailed(body)) this.#store(key, res, body, nonce, startedAt, size, tags);
      }
      kept = null;
      if (!zip) return end.call(res, chunk, chunkEncoding, callback);
      if (callback) res.once("finish", callback);
      zip.end(buffer);
      return res;
    };
  }
}

// What the production server (scripts/server.mjs) settles before Next sees a request, and what it never lets out.
// - A path whose %-escapes do not decode (`/%`, `/admin/ads/%E0%A4%A`, `/api/trpc/%C0%AF`) is a client's mistake:
//   400, where Next answered 500 (issue 27). One place for every door: pages, API routes, tRPC, static files.
// - Next's internal `x-middleware-*` headers (the proxy's rewrite target on `/`) are dropped from every answer.
// - A `next-auth.callback-url` cookie that is no URL is dropped: next-auth checks it on every session read and
//   answered 500 to every page for that browser (issue 27).

/** Does the path of `url` decode? (the query is the app's to read) */
export function pathDecodes(url) {
  const raw = String(url ?? "/");
  const q = raw.search(/[?#]/);
  try {
    decodeURIComponent(q < 0 ? raw : raw.slice(0, q));
    return true;
  } catch {
    return false;
  }
}

import { readFileSync } from "node:fs";
import { commonSecurityHeaders } from "../src/platform/http/security-headers.mjs";

/** The headers through which Next's proxy tells its router what to do (request-guard.test.ts reads them from Next). */
export const NEXT_INTERNAL_HEADER = /^x-middleware-/i;
/** the language of the request is not known yet (the path is what failed): the sentence in the three, from locales/ */
const MALFORMED = ["fr", "en", "ar"]
  .map(
    (locale) =>
      JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), "utf8"))[
        "errors.malformedAddress"
      ],
  )
  .join(" — ");
const CALLBACK_COOKIE = /^(?:__Secure-)?next-auth\.callback-url$/;

/** next-auth's own test of a callback URL (core/lib/assert.js, isValidHttpUrl). */
function validCallbackUrl(value) {
  try {
    return /^https?:/.test(new URL(value, value.startsWith("/") ? "http://localhost" : undefined).protocol);
  } catch {
    return false;
  }
}

/** The Cookie header without a callback-url cookie next-auth would refuse (null when nothing is left). */
export function withoutBadCallbackUrl(header) {
  if (!header || !header.includes("callback-url")) return header;
  const kept = header.split(/;\s*/).filter((pair) => {
    const at = pair.indexOf("=");
    if (at < 0 || !CALLBACK_COOKIE.test(pair.slice(0, at).trim())) return true;
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"|"$/g, "");
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // next-auth's cookie parser keeps an undecodable value as it is
    }
    return validCallbackUrl(value);
  });
  return kept.length ? kept.join("; ") : null;
}

/** Answers a request Next must not see and returns true; otherwise installs the header filter and returns false. */
export function guardRequest(req, res) {
  if (!pathDecodes(req.url)) {
    res.statusCode = 400;
    // an answer of ours skips next.config's headers(): the same security headers as every other
    for (const { key, value } of commonSecurityHeaders({ production: process.env.NODE_ENV === "production" }))
      res.setHeader(key, value);
    res.setHeader("content-type", "text/plain; charset=utf-8");
    res.setHeader("cache-control", "no-store");
    res.end(MALFORMED);
    return true;
  }
  if (req.headers.cookie) {
    const cookie = withoutBadCallbackUrl(req.headers.cookie);
    if (cookie) req.headers.cookie = cookie;
    else delete req.headers.cookie;
  }
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return NEXT_INTERNAL_HEADER.test(name) ? this : setHeader.call(this, name, value);
  };
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    for (const name of this.getHeaderNames()) if (NEXT_INTERNAL_HEADER.test(name)) this.removeHeader(name);
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers))
      for (const name of Object.keys(headers)) if (NEXT_INTERNAL_HEADER.test(name)) delete headers[name];
    return writeHead.call(this, status, ...rest);
  };
  return false;
}

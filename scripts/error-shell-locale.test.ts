import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type * as ReactTypes from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_HEADER, stampErrorShell, stampShell } from "./error-shell-locale.mjs";
import { answerOf } from "./http-answer";

// The production server's stamp on Next's error shell, tried behind the very compression Next applies inside its
// handler (next/dist/compiled/compression), as scripts/server.mjs wraps Next.

const SHELL = `<!DOCTYPE html><html id="__next_error__"><head></head><body>${"<p>x</p>".repeat(400)}</body></html>`;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compress = (createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware)();

let base = "";
const server = createServer((req, res) => {
  stampErrorShell(req, res);
  compress(req, res, () => {
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (url.searchParams.has("locale")) res.setHeader(LOCALE_HEADER, url.searchParams.get("locale")!);
    if (url.pathname.endsWith("/stream")) {
      // a page that streams: its first part must leave before its end
      res.statusCode = 200;
      res.write(SHELL.replace('id="__next_error__"', 'lang="fr"').slice(0, 200));
      (res as unknown as { flush?: () => void }).flush?.();
      setTimeout(() => res.end(SHELL.slice(200)), 150);
      return;
    }
    res.statusCode = url.pathname.endsWith("/denied") ? 403 : url.pathname.endsWith("/missing") ? 404 : 200;
    // as Next writes its pages: in pieces, then the end
    res.write(SHELL.slice(0, 100));
    res.write(SHELL.slice(100, 1000));
    res.end(SHELL.slice(1000));
  });
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  answerOf(base + path, headers, method);

describe("the 404 and 403 pages' lang and dir", () => {
  it.each([
    ["gzip", "/ar/missing", 404, "ar", "rtl"],
    ["deflate", "/fr/denied", 403, "fr", "ltr"],
    ["", "/en/missing", 404, "en", "ltr"],
  ])("are stamped on Next's error shell (encoding %j)", async (encoding, path, status, lang, dir) => {
    const answer = await get(path, encoding ? { "accept-encoding": encoding } : {});
    expect(answer.status).toBe(status);
    expect(answer.headers["content-encoding"]).toBe(encoding || undefined);
    // the screen's sentences are written in at the top of the body (issue 48: the page is read before any script)
    const text = /<div data-error-text[^>]*>[\s\S]*?<\/div>/.exec(answer.body)?.[0] ?? "";
    expect(text).toContain(`<p style="font-size:3rem;font-weight:800;margin:0">${status}</p>`);
    expect(answer.body.replace(text, "")).toBe(
      SHELL.replace('<html id="__next_error__">', `<html id="__next_error__" lang="${lang}" dir="${dir}">`),
    );
    expect(answer.headers["content-length"]).toBeDefined();
  });

  it("come from the proxy's locale on an unprefixed address, and that header never leaves the server", async () => {
    const answer = await get("/roles/missing?locale=ar", { "accept-encoding": "gzip" });
    expect(answer.body).toContain('<html id="__next_error__" lang="ar" dir="rtl">');
    expect(answer.headers[LOCALE_HEADER]).toBeUndefined();
    const page = await get("/page?locale=fr");
    expect(page.headers[LOCALE_HEADER]).toBeUndefined();
  });

  it("leave every other page as Next wrote it, still streaming", async () => {
    const ok = await get("/fr/page", { "accept-encoding": "gzip" });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(SHELL);
    const streamed = await get("/fr/stream", { "accept-encoding": "gzip" });
    expect(streamed.totalMs - streamed.firstByteMs).toBeGreaterThan(100);
    expect(streamed.body).toBe(SHELL.replace('id="__next_error__"', 'lang="fr"').slice(0, 200) + SHELL.slice(200));
  });

  it("leave a HEAD request alone", async () => {
    const head = await get("/ar/missing", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.body).toBe("");
  });
});

describe("Next's error shell, as the runtime Next serves pages with builds it", () => {
  const require = createRequire(import.meta.url);

  it('is an <html id="__next_error__"> without lang or dir, which the stamp finds', () => {
    // the App Router's runtime of a Turbopack production build (.next/server names it)
    const runtime = readFileSync(
      require.resolve("next/dist/compiled/next-server/app-page-turbo.runtime.prod.js"),
      "utf8",
    );
    // app-render.js: createElement('html', { id: '__next_error__' }, createElement('head', null), createElement('body', …))
    expect(runtime).toMatch(/[\w$]+\("html",\{id:"__next_error__"\},[\w$]+\("head",null\),[\w$]+\("body",/);
    const React = require("next/dist/compiled/react") as typeof ReactTypes;
    const { renderToStaticMarkup } = require("next/dist/compiled/react-dom/server.node") as {
      renderToStaticMarkup: (element: ReactTypes.ReactElement) => string;
    };
    const html = renderToStaticMarkup(
      React.createElement("html", { id: "__next_error__" }, React.createElement("head"), React.createElement("body")),
    );
    expect(stampShell(html, "ar")).toBe(
      '<html id="__next_error__" lang="ar" dir="rtl"><head></head><body></body></html>',
    );
  });
});

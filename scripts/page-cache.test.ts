import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { stampErrorShell } from "./error-shell-locale.mjs";
import { answerOf, type Answer } from "./http-answer";
import {
  CACHE_HEADER,
  cacheKeyOf,
  CLIENT_ONLY_DIGEST,
  encodingFor,
  NEUTRAL_COOKIE,
  NEXT_REQUEST_HEADERS,
  NEXT_RSC_QUERY,
  PageCache,
  pageTagsOf,
  renderFailed,
  TTL_MS,
} from "./page-cache.mjs";

// The public pages' cache, tried in front of a stand-in for Next that renders like it (a CSP nonce in the header and
// in the HTML, pieces written as they render, its own compression inside the handler), wrapped as
// scripts/server.mjs wraps Next: the cache, then the error pages' stamp.

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compress = (createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware)();

let clock = 1_000_000;
const cache = new PageCache({ now: () => clock });
/** how many pages the stand-in rendered */
let renders = 0;
/** when the stand-in last wrote the end of a page */
let lastEndAt = 0;
/** Resolves once `condition` holds (what a test waits for on the server's side, rather than a guessed delay). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 2));
}

const page = (nonce: string, path: string) =>
  `<!DOCTYPE html><html lang="fr"><head><script nonce="${nonce}" src="/a.js"></script></head><body><h1>${path}</h1>${"<p>Clés trouvées · مفاتيح</p>".repeat(300)}` +
  `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;

let base = "";
const server = createServer((req, res) => {
  // as scripts/server.mjs does before the cache: each answer names its own request
  res.setHeader("x-request-id", String(req.headers["x-request-id"] ?? "none"));
  if (cache.handle(req, res)) return;
  stampErrorShell(req, res);
  compress(req, res, () => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "POST") {
      res.end("ok");
      return;
    }
    renders++;
    const nonce = `n${renders}/+Ab==`;
    res.setHeader("content-security-policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader("content-type", url.searchParams.has("json") ? "application/json" : "text/html; charset=utf-8");
    if (url.searchParams.has("cookie")) res.setHeader("set-cookie", "a=b");
    res.statusCode = url.pathname.endsWith("/missing") ? 404 : 200;
    const html = page(nonce, url.pathname);
    if (url.searchParams.has("failed")) {
      res.end(html.replace("</body>", '<script>$RX("B:0","x")</script></body>'));
      return;
    }
    if (url.searchParams.has("client-only")) {
      res.end(
        html.replace(
          "<h1>",
          '<!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$--><h1>',
        ),
      );
      return;
    }
    if (url.searchParams.has("failed-early")) {
      res.end(html.replace("<h1>", '<!--$!--><template data-dgst="x"></template><p>…</p><!--/$--><h1>'));
      return;
    }
    // as Next writes its pages: a first part, the rest later
    res.write(html.slice(0, 300));
    setTimeout(
      () => {
        lastEndAt = performance.now();
        res.end(html.slice(300));
      },
      url.searchParams.has("slow") ? 150 : 1,
    );
  });
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => cache.clear());

const send = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  answerOf(base + path, headers, method);
const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;

describe("which requests may share an answer", () => {
  const req = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    ({ url, method, headers: { host: "wasla.dz", ...headers } }) as unknown as IncomingMessage;
  it.each([
    ["/fr", true],
    ["/ar/", true],
    ["/en/about", true],
    ["/fr/old/annonces?q=cl%C3%A9s&page=2", true],
    ["/fr/old/annonces/cles-trouvees-x1", true],
    ["/fr/category", true],
    ["/ar/category/cles", true],
    ["/fr/membre/amina", true],
    ["/fr/school/lycee-1", true],
    ["/fr/old/annonces/cles-trouvees-x1/modifier", false],
    ["/fr/old/publier-une-annonce", false],
    ["/fr/login", false],
    ["/fr/dashboard", false],
    ["/old/annonces", false],
    ["/api/trpc/ads.search", false],
    ["/fr/old/annonces?_rsc=1x2y", false],
  ])("%s → %s", (url, shared) => {
    expect(cacheKeyOf(req(url)) !== null).toBe(shared);
  });

  it("only for GET, without Next's navigation headers, without a cookie but the neutral ones", () => {
    expect(cacheKeyOf(req("/fr", {}, "HEAD"))).toBeNull();
    expect(cacheKeyOf(req("/fr", {}, "POST"))).toBeNull();
    expect(cacheKeyOf(req("/fr", { rsc: "1" }))).toBeNull();
    expect(cacheKeyOf(req("/fr", { "next-action": "abc" }))).toBeNull();
    expect(
      cacheKeyOf(req("/fr", { cookie: "NEXT_LOCALE=ar; authjs.csrf-token=x; __Secure-authjs.callback-url=y" })),
    ).not.toBeNull();
    expect(cacheKeyOf(req("/fr", { cookie: "NEXT_LOCALE=ar; authjs.session-token=x" }))).toBeNull();
    expect(cacheKeyOf(req("/fr", { cookie: "__Secure-authjs.session-token=x" }))).toBeNull();
    expect(cacheKeyOf(req("/fr", { cookie: "wasla-school=lycee" }))).toBeNull();
  });

  it("keeps the bare / apart per language cookie and Accept-Language (the proxy chooses its language from them)", () => {
    const home = (headers: Record<string, string>) => cacheKeyOf(req("/", headers));
    expect(home({})).not.toBeNull();
    expect(home({ cookie: "NEXT_LOCALE=ar" })).not.toBe(home({ cookie: "NEXT_LOCALE=fr" }));
    expect(home({ "accept-language": "ar-DZ,ar;q=0.9" })).not.toBe(home({ "accept-language": "fr-FR,fr;q=0.9" }));
    expect(home({ "accept-language": "fr-FR,fr;q=0.9" })).toBe(home({ "accept-language": "fr-FR,fr;q=0.9" }));
    expect(home({})).not.toBe(cacheKeyOf(req("/fr")));
    expect(home({ cookie: "NEXT_LOCALE=ar; authjs.session-token=x" })).toBeNull();
  });

  it("keyed by host, path and query", () => {
    expect(cacheKeyOf(req("/fr/old/annonces?page=2"))).not.toBe(cacheKeyOf(req("/fr/old/annonces?page=3")));
    expect(cacheKeyOf(req("/fr", { host: "a" }))).not.toBe(cacheKeyOf(req("/fr", { host: "b" })));
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["", null],
  ])("accept-encoding %j is answered in %j", (accept, encoding) => {
    expect(encodingFor(accept)).toBe(encoding);
  });
});

describe("the tags a kept page is dropped by", () => {
  it.each([
    ["/fr", []],
    ["/ar/about", []],
    ["/", []],
    ["/fr/old/annonces", ["board"]],
    ["/fr/category", ["board"]],
    ["/en/category/cles", ["board"]],
    ["/fr/old/annonces/cles-trouvees-x1", ["ads", "ad:cles-trouvees-x1"]],
    ["/ar/old/annonces/%D9%87%D8%A7%D8%AA%D9%81-%D8%B6%D8%A7%D9%8A%D8%B9/", ["ads", "ad:هاتف-ضايع"]],
    ["/fr/membre/amina", ["board", "member:amina"]],
    ["/fr/school/lycee-1", ["school:lycee-1"]],
  ])("%s → %j", (path, tags) => {
    expect(pageTagsOf(path)).toEqual(tags);
  });
});

describe("a public page's shared answer", () => {
  it.each([["br"], ["gzip"], [""]])(
    "is rendered once, then answered from memory with a fresh nonce (encoding %j)",
    async (encoding) => {
      const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
      const before = renders;
      const first = await send("/fr/old/annonces?page=1", headers);
      const second = await send("/fr/old/annonces?page=1", headers);
      const third = await send("/fr/old/annonces?page=1", { "accept-encoding": "gzip" });
      expect(renders - before).toBe(1);
      expect([first.headers[CACHE_HEADER], second.headers[CACHE_HEADER], third.headers[CACHE_HEADER]]).toEqual([
        "miss",
        "hit",
        "hit",
      ]);
      expect(second.headers["content-encoding"]).toBe(encoding || undefined);
      expect(second.headers.vary).toMatch(/Accept-Encoding/);
      const nonces = [first, second, third].map(nonceOf);
      expect(new Set(nonces).size).toBe(3);
      for (const [i, answer] of [first, second, third].entries()) {
        expect(answer.status).toBe(200);
        // the HTML names the header's nonce, and only it
        expect(answer.body).toBe(page(nonces[i]!, "/fr/old/annonces"));
      }
    },
  );

  it("names the request it answers, not the one it was rendered for", async () => {
    const first = await send("/fr/about", { "x-request-id": "first-visitor" });
    const second = await send("/fr/about", { "x-request-id": "second-visitor" });
    expect([first.headers[CACHE_HEADER], second.headers[CACHE_HEADER]]).toEqual(["miss", "hit"]);
    expect([first.headers["x-request-id"], second.headers["x-request-id"]]).toEqual([
      "first-visitor",
      "second-visitor",
    ]);
  });

  it("still streams to the first visitor", async () => {
    const before = performance.now();
    const first = await send("/fr/about?slow", { "accept-encoding": "br" });
    expect(first.headers[CACHE_HEADER]).toBe("miss");
    // its first part reached the visitor before the stand-in wrote the page's end
    expect(before + first.firstByteMs).toBeLessThan(lastEndAt);
    expect(first.body).toBe(page(nonceOf(first), "/fr/about"));
  });

  it("is not forgotten by a write request as such (a grade, a read receipt): only the pages a write names are", async () => {
    await send("/fr/category");
    await send("/fr/school/lycee");
    await send("/api/trpc/gradebook.save", {}, "POST");
    expect((await send("/fr/category")).headers[CACHE_HEADER]).toBe("hit");
    cache.clear(["school:lycee"]);
    expect((await send("/fr/category")).headers[CACHE_HEADER]).toBe("hit");
    expect((await send("/fr/school/lycee")).headers[CACHE_HEADER]).toBe("miss");
    cache.clear(["board"]);
    expect((await send("/fr/category")).headers[CACHE_HEADER]).toBe("miss");
    expect((await send("/fr/school/lycee")).headers[CACHE_HEADER]).toBe("hit");
    cache.clear();
    expect((await send("/fr/school/lycee")).headers[CACHE_HEADER]).toBe("miss");
  });

  it("does not keep a page rendered while one of its tags changed; another page's change does not matter", async () => {
    const rendered = renders;
    const during = send("/fr/school/lycee?slow");
    const other = send("/fr/school/college?slow");
    await until(() => renders >= rendered + 2);
    cache.clear(["school:lycee"]);
    expect((await during).headers[CACHE_HEADER]).toBe("miss");
    expect((await other).headers[CACHE_HEADER]).toBe("miss");
    expect((await send("/fr/school/lycee?slow")).headers[CACHE_HEADER]).toBe("miss");
    expect((await send("/fr/school/lycee?slow")).headers[CACHE_HEADER]).toBe("hit");
    expect((await send("/fr/school/college?slow")).headers[CACHE_HEADER]).toBe("hit");
  });

  it(`lasts ${TTL_MS / 1000} s`, async () => {
    await send("/fr/membre/amina");
    clock += TTL_MS;
    expect((await send("/fr/membre/amina")).headers[CACHE_HEADER]).toBe("hit");
    clock += 1;
    expect((await send("/fr/membre/amina")).headers[CACHE_HEADER]).toBe("miss");
  });

  it("keeps the 200 most recently used pages, and counts their bytes", async () => {
    for (let k = 0; k < 205; k++) await send(`/fr/category/c${k}`);
    expect(cache.entries.size).toBe(200);
    expect(cache.bytes).toBe([...cache.entries.values()].reduce((sum, entry) => sum + entry.size, 0));
    expect((await send("/fr/category/c0")).headers[CACHE_HEADER]).toBe("miss");
    expect((await send("/fr/category/c204")).headers[CACHE_HEADER]).toBe("hit");
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it.each([
    ["a signed-in visitor", "/fr/old/annonces/x1", { cookie: "authjs.session-token=abc" }],
    ["an answer that sets a cookie", "/fr/old/annonces/x2?cookie", {}],
    ["an answer that is not HTML", "/fr/old/annonces/x3?json", {}],
    ["a part that failed while streaming", "/fr/old/annonces/x4?failed", {}],
    ["a part that failed before the first part was sent", "/fr/old/annonces/x5?failed-early", {}],
  ])("is never made for %s", async (_, path, headers) => {
    const before = renders;
    await send(path, headers);
    const again = await send(path, headers);
    expect(renders - before).toBe(2);
    expect(again.headers[CACHE_HEADER]).not.toBe("hit");
  });

  it("is made for a page with a part next/dynamic leaves to the browser (the header's drawer)", async () => {
    const before = renders;
    await send("/fr/old/annonces/x6?client-only");
    const again = await send("/fr/old/annonces/x6?client-only");
    expect(renders - before).toBe(1);
    expect(again.headers[CACHE_HEADER]).toBe("hit");
  });

  it("leaves a missing page to the error pages' stamp, compressed", async () => {
    const before = renders;
    const missing = await send("/ar/old/annonces/missing", { "accept-encoding": "br" });
    await send("/ar/old/annonces/missing", { "accept-encoding": "br" });
    expect(renders - before).toBe(2);
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(missing.body).toContain("<h1>/ar/old/annonces/missing</h1>");
  });

  it("leaves other addresses to Next's own compression", async () => {
    const other = await send("/fr/login", { "accept-encoding": "gzip, br" });
    expect(other.headers[CACHE_HEADER]).toBeUndefined();
    expect(other.headers["content-encoding"]).toBe("gzip");
    expect(other.body).toBe(page(nonceOf(other), "/fr/login"));
  });
});

// What the cache relies on in React and Next, read from the versions installed: an upgrade that changes one fails here.
describe("the internals the cache relies on", () => {
  const require = createRequire(import.meta.url);

  it("Next's navigation and action requests carry only the headers and query parameter the cache refuses", () => {
    const next = require("next/dist/client/components/app-router-headers.js") as Record<string, unknown>;
    const theirs = [...(next.FLIGHT_HEADERS as string[]), next.ACTION_HEADER, next.NEXT_URL] as string[];
    expect(theirs.length).toBeGreaterThan(5);
    for (const name of theirs) expect(NEXT_REQUEST_HEADERS, `Next's request header ${name}`).toContain(name);
    expect(next.NEXT_RSC_UNION_QUERY).toBe(NEXT_RSC_QUERY);
  });

  it("next-auth's cookies before sign-in are the neutral ones, its session cookie is not", () => {
    const { defaultCookies } = require(path.resolve("node_modules/next-auth/core/lib/cookie.js")) as {
      defaultCookies: (secure: boolean) => Record<string, { name: string }>;
    };
    for (const secure of [false, true]) {
      const cookies = defaultCookies(secure);
      for (const neutral of [cookies.csrfToken!.name, cookies.callbackUrl!.name])
        expect(neutral).toMatch(NEUTRAL_COOKIE);
      expect(cookies.sessionToken!.name).not.toMatch(NEUTRAL_COOKIE);
    }
  });

  /**
   * Pages rendered by the server renderer Next ships (next/dist/compiled/react-dom, production build, in a process of
   * its own), as Next's error handler names errors: a Suspense boundary that fails before the first part is sent,
   * one that fails while the page streams, one that streams well, and next/dynamic's deliberate hand-over.
   */
  function renderedByNext(): Record<
    "shellFailed" | "streamFailed" | "streamed" | "clientOnly" | "clientOnlyLate",
    string
  > {
    const script = `
      const React = require("next/dist/compiled/react");
      const { renderToPipeableStream } = require("next/dist/compiled/react-dom/server.node");
      const { BailoutToCSRError, isBailoutToCSRError } = require("next/dist/shared/lib/lazy-dynamic/bailout-to-csr.js");
      const { Writable } = require("node:stream");
      const h = React.createElement;
      const render = (content) => new Promise((resolve, reject) => {
        let release;
        const later = new Promise((r) => (release = r));
        const Later = ({ then }) => (React.use(later), then());
        const chunks = [];
        const sink = new Writable({ write(chunk, _e, done) { chunks.push(chunk); done(); }, final(done) { resolve(Buffer.concat(chunks).toString()); done(); } });
        const stream = renderToPipeableStream(
          h("html", null, h("body", null, h(React.Suspense, { fallback: h("p", null, "…") }, content(Later)))),
          { nonce: "n0nce", onError: (error) => (isBailoutToCSRError(error) ? error.digest : "1a2b3c"), onShellReady: () => { stream.pipe(sink); setTimeout(release, 5); }, onShellError: reject },
        );
      });
      const fail = () => { throw new Error("database timed out"); };
      const clientOnly = () => { throw new BailoutToCSRError("next/dynamic"); };
      Promise.all([
        render(() => h(fail)),
        render((Later) => h(Later, { then: fail })),
        render((Later) => h(Later, { then: () => h("p", null, "done") })),
        render(() => h(clientOnly)),
        render((Later) => h(Later, { then: clientOnly })),
      ]).then(([shellFailed, streamFailed, streamed, clientOnly, clientOnlyLate]) =>
        process.stdout.write(JSON.stringify({ shellFailed, streamFailed, streamed, clientOnly, clientOnlyLate })));
    `;
    return JSON.parse(
      execFileSync(process.execPath, ["-e", script], {
        env: { ...process.env, NODE_ENV: "production" },
        encoding: "utf8",
      }),
    );
  }

  it("React marks a boundary that failed on the server as the cache reads it, and Next's hand-over to the browser apart", () => {
    const pages = renderedByNext();
    expect(pages.shellFailed).toContain('<!--$!--><template data-dgst="1a2b3c">');
    expect(pages.streamFailed).toContain('$RX("B:0","1a2b3c")');
    expect(pages.clientOnly).toContain(`<!--$!--><template data-dgst="${CLIENT_ONLY_DIGEST}">`);
    expect(pages.clientOnlyLate).toContain(`$RX("B:0","${CLIENT_ONLY_DIGEST}")`);
    expect(pages.streamed).toContain("<p>done</p>");
    expect(renderFailed(pages.shellFailed)).toBe(true);
    expect(renderFailed(pages.streamFailed)).toBe(true);
    expect(renderFailed(pages.streamed)).toBe(false);
    expect(renderFailed(pages.clientOnly)).toBe(false);
    expect(renderFailed(pages.clientOnlyLate)).toBe(false);
  });
});

import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./http-answer";
import { StaticBrotli } from "./static-brotli.mjs";

// Next's static files in brotli, tried in front of a stand-in for Next's static handler (its compression, its
// headers), wrapped as scripts/server.mjs wraps Next.

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compress = (createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware)();

const root = mkdtempSync(path.join(tmpdir(), "wasla-static-"));
const staticDir = path.join(root, "static");
mkdirSync(path.join(staticDir, "chunks"), { recursive: true });
const SCRIPT = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify("x".repeat(50)).repeat(400)});`;
writeFileSync(path.join(staticDir, "chunks", "a1.js"), SCRIPT);
writeFileSync(path.join(staticDir, "chunks", "b2.css"), "body{color:red}".repeat(300));
writeFileSync(path.join(root, "secret.js"), "secret");
const brotli = new StaticBrotli(staticDir);
let nextAnswers = 0;

let base = "";
const server = createServer((req, res) => {
  if (brotli.handle(req, res)) return;
  compress(req, res, () => {
    nextAnswers++;
    let file = "";
    let body: Buffer;
    try {
      // as Next does: the path decoded, so every %-encoded spelling of a file is that file
      file = path.join(
        staticDir,
        decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname).replace("/_next/static/", ""),
      );
      body = readFileSync(file);
    } catch {
      res.statusCode = 404;
      res.end("not found");
      return;
    }
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader(
      "content-type",
      file.endsWith(".css") ? "text/css; charset=UTF-8" : "application/javascript; charset=UTF-8",
    );
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("etag", 'W/"1-2"');
    res.end(body);
  });
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => answerOf(base + pathname, headers);

describe("Next's scripts and stylesheets in brotli", () => {
  it("is needed: the compression Next applies to every answer (next/dist/compiled/compression) has no brotli", async () => {
    // the day it does, this piece only trades brotli 11 for Next's level: measure both, and likely remove it
    const nextAlone = createServer((req, res) =>
      compress(req, res, () => res.setHeader("content-type", "text/css").end("body{color:red}".repeat(300))),
    );
    nextAlone.listen(0, "127.0.0.1");
    await once(nextAlone, "listening");
    const url = `http://127.0.0.1:${(nextAlone.address() as AddressInfo).port}/_next/static/chunks/b2.css`;
    try {
      expect((await answerOf(url, { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
      expect((await answerOf(url, { "accept-encoding": "br, gzip" })).headers["content-encoding"]).toBe("gzip");
    } finally {
      nextAlone.close();
    }
  });

  it.each([
    ["/_next/static/chunks/a1.js", SCRIPT],
    ["/_next/static/chunks/b2.css", "body{color:red}".repeat(300)],
  ])("%s: Next answers the first request, memory the next ones, with Next's headers", async (pathname, text) => {
    const before = nextAnswers;
    const first = await get(pathname, { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    await brotli.settled();
    const second = await get(pathname, { "accept-encoding": "gzip, deflate, br" });
    const third = await get(pathname, { "accept-encoding": "br" });
    expect(nextAnswers - before).toBe(1);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(text);
    }
    expect(second.headers["content-encoding"]).toBe("br");
    expect(Number(second.headers["content-length"])).toBeLessThan(Buffer.byteLength(text) / 5);
    for (const name of ["cache-control", "content-type", "x-content-type-options", "etag", "vary"])
      expect(second.headers[name]).toBe(first.headers[name]);
  });

  it("leaves to Next a browser without brotli, a range, a revalidation, another method", async () => {
    await get("/_next/static/chunks/a1.js", { "accept-encoding": "br" });
    await brotli.settled();
    const before = nextAnswers;
    expect((await get("/_next/static/chunks/a1.js", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
    await get("/_next/static/chunks/a1.js", { "accept-encoding": "br", range: "bytes=0-10" });
    await get("/_next/static/chunks/a1.js", { "accept-encoding": "br", "if-none-match": 'W/"1-2"' });
    expect(nextAnswers - before).toBe(3);
    expect(
      brotli.fileOf({ method: "HEAD", url: "/_next/static/chunks/a1.js", headers: {} } as unknown as IncomingMessage),
    ).toBeNull();
  });

  it("keeps nothing Next did not answer with 200, and never reads outside the static folder", async () => {
    await get("/_next/static/chunks/missing.js", { "accept-encoding": "br" });
    await brotli.settled();
    const again = await get("/_next/static/chunks/missing.js", { "accept-encoding": "br" });
    expect(again.status).toBe(404);
    for (const url of [
      "/_next/static/..%2Fsecret.js",
      "/_next/static/%2e%2e/secret.js",
      "/_next/static/chunks/%E0%A4%A.js",
      "/_next/image.js",
      "/fr/a.js",
    ]) {
      expect(brotli.fileOf({ method: "GET", url, headers: {} } as unknown as IncomingMessage)).toBeNull();
    }
  });

  it("compresses one file once whatever its spelling: 300 %-encoded spellings of one script cost no compression (issue 27)", async () => {
    await get("/_next/static/chunks/a1.js", { "accept-encoding": "br" });
    await brotli.settled();
    const entries = brotli.files.size;
    const started = process.cpuUsage();
    const spellings = Array.from({ length: 300 }, (_, i) => {
      const name = "chunks/a1.js";
      const at = i % name.length;
      const hex = name.charCodeAt(at).toString(16).padStart(2, "0");
      return `/_next/static/${name.slice(0, at)}%${i % 2 ? hex.toUpperCase() : hex}${name.slice(at + 1)}?v=${i}`;
    });
    for (const spelling of spellings) await get(spelling, { "accept-encoding": "br" });
    await brotli.settled();
    const cpu = process.cpuUsage(started);
    console.info(
      `[static brotli] 300 encoded spellings: ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU (server and client in this process), ${brotli.files.size - entries} new entries`,
    );
    expect(brotli.files.size).toBe(entries);
  });
});

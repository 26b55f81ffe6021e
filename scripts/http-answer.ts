// Tests of the production server's wrappers (error-shell-locale, page-cache, static-brotli): one request to a test
// server, its answer decoded as a browser would.
import { once } from "node:events";
import { request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  /** the body, decoded from its content-encoding */
  body: string;
  /** ms after the request: the first byte of the body, and its end */
  firstByteMs: number;
  totalMs: number;
}

const DECODE: Record<string, (raw: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

export function answerOf(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstByteMs = -1;
      res.on("data", (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - start;
        chunks.push(chunk);
      });
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const decode = DECODE[String(res.headers["content-encoding"] ?? "")];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: (decode ? decode(raw) : raw).toString("utf8"),
          firstByteMs,
          totalMs: performance.now() - start,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Listens on a free port for the file's tests and closes afterwards; `url()` is the server's base address. */
export function listening(server: Server) {
  let base = "";
  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  return { url: () => base };
}

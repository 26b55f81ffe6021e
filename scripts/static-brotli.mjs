// Next's scripts and stylesheets in brotli (issue 17: brotli where the host allows it). Next serves `/_next/static`
// with gzip only. These files never change under their name (the build hashes it), so the production server
// (scripts/server.mjs) compresses each one once, at brotli's best level, the first time a browser that takes brotli
// asks for it (in libuv's threads, off the server's own), and answers later requests from memory with Next's own
// headers. A first visit's scripts and styles weigh ~14 % less than in gzip (/fr: 225 → 194 kB).
// The first request for a file, and every request brotli does not suit (another encoding, a range, a revalidation),
// is Next's, as before.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { encodingFor, TRANSFER_HEADERS } from "./page-cache.mjs";

const compress = promisify(brotliCompress);
const PREFIX = "/_next/static/";
const COMPRESSIBLE = /\.(?:js|css)$/;

export class StaticBrotli {
  /** @param {string} staticDir the build's static files (`.next/static`) */
  constructor(staticDir) {
    this.staticDir = path.resolve(staticDir);
    /** file → { headers, body } once compressed; a promise while it is (at most one entry per file of the build) */
    this.files = new Map();
  }

  /**
   * The file under staticDir a request names, or null. Only the canonical spelling of a path: Next's own names
   * are plain ASCII, and each %-encoded spelling of one file (`%30abc.js`, `0%77bc.js`…) would have cost a new
   * compression at quality 11 (~0.5 s of CPU) and a new entry in memory (issue 27). The key is the file itself, so
   * memory is bounded by the build's own files.
   */
  fileOf(req) {
    if (req.method !== "GET") return null;
    const { pathname } = new URL(req.url ?? "/", "http://x");
    if (!pathname.startsWith(PREFIX) || !COMPRESSIBLE.test(pathname) || pathname.includes("%")) return null;
    const file = path.resolve(this.staticDir, pathname.slice(PREFIX.length));
    return file.startsWith(this.staticDir + path.sep) ? { key: file, file } : null;
  }

  /** Answers from memory and returns true; or lets Next answer (and learns the file from its answer). */
  handle(req, res) {
    const named = this.fileOf(req);
    if (!named || encodingFor(req.headers["accept-encoding"]) !== "br") return false;
    if (req.headers.range || req.headers["if-none-match"] || req.headers["if-modified-since"]) return false;
    const known = this.files.get(named.key);
    if (known && !(known instanceof Promise)) {
      res.statusCode = 200;
      for (const [name, value] of known.headers) res.setHeader(name, value);
      res.setHeader("content-encoding", "br");
      res.setHeader("content-length", known.body.length);
      res.end(known.body);
      return true;
    }
    if (!known) {
      res.once("finish", () => {
        if (res.statusCode !== 200 || this.files.has(named.key)) return;
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !TRANSFER_HEADERS.has(name));
        const pending = readFile(named.file)
          .then((raw) =>
            compress(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            }),
          )
          .then(
            (body) => this.files.set(named.key, { headers, body }),
            // a file gone since (a new build in place): Next keeps answering for it
            () => this.files.delete(named.key),
          );
        this.files.set(named.key, pending);
      });
    }
    return false;
  }

  /** Resolves once every compression under way is done (tests). */
  async settled() {
    await Promise.all([...this.files.values()].filter((value) => value instanceof Promise));
  }
}

// The production server (`npm start`): Next's request handler behind a plain Node HTTP server, so the app learns
// the TCP peer's address, which Next's route handlers do not expose (see src/platform/client-ip.ts).
// Usage: node scripts/server.mjs [-p port] [-H hostname]
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { logger, requestIdFrom, runInRequest } from "../src/platform/logger.mjs";
import { stampErrorShell } from "./error-shell-locale.mjs";
import { PageCache, PUBLIC_PAGES_HOOK } from "./page-cache.mjs";
import { sharePageCacheClears } from "./page-cache-peers.mjs";
import { logRequest } from "./request-log.mjs";
import { guardRequest } from "./request-guard.mjs";
import { runtimeSummary } from "./runtime-summary.mjs";
import { closeOnSignals } from "./shutdown.mjs";
import { StaticBrotli } from "./static-brotli.mjs";

const arg = (short, long) => {
  const i = process.argv.findIndex((a) => a === short || a === long);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const port = Number(arg("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = arg("-H", "--hostname") ?? process.env.HOSTNAME ?? "0.0.0.0";
const SOCKET_HEADER = "x-wasla-socket-address";

process.env.NODE_ENV = "production";
process.env.WASLA_SOCKET_ADDRESS_HEADER = "1";
// where the server reaches itself (the report-card PDF renders the print view from here)
process.env.WASLA_INTERNAL_URL ??= `http://${hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname}:${port}`;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// what this instance runs on, one line each (Next has loaded .env by now)
for (const { part, summary } of runtimeSummary(process.env)) logger.info({ runsOn: part }, `${part}: ${summary}`);

// the public pages a visitor who is not signed in sees, kept a few seconds; a write that changes what they show drops
// those it names (page-cache.mjs, src/platform/public-pages.ts); WASLA_PAGE_CACHE=off turns it off
const pageCache = process.env.WASLA_PAGE_CACHE === "off" ? null : new PageCache();
// several instances on one PostgreSQL drop the same pages in each other's cache (page-cache-peers.mjs)
const peers = pageCache ? sharePageCacheClears(pageCache, process.env.DATABASE_URL, { log: logger }) : null;
if (pageCache) {
  globalThis[PUBLIC_PAGES_HOOK] = {
    changed(tags) {
      pageCache.clear(tags);
      peers?.tell(tags);
    },
  };
}
// Next's scripts and stylesheets in brotli once compressed (static-brotli.mjs)
const staticBrotli = new StaticBrotli(path.join(process.cwd(), ".next", "static"));

const server = createServer((req, res) => {
  // every line logged for this request carries its id: the load balancer's x-request-id, else a new one; the
  // answer names it, so a person reporting a failure can quote it
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  runInRequest(requestId, () => serve(req, res));
});

function serve(req, res) {
  logRequest(req, res);
  // a malformed path answers 400; Next's internal headers never leave (request-guard.mjs)
  if (guardRequest(req, res)) return;
  // whatever a client sent under our header name is dropped; only the socket's peer is written there
  req.headers[SOCKET_HEADER] = req.socket.remoteAddress ?? "";
  if (staticBrotli.handle(req, res) || pageCache?.handle(req, res)) return;
  // the 404 and 403 pages get their lang and dir in the HTML itself (Next sends them a bare error shell)
  stampErrorShell(req, res);
  handle(req, res);
}
// a client may reuse an idle kept-alive connection just as Node's default 5 s timeout closes it, and its request fails
// with ECONNRESET (seen once in the journeys' login): idle connections stay open for 65 s, longer than clients and
// load balancers keep theirs (headersTimeout must exceed it)
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// a restart drains the requests under way and exits within 10 s (shutdown.mjs)
closeOnSignals(server);
server.listen(port, hostname, () => {
  logger.info({ port, listen: hostname }, `Wasla on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

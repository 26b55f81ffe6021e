/* global performance */
// One log line per answered request (scripts/server.mjs): method, path, status, time, the page cache's verdict.
// Never the query: password-reset, activation and private edit links carry their token there.
import { currentRequestId, logger, runInRequest } from "../src/platform/logger.mjs";

/** Asked for many times a minute and of no interest one by one: written at debug level. */
const QUIET = /^\/(?:_next\/static\/|api\/health$|favicon\.ico$|icons\/)/;
const MAX_PATH = 300;

/** The path of a request's URL, without its query or fragment. */
export function pathOf(url) {
  const raw = String(url ?? "/");
  const end = raw.search(/[?#]/);
  const path = end < 0 ? raw : raw.slice(0, end);
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

/**
 * Logs `req` once its answer is over (sent, or the client gone), under the request's id.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function logRequest(req, res, log = logger) {
  const started = performance.now();
  const requestId = currentRequestId();
  const method = req.method;
  const path = pathOf(req.url);
  res.once("close", () => {
    const entry = { method, path, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (!res.writableFinished) entry.aborted = true;
    const cache = res.getHeader("x-wasla-cache");
    if (cache) entry.cache = cache;
    const level = res.statusCode >= 500 ? "warn" : QUIET.test(path) ? "debug" : "info";
    const write = () => log[level](entry, "request");
    if (requestId) runInRequest(requestId, write);
    else write();
  });
}

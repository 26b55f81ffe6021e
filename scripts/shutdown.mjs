/* global setTimeout, setInterval */
// A deploy's restart (SIGTERM) or Ctrl-C (SIGINT): stop taking connections, let the requests under way finish,
// close the idle kept-alive ones, and exit — within 10 s whatever is still open (issue 27: after a PDF had been
// rendered, the server ignored SIGTERM, Playwright having taken the signal over).
import { logger } from "../src/platform/logger.mjs";

/**
 * @param {import("node:http").Server} server
 * @param {{ deadlineMs?: number, exit?: (code: number) => void, log?: (line: string) => void }} [options]
 */
export function closeOnSignals(
  server,
  { deadlineMs = 10_000, exit = (code) => process.exit(code), log = (line) => logger.info(line) } = {},
) {
  let closing = false;
  const close = (signal) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing the requests under way, then exiting (at most ${deadlineMs / 1000} s)`);
    setTimeout(() => {
      log("requests still open after the deadline: exiting");
      exit(0);
    }, deadlineMs).unref();
    server.close(() => exit(0));
    server.closeIdleConnections();
    // a connection kept alive becomes idle once its request is answered: close it then too
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    sweep.unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => close(signal));
  return close;
}

import { db, processDbTarget } from "~/platform/db";
import { keepTrying } from "~/platform/jobs/keep-trying";
import { RealtimeHub } from "./hub";
import { forwardToPusher, pusherServer } from "./pusher";
import { pgliteSource, postgresSource } from "./sources";

const globalForHub = globalThis as unknown as { __waslaHub?: RealtimeHub };

/**
 * The process's hub, listening on the process's database (the test's, in a test file): a dedicated connection on a
 * PostgreSQL server, the process's own PGlite when embedded. With Pusher configured it also forwards to Pusher.
 * Made on first use; its LISTEN starts with the first live stream, or at server start when Pusher is configured
 * (src/instrumentation.ts), since then no stream may ever open on this instance.
 */
export function realtimeHub(): RealtimeHub {
  return (globalForHub.__waslaHub ??= createProcessHub());
}

function createProcessHub(): RealtimeHub {
  const target = processDbTarget();
  const pusher = pusherServer();
  const hub = new RealtimeHub(
    target.kind === "postgres" ? postgresSource(target.url, { lead: pusher !== null }) : pgliteSource(target.pglite),
  );
  if (pusher) forwardToPusher(hub, db, pusher);
  return hub;
}

/**
 * Started at server start when something must hear every signal even without a stream open here (Pusher); a
 * database not reachable yet is tried again every few seconds.
 */
export function startRealtimeForwarding(retryMs = 5_000): void {
  if (!pusherServer()) return;
  keepTrying("realtime hub (LISTEN)", () => realtimeHub().start(), retryMs);
}

/** Ends the process's hub (tests, shutdown). */
export async function closeRealtimeHub(): Promise<void> {
  const hub = globalForHub.__waslaHub;
  globalForHub.__waslaHub = undefined;
  await hub?.close();
}

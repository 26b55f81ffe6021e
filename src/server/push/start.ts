import { keepTrying } from "~/server/jobs/keep-trying";
import { startPushWorker } from "./worker";

/**
 * Called at server start when web push is configured: starts the queue (creating pg-boss's schema the first time)
 * and this instance's worker. A database not reachable yet is tried again every few seconds; meanwhile actions
 * still store their notifications (the feed is complete) and their pushes wait in the queue once it is up.
 */
export function startPushDelivery(retryMs = 5_000): void {
  keepTrying("push", startPushWorker, retryMs);
}

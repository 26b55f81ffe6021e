import { db } from "~/platform/db";
import { deliverPush, type PushJob } from "~/modules/notify";
import { jobQueue, PUSH_QUEUE } from "~/platform/jobs/queue";
import { pushSender } from "./sender";

/** a device that failed (not dead) is tried again after 1, 2, 4… minutes, 8 times */
export const DEVICE_RETRIES = 8;

/**
 * Takes the queue's push jobs in this process (every instance may: pg-boss hands each job to one of them). A job
 * whose sending throws (Firebase unreachable) fails and pg-boss retries it whole, nothing having been sent; a job
 * where only some devices failed completes, and a new job for those devices alone waits its turn.
 */
export async function startPushWorker(): Promise<string | null> {
  const sender = pushSender();
  if (!sender) return null;
  const boss = await jobQueue();
  return boss.work<PushJob>(PUSH_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      const { retry } = await deliverPush(db, sender, job.data);
      if (retry && (retry.attempt ?? 0) <= DEVICE_RETRIES) {
        await boss.send(PUSH_QUEUE, retry, { startAfter: 60 * 2 ** ((retry.attempt ?? 1) - 1) });
      }
    }
  });
}

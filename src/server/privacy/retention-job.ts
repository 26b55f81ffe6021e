import { db } from "~/server/db";
import { jobQueue, RETENTION_QUEUE } from "~/server/jobs/queue";
import { logger } from "~/server/logger.mjs";
import { applyRetention } from "~/server/services/privacy/apply-retention";

/** every night at 03:30, Algeria's time: the retention rules (src/lib/privacy/retention.ts) applied */
export const RETENTION_CRON = "30 3 * * *";

export async function startRetentionWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "Africa/Algiers" });
  return boss.work(RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const run = await applyRetention(db, new Date());
    logger.info(run, "retention applied");
  });
}

import { db } from "~/platform/db";
import { jobQueue, RETENTION_QUEUE } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { applyRetention } from "~/modules/privacy/server/apply-retention";

/** every night at 03:30, Algeria's time: the retention rules (src/modules/privacy/domain/retention.ts) applied */
export const RETENTION_CRON = "30 3 * * *";

export async function startRetentionWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "Africa/Algiers" });
  return boss.work(RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const run = await applyRetention(db, new Date());
    logger.info(run, "retention applied");
  });
}

import { db } from "~/platform/db";
import { BRIEF_QUEUE, jobQueue } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { sendWeeklyBriefs } from "~/modules/notify/server/send-weekly-briefs";

/** every hour on the hour in Algeria: the schools whose brief is due (their day, from their hour) get it once */
export const BRIEF_CRON = "0 * * * *";

/**
 * Schedules the weekly brief's hourly tick and takes its jobs in this process (pg-boss sends one job per tick
 * whatever the number of instances; the run claimed per school and day keeps a brief to one even so).
 */
export async function startBriefWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(BRIEF_QUEUE, BRIEF_CRON, {}, { tz: "Africa/Algiers" });
  return boss.work(BRIEF_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    for (const run of await sendWeeklyBriefs(db, new Date())) logger.info(run, "weekly brief sent");
  });
}

import { db } from "~/platform/db";
import { jobQueue, MARKS_QUEUE } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { announceReleasedMarks } from "~/modules/grades/server/announce-marks";

/** every ten minutes: the released evaluations whose delay has passed reach their students, then their parents */
export const MARKS_CRON = "*/10 * * * *";

/**
 * Schedules the announce tick of marks as they come (issue 32) and takes its jobs in this process; pg-boss sends one
 * job per tick whatever the number of instances, and each audience of an evaluation is claimed once even so.
 */
export async function startMarksWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(MARKS_QUEUE, MARKS_CRON, {}, { tz: "Africa/Algiers" });
  return boss.work(MARKS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const told = await announceReleasedMarks(db, new Date());
    if (told) logger.info({ told }, "released marks announced");
  });
}

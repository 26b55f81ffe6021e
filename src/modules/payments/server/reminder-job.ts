import { db } from "~/platform/db";
import { jobQueue, REMINDER_QUEUE } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { sendPaymentReminders } from "~/modules/payments/server/send-reminders";

/** The queue of the daily reminder run (the process's pg-boss, src/platform/jobs/queue.ts). */
export { REMINDER_QUEUE };
/** every day at 17:00 in Algeria (after school, before the default quiet hours); the service keeps it weekly per family */
export const REMINDER_CRON = "0 17 * * *";
export const REMINDER_TZ = "Africa/Algiers";

/**
 * Schedules the reminders and takes their jobs in this process. pg-boss's schedule is stored in the database and
 * sends one job per tick whatever the number of instances; each instance may work it (one gets each job). A run
 * that fails is retried once after ten minutes; the service never reminds a family twice in a week anyway.
 */
export async function startReminderWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, {}, { tz: REMINDER_TZ });
  return boss.work(REMINDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const { studentIds } = await sendPaymentReminders(db, new Date());
    if (studentIds.length) logger.info({ students: studentIds.length }, "payment reminders sent");
  });
}

import { db } from "~/server/db";
import { keepTrying } from "~/server/jobs/keep-trying";
import { pushQueue } from "~/server/push/queue";
import { sendPaymentReminders } from "~/server/services/payments/send-reminders";

/** The queue of the daily reminder run (pg-boss, the same instance and schema as the pushes). */
export const REMINDER_QUEUE = "payment-reminders";
/** every day at 17:00 in Algeria (after school, before the default quiet hours); the service keeps it weekly per family */
export const REMINDER_CRON = "0 17 * * *";
export const REMINDER_TZ = "Africa/Algiers";

/**
 * Schedules the reminders and takes their jobs in this process. pg-boss's schedule is stored in the database and
 * sends one job per tick whatever the number of instances; each instance may work it (one gets each job). A run
 * that fails is retried once after ten minutes; the service never reminds a family twice in a week anyway.
 */
export async function startReminderWorker(): Promise<string> {
  const boss = await pushQueue();
  if (!(await boss.getQueue(REMINDER_QUEUE))) await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, retryLimit: 1, retryDelay: 600 });
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, {}, { tz: REMINDER_TZ });
  return boss.work(REMINDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const { studentIds } = await sendPaymentReminders(db, new Date());
    if (studentIds.length) console.info(`[payments] reminded the families of ${studentIds.length} students`);
  });
}

/** Called at server start: a database not reachable yet is tried again every few seconds (as startPushDelivery). */
export function startPaymentReminders(retryMs = 5_000): void {
  keepTrying("payments", startReminderWorker, retryMs);
}

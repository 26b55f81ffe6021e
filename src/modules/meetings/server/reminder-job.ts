import { db } from "~/platform/db";
import { jobQueue, MEETING_REMINDER_QUEUE } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { sendMeetingReminders } from "~/modules/meetings/server/send-meeting-reminders";

/** every day at 17:00 in Algeria: tomorrow's meetings are reminded to both sides (before the default quiet hours) */
export const MEETING_REMINDER_CRON = "0 17 * * *";

/**
 * Schedules the day-before reminders and takes their jobs in this process (pg-boss sends one job per tick whatever
 * the number of instances). A meeting is reminded once: the service claims it before telling anyone.
 */
export async function startMeetingReminderWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(MEETING_REMINDER_QUEUE, MEETING_REMINDER_CRON, {}, { tz: "Africa/Algiers" });
  return boss.work(MEETING_REMINDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const { reminded } = await sendMeetingReminders(db, new Date());
    if (reminded) logger.info({ meetings: reminded }, "meeting reminders sent");
  });
}

import { afterAll, expect, it } from "vitest";
import { closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { REMINDER_QUEUE, startReminderWorker } from "./reminder-job";

afterAll(closeJobQueue);

/** The reminders' schedule is stored in pg-boss: every day at 17:00, Algeria's time; starting twice keeps one. */
it("schedules the reminders daily at 17:00 Africa/Algiers", async () => {
  await startReminderWorker();
  await startReminderWorker();
  const schedules = (await (await jobQueue()).getSchedules()).filter((s) => s.name === REMINDER_QUEUE);
  expect(schedules).toEqual([
    expect.objectContaining({ name: REMINDER_QUEUE, cron: "0 17 * * *", timezone: "Africa/Algiers" }),
  ]);
});

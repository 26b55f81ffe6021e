import { startBoardWorker } from "~/server/board/board-job";
import { startBriefWorker } from "~/server/brief/brief-job";
import { startMarksWorker } from "~/server/grades/marks-job";
import { db } from "~/server/db";
import { startMailWorker } from "~/server/mail/queue";
import { startMeetingReminderWorker } from "~/server/meetings/reminder-job";
import { startCardPdfWorker } from "~/server/pdf/card-pdf-job";
import { startRetentionWorker } from "~/server/privacy/retention-job";
import { startReminderWorker } from "~/server/payments/reminder-job";
import { startPushWorker } from "~/server/push/worker";
import { startSmsWorker } from "~/server/sms/worker";
import { keepTrying } from "./keep-trying";

/** This instance's workers, in the order they start. The push worker starts only with web push configured. */
const WORKERS: readonly (readonly [string, () => Promise<unknown>])[] = [
  ["push", startPushWorker],
  ["mail", startMailWorker],
  ["payment reminders", startReminderWorker],
  ["report-card PDFs", () => startCardPdfWorker(db)],
  ["meeting reminders", startMeetingReminderWorker],
  ["sms", startSmsWorker],
  ["weekly brief", startBriefWorker],
  ["marks as they come", startMarksWorker],
  ["board matching and expiry", startBoardWorker],
  ["data retention", startRetentionWorker],
];

/**
 * Called once at server start (src/instrumentation.ts): the process's pg-boss starts once and makes its queues one
 * after the other (src/server/jobs/queue.ts), then the workers start one after the other. Three starts racing each
 * other made pg-boss create its queues at the same moment, and PostgreSQL killed one of them as a deadlock. A
 * database not reachable yet is tried again every few seconds; a worker already started is not started twice.
 */
export function startJobWorkers(retryMs = 5_000, workers = WORKERS): void {
  const started = new Set<string>();
  keepTrying(
    "job queue",
    async () => {
      for (const [name, start] of workers) {
        if (started.has(name)) continue;
        await start();
        started.add(name);
      }
    },
    retryMs,
  );
}

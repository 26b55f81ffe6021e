import { startBoardWorker } from "~/modules/ads";
import { startBriefWorker } from "~/modules/notify";
import { startMarksWorker } from "~/modules/grades";
import { db } from "~/platform/db";
import { startMailWorker } from "~/platform/mail/queue";
import { startMeetingReminderWorker } from "~/modules/meetings";
import { startCardPdfWorker } from "~/modules/grades";
import { startRetentionWorker } from "~/modules/privacy";
import { startReminderWorker } from "~/modules/payments";
import { startPushWorker } from "~/platform/push/worker";
import { startSmsWorker } from "~/platform/sms/worker";
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
 * after the other (src/platform/jobs/queue.ts), then the workers start one after the other. Three starts racing each
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

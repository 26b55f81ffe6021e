import { pushTime, resolvePushSchedule } from "~/modules/notify/domain/push-schedule";
import type { Prisma } from "~/platform/db/generated/client";
import { processDbTarget } from "~/platform/db";
import { jobQueue, PUSH_QUEUE, startedJobQueue, transactionDb } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { pushSender } from "~/platform/push/sender";
import type { PushJob } from "./deliver-push";

/** ids per job: a job's data stays small (~30 kB) */
const JOB_IDS = 1_000;

export interface StoredNotification {
  id: string;
  userId: string;
  schoolId: string | null;
  kind: string;
}

/**
 * Queues the pushes of notifications just stored, in the same transaction (they commit together, or not at all),
 * each job starting when the school's schedule lets it ring (quiet hours, results time). Only people with a
 * registered device get a job; with push off, nothing is queued. A queue that is not there yet (a server still
 * starting) never fails the action: the savepoint drops the job, the feed has the notification anyway.
 */
export async function enqueuePush(
  tx: Prisma.TransactionClient,
  rows: readonly StoredNotification[],
  schedules: ReadonlyMap<string, unknown>,
  now = new Date(),
  wave?: Date,
): Promise<number> {
  if (rows.length === 0 || !pushSender()) return 0;
  const withDevice = new Set(
    (
      await tx.pushDevice.findMany({
        where: { userId: { in: [...new Set(rows.map((r) => r.userId))] } },
        select: { userId: true },
        distinct: ["userId"],
      })
    ).map((d) => d.userId),
  );
  const due = new Map<number, string[]>();
  for (const row of rows) {
    if (!withDevice.has(row.userId)) continue;
    const schedule = resolvePushSchedule(row.schoolId ? schedules.get(row.schoolId) : null);
    // a results wave is its own moment: only the quiet hours still apply to it
    const at = (
      wave && wave > now
        ? pushTime(wave, row.kind, { ...schedule, resultsAt: null })
        : pushTime(now, row.kind, schedule)
    ).getTime();
    due.set(at, [...(due.get(at) ?? []), row.id]);
  }
  if (due.size === 0) return 0;

  // on the embedded database the transaction holds the only connection: the queue must have started before
  const boss = startedJobQueue() ?? (processDbTarget().kind === "postgres" ? await jobQueue() : null);
  if (!boss) {
    logger.error(
      { notifications: rows.length },
      "push not queued: the job queue has not started (the notifications are in the feed)",
    );
    return 0;
  }
  const db = transactionDb(tx);
  let jobs = 0;
  await tx.$executeRawUnsafe("SAVEPOINT wasla_push");
  try {
    for (const [at, ids] of due) {
      for (let i = 0; i < ids.length; i += JOB_IDS) {
        const data: PushJob = { ids: ids.slice(i, i + JOB_IDS) };
        await boss.send(PUSH_QUEUE, data, { db, startAfter: at > now.getTime() ? new Date(at) : undefined });
        jobs++;
      }
    }
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT wasla_push");
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT wasla_push");
    logger.error({ err: error }, "push not queued (the notifications are in the feed)");
    return 0;
  }
  return jobs;
}

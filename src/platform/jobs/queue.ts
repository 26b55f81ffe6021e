import PgBoss from "pg-boss";
import { processDbTarget, type DbTarget } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import type { EmbeddedDatabase } from "~/platform/db/pglite-thread";
import { logger } from "~/platform/logger.mjs";

/**
 * The durable queue behind pushes, mails and the payment reminders: one pg-boss per process on the app's PostgreSQL
 * (its own schema, `pgboss`), or on the embedded PGlite in the server's own process. A job is stored in the
 * transaction of the action that caused it, so a crash, a restart or an outage loses nothing.
 */
export const PUSH_QUEUE = "push";
export const MAIL_QUEUE = "mail";
export const REMINDER_QUEUE = "payment-reminders";
export const CARD_PDF_QUEUE = "report-card-pdfs";
export const MEETING_REMINDER_QUEUE = "meeting-reminders";
export const SMS_QUEUE = "sms";
export const BRIEF_QUEUE = "weekly-brief";
export const MARKS_QUEUE = "marks-announce";
export const BOARD_MATCH_QUEUE = "board-match";
export const BOARD_TICK_QUEUE = "board-tick";
export const BOARD_WEEKLY_QUEUE = "board-weekly";
export const RETENTION_QUEUE = "privacy-retention";

/**
 * Every queue, made one after the other when the process's pg-boss starts. pg-boss's create_queue inserts the
 * queue's row, then adds foreign keys to that table: two creations at once each hold the first lock and wait for
 * the other's, and PostgreSQL kills one ("deadlock detected" — 5 of 5 tries with the three created at once on a
 * fresh database). Retries: a whole push job (Firebase unreachable) after 30 s, 60 s, 2 min… for about 17 hours;
 * a mail for about half an hour; a reminder run once, ten minutes later (the service never reminds twice a week); a report card's PDF three
 * times, a minute apart.
 */
const QUEUES: readonly PgBoss.Queue[] = [
  { name: PUSH_QUEUE, retryLimit: 12, retryDelay: 30, retryBackoff: true },
  { name: MAIL_QUEUE, retryLimit: 6, retryDelay: 30, retryBackoff: true },
  { name: REMINDER_QUEUE, retryLimit: 1, retryDelay: 600 },
  { name: CARD_PDF_QUEUE, retryLimit: 3, retryDelay: 60 },
  { name: MEETING_REMINDER_QUEUE, retryLimit: 2, retryDelay: 600 },
  // a provider's outage: tried again for about a day (30 s, 1 min, 2 min… capped by pg-boss's backoff)
  { name: SMS_QUEUE, retryLimit: 16, retryDelay: 30, retryBackoff: true },
  // the hourly brief tick: the next tick is its retry (a school's run is claimed once per day)
  { name: BRIEF_QUEUE, retryLimit: 0 },
  // marks as they come: the next tick is its retry (each audience of an evaluation is claimed once)
  { name: MARKS_QUEUE, retryLimit: 0 },
  // the board (issue 33): an ad to match now (the tick catches up whatever a failed job left), and the tick itself
  { name: BOARD_MATCH_QUEUE, retryLimit: 2, retryDelay: 30 },
  { name: BOARD_TICK_QUEUE, retryLimit: 0 },
  // the posters' weekly mail: not retried (a failed week is not sent twice)
  { name: BOARD_WEEKLY_QUEUE, retryLimit: 0 },
  // the nightly retention run (issue 34): not retried, the next night does it again
  { name: RETENTION_QUEUE, retryLimit: 0 },
];

/** pg-boss's database interface over the embedded PGlite (several statements at once go through exec). */
function pgliteDb(pglite: EmbeddedDatabase): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** pg-boss's database interface over a Prisma transaction: the job commits or rolls back with the action. */
export function transactionDb(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? [])) }),
  };
}

function createBoss(target: DbTarget): PgBoss {
  const boss =
    target.kind === "postgres"
      ? new PgBoss({ connectionString: target.url, max: 3, application_name: "wasla-jobs" })
      : new PgBoss({ db: pgliteDb(target.pglite) });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  return boss;
}

async function start(boss: PgBoss): Promise<PgBoss> {
  await boss.start();
  for (const queue of QUEUES) if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
  return boss;
}

interface QueueState {
  target: DbTarget;
  boss: PgBoss;
  started: Promise<PgBoss>;
  ready: boolean;
}
const globalForQueue = globalThis as unknown as { __waslaJobQueue?: QueueState };

function sameTarget(a: DbTarget, b: DbTarget): boolean {
  return a.kind === "postgres"
    ? b.kind === "postgres" && a.url === b.url
    : b.kind === "pglite" && a.pglite === b.pglite;
}

/**
 * The process's queue on the process's database (the test's, in a test file): started once, its queues made one
 * after the other, whoever asks first. A start that failed (database not reachable yet, or another instance's
 * creation chosen as a deadlock's victim) is forgotten, so the next call starts afresh: pg-boss itself never
 * starts an instance twice, even after a failure.
 */
export function jobQueue(): Promise<PgBoss> {
  const target = processDbTarget();
  const current = globalForQueue.__waslaJobQueue;
  if (current && sameTarget(current.target, target)) return current.started;
  const boss = createBoss(target);
  const state: QueueState = { target, boss, started: start(boss), ready: false };
  globalForQueue.__waslaJobQueue = state;
  state.started.then(
    () => {
      state.ready = true;
    },
    () => {
      if (globalForQueue.__waslaJobQueue === state) globalForQueue.__waslaJobQueue = undefined;
      void boss.stop({ graceful: false, wait: false }).catch(() => {});
    },
  );
  return state.started;
}

/** The queue once started, without starting it (a transaction on the embedded database must not wait for a start). */
export function startedJobQueue(): PgBoss | null {
  const current = globalForQueue.__waslaJobQueue;
  return current?.ready && sameTarget(current.target, processDbTarget()) ? current.boss : null;
}

/** Stops the process's queue and its workers (tests, shutdown). */
export async function closeJobQueue(): Promise<void> {
  const current = globalForQueue.__waslaJobQueue;
  globalForQueue.__waslaJobQueue = undefined;
  if (current)
    await (await current.started.catch(() => current.boss)).stop({ graceful: true, wait: true, timeout: 5_000 });
}

import type { EmbeddedDatabase } from "~/server/db/pglite-thread";
import PgBoss from "pg-boss";
import { processDbTarget, type DbTarget } from "~/server/db";
import type { Prisma } from "~/server/db/generated/client";

/**
 * The durable queue pushes go through: pg-boss on the app's PostgreSQL (its own schema, `pgboss`), or on the
 * embedded PGlite in the server's own process. A job is stored in the transaction of the action that caused it
 * (see enqueuePush), so a crash, a restart or a Firebase outage loses nothing: the worker takes it when it can and
 * retries with a growing delay.
 */
export const PUSH_QUEUE = "push";

/** a whole job fails (Firebase unreachable): tried again after 30 s, 60 s, 2 min… for about 17 hours */
export const PUSH_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true } as const;

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
  return { executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? [])) }) };
}

function createBoss(target: DbTarget): PgBoss {
  const boss =
    target.kind === "postgres"
      ? new PgBoss({ connectionString: target.url, max: 3, application_name: "wasla-push" })
      : new PgBoss({ db: pgliteDb(target.pglite) });
  boss.on("error", (error) => console.error("[push] queue:", error instanceof Error ? error.message : error));
  return boss;
}

interface QueueState {
  target: DbTarget;
  boss: PgBoss;
  started: Promise<PgBoss>;
}
const globalForQueue = globalThis as unknown as { __waslaPushQueue?: QueueState };

/** The process's queue on the process's database (the test's, in a test file), its schema and queue made once. */
export function pushQueue(): Promise<PgBoss> {
  const target = processDbTarget();
  const current = globalForQueue.__waslaPushQueue;
  if (current && sameTarget(current.target, target)) return current.started;
  const boss = createBoss(target);
  const started = (async () => {
    await boss.start();
    if (!(await boss.getQueue(PUSH_QUEUE))) await boss.createQueue(PUSH_QUEUE, { name: PUSH_QUEUE, ...PUSH_RETRY });
    return boss;
  })();
  globalForQueue.__waslaPushQueue = { target, boss, started };
  return started;
}

/** The queue once started, without starting it (a transaction on the embedded database must not wait for a start). */
export function startedPushQueue(): PgBoss | null {
  const current = globalForQueue.__waslaPushQueue;
  return current && sameTarget(current.target, processDbTarget()) ? current.boss : null;
}

function sameTarget(a: DbTarget, b: DbTarget): boolean {
  return a.kind === "postgres" ? b.kind === "postgres" && a.url === b.url : b.kind === "pglite" && a.pglite === b.pglite;
}

/** Stops the process's queue and its worker (tests, shutdown). */
export async function closePushQueue(): Promise<void> {
  const current = globalForQueue.__waslaPushQueue;
  globalForQueue.__waslaPushQueue = undefined;
  if (current) await (await current.started.catch(() => current.boss)).stop({ graceful: true, wait: true, timeout: 5_000 });
}

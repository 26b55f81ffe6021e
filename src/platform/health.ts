import type PgBoss from "pg-boss";
import type { Redis } from "ioredis";
import { db as processDb, type Db } from "~/platform/db";
import { MAIL_QUEUE, startedJobQueue } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { sharedRedis } from "~/platform/redis";

/** One check's outcome: what a load balancer or an operator reads. Never an error's message (it may name hosts or users). */
export type Check =
  { ok: true; ms: number } | { ok: false; ms: number; problem: "failed" | "timed out" | "not started" };
export interface Health {
  status: "ok" | "failing";
  checks: { database: Check; queue: Check; redis?: Check };
}

export interface HealthProbes {
  db: Db;
  /** the job queue once started (null while it starts) */
  queue: () => PgBoss | null;
  /** only when REDIS_URL is set */
  redis: Redis | null;
  timeoutMs: number;
}

class NotStarted extends Error {}

async function check(name: string, timeoutMs: number, probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => "ok" as const), timeout]);
    if (outcome === "ok") return { ok: true, ms: ms() };
    logger.error({ check: name, timeoutMs }, `health: ${name} did not answer in time`);
    return { ok: false, ms: ms(), problem: "timed out" };
  } catch (error) {
    if (error instanceof NotStarted) return { ok: false, ms: ms(), problem: "not started" };
    logger.error({ err: error, check: name }, `health: ${name} failed`);
    return { ok: false, ms: ms(), problem: "failed" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What GET /api/health answers: the database answers a query, the job queue (pg-boss) has started and reads its
 * tables, Redis answers a PING when REDIS_URL is set. The checks run side by side, each within `timeoutMs`.
 */
export async function checkHealth(probes: Partial<HealthProbes> = {}): Promise<Health> {
  const { db = processDb, queue = startedJobQueue, redis = sharedRedis(), timeoutMs = 2_000 } = probes;
  const [database, jobs, cache] = await Promise.all([
    check("database", timeoutMs, () => db.$queryRaw`SELECT 1`),
    check("queue", timeoutMs, async () => {
      const boss = queue();
      if (!boss) throw new NotStarted();
      if (!(await boss.getQueue(MAIL_QUEUE))) throw new Error(`the ${MAIL_QUEUE} queue is missing`);
    }),
    redis ? check("redis", timeoutMs, () => redis.ping()) : undefined,
  ]);
  const checks: Health["checks"] = { database, queue: jobs, ...(cache ? { redis: cache } : {}) };
  return { status: Object.values(checks).every((c) => c.ok) ? "ok" : "failing", checks };
}

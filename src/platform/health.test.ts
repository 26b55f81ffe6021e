import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET } from "~/app/api/health/route";
import { createDb, db as processDb, type db } from "~/platform/db";
import { closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { redisReachable } from "~/test/redis";
import { checkHealth } from "./health";

const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const clients: Redis[] = [];
/** a connection that fails at once when Redis is not there, as the app's (src/platform/redis.ts) */
const redisAt = (url: string) => {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  client.on("error", () => {});
  clients.push(client);
  return client;
};

const redisUp = await redisReachable(REDIS);

// the process's first query opens its pool: on a loaded machine that alone passed the check's 2 s once (CI, 2026-11-28)
beforeAll(() => processDb.$queryRaw`SELECT 1`);
afterEach(() => closeJobQueue());
afterAll(() => clients.forEach((client) => client.disconnect()));

describe("GET /api/health", () => {
  it("answers 503 naming the queue while it has not started, 200 once it has, never from a cache", async () => {
    const before = await GET();
    expect(before.status).toBe(503);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(await before.json()).toMatchObject({
      status: "failing",
      checks: { database: { ok: true }, queue: { ok: false, problem: "not started" } },
    });

    await jobQueue();
    const after = await GET();
    expect(after.status).toBe(200);
    expect(after.headers.get("cache-control")).toBe("no-store");
    const body = (await after.json()) as { status: string; checks: Record<string, unknown> };
    expect(body).toMatchObject({
      status: "ok",
      checks: { database: { ok: true, ms: expect.any(Number) }, queue: { ok: true } },
    });
    // REDIS_URL is not set for the tests: no Redis check
    expect(Object.keys(body.checks).sort()).toEqual(["database", "queue"]);
  });

  it("names the database when it does not answer, without its error's words (hosts, users)", async () => {
    const url = new URL(
      process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    );
    url.pathname = "/wasla_health_no_such_database";
    url.password = "a-secret-password";
    const gone = createDb({ databaseUrl: url.toString() });
    try {
      const health = await checkHealth({ db: gone, queue: () => null, redis: null });
      expect(health).toMatchObject({ status: "failing", checks: { database: { ok: false, problem: "failed" } } });
      expect(JSON.stringify(health)).not.toMatch(
        /wasla_health_no_such_database|a-secret-password|127\.0\.0\.1|postgres/,
      );
    } finally {
      await gone.$disconnect();
    }
  });

  it.skipIf(!redisUp)("checks Redis when it is configured: a PING", async () => {
    await jobQueue();
    const up = redisAt(REDIS);
    await up.connect();
    expect(await checkHealth({ redis: up })).toMatchObject({ status: "ok", checks: { redis: { ok: true } } });
  });

  it("names Redis when it is configured and down, without its address's password", async () => {
    await jobQueue();
    // nothing listens on port 1
    const down = redisAt("redis://:a-redis-secret@127.0.0.1:1");
    await down.connect().catch(() => {});
    const failing = await checkHealth({ redis: down, timeoutMs: 500 });
    expect(failing).toMatchObject({
      status: "failing",
      checks: { database: { ok: true }, queue: { ok: true }, redis: { ok: false, problem: "failed" } },
    });
    expect(JSON.stringify(failing)).not.toContain("a-redis-secret");
  });

  it("says a check timed out when it does not answer in time", async () => {
    const stuck = { $queryRaw: () => new Promise(() => {}) } as unknown as typeof db;
    const health = await checkHealth({ db: stuck, queue: () => null, redis: null, timeoutMs: 50 });
    expect(health.checks.database).toMatchObject({ ok: false, problem: "timed out" });
  });
});

import { Redis } from "ioredis";
import { env } from "~/env";

const globalForRedis = globalThis as unknown as { __waslaRedis?: Redis | null };

/**
 * The process's connection to REDIS_URL (null without it): the rate limits' counters, and the health check's ping.
 * No offline queue: a command while Redis is unreachable fails at once, so a limiter falls back to memory and the
 * health check answers now rather than when Redis is back.
 */
export function sharedRedis(): Redis | null {
  if (globalForRedis.__waslaRedis === undefined) {
    globalForRedis.__waslaRedis = env.REDIS_URL ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  }
  return globalForRedis.__waslaRedis;
}

/** Closes the process's connection if one was opened: a script that loaded the rate limits can then exit. */
export async function closeSharedRedis(): Promise<void> {
  const redis = globalForRedis.__waslaRedis;
  globalForRedis.__waslaRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

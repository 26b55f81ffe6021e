import { Redis } from "ioredis";
import { env } from "~/env";
import { logger } from "~/platform/logger.mjs";

const globalForRedis = globalThis as unknown as { __waslaRedis?: Redis | null };

/**
 * The process's connection to REDIS_URL (null without it): the rate limits' counters, and the health check's ping.
 * No offline queue: a command while Redis is unreachable fails at once, so a limiter falls back to memory and the
 * health check answers now rather than when Redis is back.
 */
export function sharedRedis(): Redis | null {
  if (globalForRedis.__waslaRedis === undefined) {
    globalForRedis.__waslaRedis = env.REDIS_URL ? connect(env.REDIS_URL) : null;
  }
  return globalForRedis.__waslaRedis;
}

/** One warning per outage (ioredis printed "Unhandled error event" at every reconnection attempt), one line when back. */
function connect(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: error },
      "Redis unreachable: each instance counts the rate limits in its own memory until it is back",
    );
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    logger.info("Redis reachable again");
  });
  return redis;
}

/** Closes the process's connection if one was opened: a script that loaded the rate limits can then exit. */
export async function closeSharedRedis(): Promise<void> {
  const redis = globalForRedis.__waslaRedis;
  globalForRedis.__waslaRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}

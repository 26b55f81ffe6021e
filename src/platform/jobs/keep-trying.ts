import { logger } from "~/platform/logger.mjs";

/**
 * Starts something at server start (the job queue's workers, the realtime hub). The database may not be reachable
 * yet: the start is tried again every few seconds, while actions go on storing their jobs for when it is up.
 */
export function keepTrying(what: string, start: () => Promise<unknown>, retryMs = 5_000): void {
  const attempt = () =>
    start().catch((error: unknown) => {
      logger.warn({ err: error, retryInSeconds: retryMs / 1000 }, `${what} could not start yet, trying again`);
      setTimeout(attempt, retryMs).unref();
    });
  void attempt();
}

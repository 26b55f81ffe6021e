/**
 * Starts one of the queue's workers at server start (pushes, mails, reminders). The database may not be reachable
 * yet: the start is tried again every few seconds, while actions go on storing their jobs for when it is up.
 */
export function keepTrying(what: string, start: () => Promise<unknown>, retryMs = 5_000): void {
  const attempt = () =>
    start().catch((error: unknown) => {
      console.error(`[${what}] could not start yet, trying again:`, error instanceof Error ? error.message : error);
      setTimeout(attempt, retryMs).unref();
    });
  void attempt();
}

import { BOARD_MATCH_QUEUE, startedJobQueue } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";

/**
 * Asks for an ad to be matched now, after the write that published, edited or extended it committed: publishing never
 * waits for the comparison. Without a started queue (a script, a test) nothing is sent: the board's tick matches it
 * (src/modules/ads/server/board-job.ts).
 */
export async function requestMatch(adId: string): Promise<void> {
  const boss = startedJobQueue();
  if (!boss) return;
  await boss
    .send(BOARD_MATCH_QUEUE, { adId })
    .catch((error: unknown) => logger.warn({ err: error, adId }, "board match not queued (the tick will match it)"));
}

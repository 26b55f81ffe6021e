import { BOARD_MATCH_QUEUE, startedJobQueue } from "~/server/jobs/queue";
import { logger } from "~/server/logger.mjs";

/**
 * Asks for an ad to be matched now, after the write that published, edited or extended it committed: publishing never
 * waits for the comparison. Without a started queue (a script, a test) nothing is sent: the board's tick matches it
 * (src/server/board/board-job.ts).
 */
export async function requestMatch(adId: string): Promise<void> {
  const boss = startedJobQueue();
  if (!boss) return;
  await boss.send(BOARD_MATCH_QUEUE, { adId }).catch((error: unknown) => logger.warn({ err: error, adId }, "board match not queued (the tick will match it)"));
}

import { db } from "~/platform/db";
import { BOARD_MATCH_QUEUE, BOARD_TICK_QUEUE, BOARD_WEEKLY_QUEUE, jobQueue } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { expireAds } from "~/modules/ads/server/expire-ads";
import { matchAd, matchPendingAds } from "~/modules/ads/server/match-ads";
import { sendPosterWeeklies } from "~/modules/ads/server/poster-weekly";

/** every ten minutes: ads past their day leave the board, a school's unclaimed items go to their fate, and any ad
 * published or edited that no job matched yet (a job lost, a server restarted) is matched */
export const BOARD_CRON = "*/10 * * * *";

/** the posters' weekly mail: Thursday 18:00, Algeria's time (the weekend starts on Friday) */
export const POSTER_WEEKLY_CRON = "0 18 * * 4";

export async function startBoardWorker(): Promise<string> {
  const boss = await jobQueue();
  await boss.schedule(BOARD_TICK_QUEUE, BOARD_CRON, {}, { tz: "Africa/Algiers" });
  await boss.schedule(BOARD_WEEKLY_QUEUE, POSTER_WEEKLY_CRON, {}, { tz: "Africa/Algiers" });
  await boss.work(BOARD_WEEKLY_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const sent = await sendPosterWeeklies(db);
    if (sent) logger.info({ sent }, "posters' weekly mails sent");
  });
  await boss.work<{ adId: string }>(BOARD_MATCH_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
    if (job) await matchAd(db, job.data.adId);
  });
  return boss.work(BOARD_TICK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
    const now = new Date();
    const expired = await expireAds(db, now);
    const matched = await matchPendingAds(db, now);
    if (expired.expired || expired.fates || matched) logger.info({ ...expired, matched }, "board tick");
  });
}

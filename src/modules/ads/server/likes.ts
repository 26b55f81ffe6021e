import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { publicAdId } from "./ad-page";
import { lockAd, recountLikes } from "./counters";
import { adsChanged } from "./ad-pages";

/** Likes or unlikes a public ad (idempotent) and returns the new count (exact under concurrent likes: counters.ts). */
export async function setLike(db: Db, actor: Actor, input: { adId: string; liked: boolean }) {
  const adId = await publicAdId(db, input.adId);
  const answer = await db.$transaction(async (tx) => {
    await lockAd(tx, adId);
    if (input.liked) {
      await tx.adLike.createMany({ data: [{ adId, userId: actor.userId }], skipDuplicates: true });
    } else {
      await tx.adLike.deleteMany({ where: { adId, userId: actor.userId } });
    }
    return { liked: input.liked, likeCount: await recountLikes(tx, adId) };
  });
  await adsChanged(db, [adId]);
  return answer;
}

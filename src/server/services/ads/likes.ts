import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { publicAdId } from "./ad-page";

/** Likes or unlikes a public ad (idempotent) and returns the new count, recounted in the same transaction. */
export async function setLike(db: Db, actor: Actor, input: { adId: string; liked: boolean }) {
  const adId = await publicAdId(db, input.adId);
  return db.$transaction(async (tx) => {
    if (input.liked) {
      await tx.adLike.upsert({ where: { adId_userId: { adId, userId: actor.userId } }, create: { adId, userId: actor.userId }, update: {} });
    } else {
      await tx.adLike.deleteMany({ where: { adId, userId: actor.userId } });
    }
    const likeCount = await tx.adLike.count({ where: { adId } });
    await tx.ad.update({ where: { id: adId }, data: { likeCount } });
    return { liked: input.liked, likeCount };
  });
}

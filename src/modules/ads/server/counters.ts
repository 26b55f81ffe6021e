import type { Prisma } from "~/platform/db/generated/client";

type Tx = Prisma.TransactionClient;

/**
 * An ad's like and comment counters. Every write that changes likes or visible comments locks the ad's row first
 * (FOR UPDATE), makes its change, then recounts: writers of one ad queue up, and each recount (a fresh READ
 * COMMITTED snapshot) sees every change committed before it, so the stored counts always equal the rows.
 * Counting is cheap here (indexed by adId) and also repairs a count that drifted before this rule existed.
 */
export async function lockAd(tx: Tx, adId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Ad" WHERE "id" = ${adId} FOR UPDATE`;
}

export async function recountLikes(tx: Tx, adId: string) {
  const likeCount = await tx.adLike.count({ where: { adId } });
  await tx.ad.update({ where: { id: adId }, data: { likeCount } });
  return likeCount;
}

/** The ad's comment count shows visible comments only. */
export async function recountComments(tx: Tx, adId: string) {
  const commentCount = await tx.comment.count({ where: { adId, status: "VISIBLE" } });
  await tx.ad.update({ where: { id: adId }, data: { commentCount } });
  return commentCount;
}

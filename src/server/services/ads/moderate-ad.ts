import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { moderateAd } from "~/server/services/moderation/ads";

/**
 * A moderator publishes a pending ad (a visitor's), hides a published one or restores a hidden one from the ad's
 * own page: the same audited action as the moderation area's.
 */
export async function setAdStatus(db: Db, actor: Actor, input: { slug: string; status: "PUBLISHED" | "HIDDEN" }) {
  const ad = await db.ad.findUnique({ where: { slug: input.slug }, select: { id: true, status: true } });
  if (!ad || ad.status === "DELETED") throw notFound();
  if (ad.status === input.status) return;
  const action = input.status === "HIDDEN" ? "hide" : ad.status === "HIDDEN" ? "restore" : "approve";
  await moderateAd(db, actor, { adId: ad.id, action });
}

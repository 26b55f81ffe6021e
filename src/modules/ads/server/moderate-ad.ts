import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { moderateAd } from "~/modules/moderation";

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

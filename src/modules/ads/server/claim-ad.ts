import type { TAdClaim } from "~/modules/ads/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, notFound } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";

/** A found ad a member may claim: public (or their school's lost property), not theirs. */
export async function claimableAd(db: Db, actor: Actor, slug: string) {
  const ad = await db.ad.findUnique({
    where: { slug },
    select: { id: true, slug: true, type: true, status: true, authorId: true, schoolId: true },
  });
  if (!ad || ad.type !== "FOUND" || ad.status !== "PUBLISHED") throw notFound();
  if (ad.schoolId && !actor.schoolIds.includes(ad.schoolId)) throw notFound();
  if (ad.authorId === actor.userId) throw new AppError("FORBIDDEN", "ads.claim.own");
  return ad;
}

/**
 * "It's mine": a member answers the finder's question (or says why it is theirs). One claim per member and ad; a
 * pending claim's answer can be corrected, a decided one cannot. The finder is told (no detail: the answer is read in
 * the app); a school's item is answered by the school's lost-property staff.
 */
export async function claimAd(db: Db, actor: Actor, input: TAdClaim) {
  const ad = await claimableAd(db, actor, input.slug);
  return db.$transaction(async (tx) => {
    const existing = await tx.adClaim.findUnique({
      where: { adId_claimantId: { adId: ad.id, claimantId: actor.userId } },
      select: { id: true, status: true },
    });
    if (existing && existing.status !== "PENDING") throw new AppError("CONFLICT", "ads.claim.decided");
    const claim = await tx.adClaim.upsert({
      where: { adId_claimantId: { adId: ad.id, claimantId: actor.userId } },
      create: { adId: ad.id, claimantId: actor.userId, answer: input.answer },
      update: { answer: input.answer },
      select: { id: true, status: true },
    });
    if (!existing && ad.authorId) {
      await notifyMany(tx, [
        {
          schoolId: ad.schoolId,
          kind: "ad.claim",
          to: { MEMBER: [ad.authorId] },
          params: { accepted: "" },
          url: `/old/annonces/${ad.slug}#claims`,
        },
      ]);
    }
    return claim;
  });
}

import type { Actor } from "~/platform/auth/actor";
import { canIn } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";
import { adPages, publicPagesChanged } from "~/platform/public-pages";

/** Who answers an ad's claims: its poster, or for a school's lost property the school's lost-property staff. */
export function answersClaims(actor: Actor, ad: { authorId: string | null; schoolId: string | null }): boolean {
  if (ad.authorId === actor.userId) return true;
  return ad.schoolId !== null && canIn(actor, "lostProperty.manage", ad.schoolId);
}

/**
 * The finder accepts or refuses a claim. Accepting returns the ad (RETURNED: off the board and the matching, counted
 * per wilaya) and closes the other pending claims, all in one transaction whose first step claims the ad by a
 * conditional update: two acceptances at once (two claims, or one claim twice) return it once, the second is refused.
 */
export async function decideClaim(db: Db, actor: Actor, input: { claimId: string; accept: boolean }, now = new Date()) {
  const claim = await db.adClaim.findUnique({
    where: { id: input.claimId },
    select: {
      id: true,
      status: true,
      claimantId: true,
      ad: { select: { id: true, slug: true, authorId: true, schoolId: true, status: true } },
    },
  });
  if (!claim) throw notFound();
  if (!answersClaims(actor, claim.ad)) throw forbidden();
  const decision = await db.$transaction(async (tx) => {
    if (input.accept) {
      const returned = await tx.ad.updateMany({
        where: { id: claim.ad.id, status: "PUBLISHED" },
        data: { status: "RETURNED", returnedAt: now },
      });
      if (returned.count === 0) throw new AppError("CONFLICT", "ads.claim.returned");
    }
    const decided = await tx.adClaim.updateMany({
      where: { id: claim.id, status: "PENDING" },
      data: { status: input.accept ? "ACCEPTED" : "REFUSED", decidedAt: now },
    });
    if (decided.count === 0) throw new AppError("CONFLICT", "ads.claim.decided");
    const closed = input.accept
      ? await tx.adClaim.updateManyAndReturn({
          where: { adId: claim.ad.id, status: "PENDING" },
          data: { status: "CLOSED", decidedAt: now },
          select: { claimantId: true },
        })
      : [];
    if (input.accept) await tx.adMatch.deleteMany({ where: { OR: [{ adId: claim.ad.id }, { otherId: claim.ad.id }] } });
    const url = `/old/annonces/${claim.ad.slug}`;
    await notifyMany(tx, [
      {
        schoolId: claim.ad.schoolId,
        kind: "ad.claim",
        to: { MEMBER: [claim.claimantId] },
        params: { accepted: input.accept ? 1 : 0 },
        url,
      },
      ...(closed.length
        ? [
            {
              schoolId: claim.ad.schoolId,
              kind: "ad.claim" as const,
              to: { MEMBER: closed.map((c) => c.claimantId) },
              params: { accepted: 0 },
              url,
            },
          ]
        : []),
    ]);
    return { status: input.accept ? ("ACCEPTED" as const) : ("REFUSED" as const) };
  });
  // a returned thing leaves the board
  if (input.accept) publicPagesChanged(adPages(claim.ad.slug));
  return decision;
}

/** The claims of an ad, for whoever answers them: who, their answer, when, and what was decided. */
export async function listClaims(db: Db, actor: Actor, slug: string) {
  const ad = await db.ad.findUnique({
    where: { slug },
    select: { id: true, authorId: true, schoolId: true, status: true },
  });
  if (!ad || ad.status === "DELETED") throw notFound();
  if (!answersClaims(actor, ad)) throw forbidden();
  const claims = await db.adClaim.findMany({
    where: { adId: ad.id },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      answer: true,
      status: true,
      createdAt: true,
      decidedAt: true,
      claimant: { select: { name: true, slug: true } },
    },
  });
  return claims.map((c) => ({
    id: c.id,
    answer: c.answer,
    status: c.status,
    createdAt: c.createdAt,
    decidedAt: c.decidedAt,
    claimant: c.claimant.name,
  }));
}

/** The reader's own claim on an ad (its status), if any. */
export async function myClaim(db: Db, actor: Actor, slug: string) {
  const ad = await db.ad.findUnique({ where: { slug }, select: { id: true } });
  if (!ad) throw notFound();
  return db.adClaim.findUnique({
    where: { adId_claimantId: { adId: ad.id, claimantId: actor.userId } },
    select: { id: true, answer: true, status: true },
  });
}

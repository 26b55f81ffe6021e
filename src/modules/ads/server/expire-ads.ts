import { todayInAlgeria } from "~/modules/ads/schemas";
import type { Actor } from "~/platform/auth/actor";
import { requestMatch } from "~/modules/ads/server/request-match";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { expiryFrom } from "./ad-rules";
import { editableAd } from "./edit-ad";
import { adPages, publicPagesChanged } from "~/platform/public-pages";

/**
 * The board's daily hygiene, run by its tick (src/modules/ads/server/board-job.ts): a public ad past its day leaves the
 * board and the matching (EXPIRED, its matches forgotten); a school's item nobody claimed by its day goes where the
 * school chose — to the public board (for 60 days, matched again) or to charity (off the school's list).
 */
export async function expireAds(db: Db, now = new Date()): Promise<{ expired: number; fates: number }> {
  const done = await db.$transaction(async (tx) => {
    const expired = await tx.$queryRaw<
      { id: string; slug: string }[]
    >`UPDATE "Ad" SET "status" = 'EXPIRED', "updatedAt" = ${now}::timestamp
      WHERE "status" = 'PUBLISHED' AND "schoolId" IS NULL AND "expiresAt" <= ${now}::timestamp RETURNING "id", "slug"`;
    if (expired.length)
      await tx.adMatch.deleteMany({
        where: { OR: [{ adId: { in: expired.map((e) => e.id) } }, { otherId: { in: expired.map((e) => e.id) } }] },
      });
    const today = todayInAlgeria(now);
    const fates = await tx.$executeRaw`UPDATE "Ad" a SET
        "schoolId" = CASE WHEN s."lostPropertyFate" = 'PUBLIC' THEN NULL ELSE a."schoolId" END,
        "status" = CASE WHEN s."lostPropertyFate" = 'PUBLIC' THEN a."status" ELSE 'EXPIRED'::"AdStatus" END,
        "givenAwayAt" = CASE WHEN s."lostPropertyFate" = 'CHARITY' THEN ${now}::timestamp ELSE NULL END,
        "expiresAt" = CASE WHEN s."lostPropertyFate" = 'PUBLIC' THEN ${expiryFrom(now)}::timestamp ELSE a."expiresAt" END,
        "matchedAt" = NULL, "updatedAt" = ${now}::timestamp
      FROM "School" s
      WHERE s."id" = a."schoolId" AND a."status" = 'PUBLISHED' AND a."unclaimedOn" < ${today}::date`;
    return { expired, fates };
  });
  // the expired leave their pages and the board; a school's items made public join the board
  if (done.expired.length || done.fates) publicPagesChanged(adPages(...done.expired.map((ad) => ad.slug)));
  return { expired: done.expired.length, fates: done.fates };
}

/**
 * Its poster keeps an ad on the board 60 more days from today, whether it is still public or already expired; it
 * is matched again at once. A pending, hidden, returned or deleted ad cannot be extended.
 */
export async function extendAd(db: Db, actor: Actor | null, ref: { slug: string; token?: string }, now = new Date()) {
  const { ad } = await editableAd(db, actor, ref, "ad.edit");
  const extended = await db.ad.updateMany({
    where: { id: ad.id, status: { in: ["PUBLISHED", "EXPIRED"] }, schoolId: null },
    data: { status: "PUBLISHED", expiresAt: expiryFrom(now), matchedAt: null },
  });
  if (extended.count === 0) throw new AppError("CONFLICT", "ads.extend.notPossible");
  publicPagesChanged(adPages(ref.slug));
  await requestMatch(ad.id);
  return { expiresAt: expiryFrom(now) };
}

import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { cardsOf } from "./ad-card";
import { AD_CARD_SELECT } from "./ad-card";

/**
 * An ad's likely matches, best first, for its poster only (a match tells where and when someone lost or found
 * something: the other poster's ad is public anyway, but the pairing is the poster's business). Only matches still
 * public are listed (an ad returned or expired since leaves at the next match anyway).
 */
export async function listAdMatches(db: Db, actor: Actor, slug: string) {
  const ad = await db.ad.findUnique({ where: { slug }, select: { id: true, authorId: true, status: true } });
  if (!ad || ad.status === "DELETED") throw notFound();
  if (ad.authorId !== actor.userId) throw forbidden();
  const matches = await db.adMatch.findMany({
    where: { adId: ad.id, other: { status: "PUBLISHED" } },
    orderBy: [{ score: "desc" }, { otherId: "asc" }],
    take: 5,
    select: { score: true, other: { select: AD_CARD_SELECT } },
  });
  const cards = cardsOf(matches.map((m) => m.other));
  return cards.map((card, i) => ({ ...card, score: Math.round(matches[i]!.score * 100) / 100 }));
}

/** Ads returned to their owners, per wilaya, most first (the board's page shows them). */
export async function returnedByWilaya(db: Db) {
  const rows = await db.$queryRaw<{ code: string; nameFr: string; nameAr: string; count: number }[]>`
    SELECT w."code", w."nameFr", w."nameAr", count(*)::int AS "count"
    FROM "Ad" a JOIN "Wilaya" w ON w."code" = a."wilayaCode"
    WHERE a."status" = 'RETURNED' AND a."schoolId" IS NULL
    GROUP BY w."code", w."nameFr", w."nameAr" ORDER BY "count" DESC, w."code" LIMIT 69`;
  return { total: rows.reduce((sum, r) => sum + r.count, 0), wilayas: rows };
}

import { neighboursOf } from "~/modules/ads/domain/wilaya-neighbours";
import { normalizeSearchText } from "~/lib/search-text";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { notifyMany } from "~/modules/notify";

/**
 * Lost against found (docs/board-matching.md). When an ad is published, edited or extended, the board compares it
 * with the public ads of the opposite type (a lost or missing ad with found ones, a found ad with lost and missing
 * ones) of the same category, in the same wilaya or a neighbouring one, whose day falls in the window, and keeps the
 * best 5 on both sides. PostgreSQL scores them (pg_trgm, on the embedded database too): the trigram similarity of the
 * two normalized texts (src/lib/search-text.ts: accents and Arabic letter variants folded, Darija in Latin letters
 * kept as typed), how well this ad's title is found in the other's text, and small bonuses for the same commune and a
 * close day. A school's lost property is compared with the lost ads of that school's members only, wherever posted.
 */
export const MATCHES_KEPT = 5;
/** a found ad may be posted up to 3 days "before" the loss (the owner noticed late) and up to 60 days after */
export const DAYS_BEFORE = 3;
export const DAYS_AFTER = 60;
/**
 * Below this score two ads only share common words ("portefeuille", "trouvé", "noir"): not shown as a match. On the
 * matching table (match-ads.test.ts) true pairs score 0.55–0.88 and the best wrong ones 0.30–0.48.
 */
export const MATCH_FLOOR = 0.45;

export interface MatchCandidate {
  id: string;
  score: number;
}

type AdToMatch = {
  id: string;
  type: "LOST" | "FOUND" | "MISSING";
  status: string;
  title: string;
  searchText: string;
  categoryId: string;
  wilayaCode: string;
  communeCode: string;
  happenedOn: Date;
  schoolId: string | null;
  authorId: string | null;
};

const DAY_MS = 86_400_000;

/** The score's SQL, shared by the candidates query and the bench (a = the ad's values as parameters, o = the other). */
function candidatesSql(ad: AdToMatch, now: Date) {
  const opposite = ad.type === "FOUND" ? Prisma.sql`o."type" IN ('LOST', 'MISSING')` : Prisma.sql`o."type" = 'FOUND'`;
  const title = normalizeSearchText(ad.title);
  // the found day is after the lost day: a found ad looks back, a lost one looks forward
  const [from, to] =
    ad.type === "FOUND"
      ? [
          new Date(ad.happenedOn.getTime() - DAYS_AFTER * DAY_MS),
          new Date(ad.happenedOn.getTime() + DAYS_BEFORE * DAY_MS),
        ]
      : [
          new Date(ad.happenedOn.getTime() - DAYS_BEFORE * DAY_MS),
          new Date(ad.happenedOn.getTime() + DAYS_AFTER * DAY_MS),
        ];
  // where: a public ad near the place; a school's item against its members' lost ads; a member's lost ad also
  // against the lost property of the schools they belong to
  const place = ad.schoolId
    ? Prisma.sql`o."schoolId" IS NULL AND o."authorId" IN (SELECT ur."userId" FROM "UserRole" ur WHERE ur."schoolId" = ${ad.schoolId})`
    : Prisma.sql`((o."schoolId" IS NULL AND o."wilayaCode" IN (${Prisma.join([ad.wilayaCode, ...neighboursOf(ad.wilayaCode)])}))
        OR (${ad.authorId}::text IS NOT NULL AND o."schoolId" IN (SELECT ur."schoolId" FROM "UserRole" ur WHERE ur."userId" = ${ad.authorId} AND ur."schoolId" IS NOT NULL)))`;
  return Prisma.sql`SELECT o."id", (
        0.6 * similarity(o."searchText", ${ad.searchText})
      + 0.4 * word_similarity(${title}, o."searchText")
      + CASE WHEN o."communeCode" = ${ad.communeCode} THEN 0.1 WHEN o."wilayaCode" = ${ad.wilayaCode} THEN 0.05 ELSE 0 END
      + 0.1 * greatest(0, 1 - abs(o."happenedOn" - ${ad.happenedOn}::date) / ${DAYS_AFTER}::float)
    )::float8 AS "score"
    FROM "Ad" o
    WHERE o."status" = 'PUBLISHED' AND ${opposite} AND o."categoryId" = ${ad.categoryId} AND o."id" <> ${ad.id}
      AND (o."expiresAt" IS NULL OR o."expiresAt" > ${now})
      AND o."happenedOn" BETWEEN ${from}::date AND ${to}::date
      AND (${ad.authorId}::text IS NULL OR o."authorId" IS DISTINCT FROM ${ad.authorId})
      AND ${place}`;
}

const AD_TO_MATCH = {
  id: true,
  type: true,
  status: true,
  title: true,
  searchText: true,
  categoryId: true,
  wilayaCode: true,
  communeCode: true,
  happenedOn: true,
  schoolId: true,
  authorId: true,
  expiresAt: true,
} as const;

/** The best candidates of one ad, best first (no writes): the matching table test and the bench call it. */
export async function findMatches(db: Db, adId: string, now = new Date()): Promise<MatchCandidate[]> {
  const ad = await db.ad.findUnique({ where: { id: adId }, select: AD_TO_MATCH });
  if (!ad || ad.status !== "PUBLISHED" || (ad.expiresAt && ad.expiresAt <= now)) return [];
  return db.$queryRaw<MatchCandidate[]>`SELECT * FROM (${candidatesSql(ad, now)}) c WHERE c."score" >= ${MATCH_FLOOR}
    ORDER BY c."score" DESC, c."id" LIMIT ${MATCHES_KEPT}`;
}

/**
 * Matches one ad and keeps the result: its best 5, and it enters each candidate's own best 5 when it beats them.
 * An ad no longer public loses its matches on both sides. Each poster is told once per new match (no detail: a push
 * says "a found ad may be yours"; the ad's page shows which, to its poster only).
 */
export async function matchAd(db: Db, adId: string, now = new Date()): Promise<{ matches: number; told: number }> {
  // an ad gone or no longer public finds nothing: its matches are forgotten below
  const found = await findMatches(db, adId, now);
  const told = await db.$transaction(async (tx) => {
    const kept = found.map((m) => m.id);
    // what no longer matches leaves both sides
    await tx.adMatch.deleteMany({
      where: {
        OR: [
          { adId, otherId: { notIn: kept } },
          { otherId: adId, adId: { notIn: kept } },
        ],
      },
    });
    for (const match of found) {
      await tx.$executeRaw`INSERT INTO "AdMatch" ("adId", "otherId", "score") VALUES (${adId}, ${match.id}, ${match.score}), (${match.id}, ${adId}, ${match.score})
        ON CONFLICT ("adId", "otherId") DO UPDATE SET "score" = EXCLUDED."score"`;
      // the candidate keeps its best 5
      await tx.$executeRaw`DELETE FROM "AdMatch" WHERE "adId" = ${match.id} AND "otherId" NOT IN (
        SELECT "otherId" FROM "AdMatch" WHERE "adId" = ${match.id} ORDER BY "score" DESC, "otherId" LIMIT ${MATCHES_KEPT})`;
    }
    await tx.$executeRaw`UPDATE "Ad" SET "matchedAt" = ${now} WHERE "id" = ${adId}`;
    // who has a match not told yet: each ad's poster once per match
    const untold = await tx.$queryRaw<{ adId: string; authorId: string; slug: string; count: number }[]>`
      WITH told AS (UPDATE "AdMatch" m SET "notifiedAt" = ${now}
        WHERE m."notifiedAt" IS NULL AND (m."adId" = ${adId} OR m."otherId" = ${adId}) RETURNING m."adId")
      SELECT a."id" AS "adId", a."authorId", a."slug", count(*)::int AS "count"
      FROM told t JOIN "Ad" a ON a."id" = t."adId" WHERE a."authorId" IS NOT NULL GROUP BY a."id", a."authorId", a."slug"`;
    await notifyMany(
      tx,
      untold.map((row) => ({
        schoolId: null,
        kind: "ad.matched" as const,
        to: { MEMBER: [row.authorId] },
        params: { count: row.count },
        url: `/old/annonces/${row.slug}#matches`,
      })),
    );
    return untold.length;
  });
  return { matches: found.length, told };
}

/** The ads to match: published, and edited, extended or published since they were last compared. */
export async function matchPendingAds(db: Db, now = new Date(), limit = 200): Promise<number> {
  const due = await db.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Ad"
    WHERE "status" = 'PUBLISHED' AND ("matchedAt" IS NULL OR "matchedAt" < "updatedAt") ORDER BY "updatedAt" LIMIT ${limit}`;
  for (const { id } of due) await matchAd(db, id, now);
  return due.length;
}

import { searchQueryWords, toPrefixTsQuery } from "~/lib/search-text";
import { ADS_PAGE_SIZE, ZAdSearch, type TAdSearch } from "~/modules/ads/schemas";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { cardsOf, type AdCard, type CardRow } from "./ad-card";
import { PLACE_COLUMNS, PLACE_JOINS, placeOf, type PlaceColumns } from "./ad-place-sql";

/**
 * Counting every match of a broad word costs a scan of the table (about 50 ms at 100,000 ads); beyond this many
 * results people refine their search rather than page, so the count stops there ("more than 1,000 ads").
 */
export const COUNT_CAP = 1000;

export interface AdSearchScope extends TAdSearch {
  /** A member's public page lists only their ads. */
  authorId?: string;
  pageSize?: number;
  countCap?: number;
}

/**
 * The one query behind every public list (board, category, member page, the legacy index): published ads only,
 * so pending, hidden and deleted ads can never leak into a list, a count or a search. Newest first.
 */
export function adSearchSql(scope: AdSearchScope) {
  const filters = ZAdSearch.parse(scope);
  const words = searchQueryWords(filters.q ?? "");
  const where = [
    // a school's lost property is its members' (lost-property.ts), never the public board's
    Prisma.sql`a."status" = 'PUBLISHED' AND a."schoolId" IS NULL`,
    words.length > 0 ? Prisma.sql`a."searchVector" @@ to_tsquery('simple', ${toPrefixTsQuery(words)})` : null,
    filters.type ? Prisma.sql`a."type" = ${filters.type}::"AdType"` : null,
    filters.category
      ? Prisma.sql`a."categoryId" = (SELECT c."id" FROM "Category" c WHERE c."slug" = ${filters.category})`
      : null,
    filters.wilaya ? Prisma.sql`a."wilayaCode" = ${filters.wilaya}` : null,
    filters.commune ? Prisma.sql`a."communeCode" = ${filters.commune}` : null,
    filters.from ? Prisma.sql`a."happenedOn" >= ${filters.from}::date` : null,
    filters.to ? Prisma.sql`a."happenedOn" <= ${filters.to}::date` : null,
    scope.authorId ? Prisma.sql`a."authorId" = ${scope.authorId}` : null,
  ].filter((part): part is Prisma.Sql => part !== null);
  const condition = Prisma.join(where, " AND ");
  const pageSize = scope.pageSize ?? ADS_PAGE_SIZE;
  const countCap = scope.countCap ?? COUNT_CAP;
  return {
    page: filters.page,
    pageSize,
    countCap,
    // the page's cards in one query (the ad, its category, wilaya, commune and first photo): with Prisma's
    // relation queries it took five, and each costs its own round trip (≈ 1 ms on the embedded database)
    cards: Prisma.sql`SELECT a."id", a."slug", a."type"::text AS "type", a."status"::text AS "status", a."title", a."description",
        a."happenedOn", a."publishedAt", a."createdAt", a."likeCount", a."commentCount",
        ${PLACE_COLUMNS},
        (SELECT p."thumbKey" FROM "AdPhoto" p WHERE p."adId" = a."id" ORDER BY p."position" ASC LIMIT 1) AS "thumbKey"
      FROM "Ad" a
      ${PLACE_JOINS}
      WHERE ${condition}
      ORDER BY a."publishedAt" DESC, a."id" DESC LIMIT ${pageSize} OFFSET ${(filters.page - 1) * pageSize}`,
    count: Prisma.sql`SELECT count(*)::int AS "total" FROM (SELECT 1 FROM "Ad" a WHERE ${condition} LIMIT ${countCap + 1}) capped`,
  };
}

type CardSqlRow = Omit<CardRow, "category" | "wilaya" | "commune" | "photos"> &
  PlaceColumns & { thumbKey: string | null };

/** A row of the cards query in the shape Prisma's select gives (ad-card.ts's AD_CARD_SELECT). */
function cardRowOf(row: CardSqlRow): CardRow {
  const { rest, category, wilaya, commune } = placeOf(row);
  const { thumbKey, ...ad } = rest;
  return { ...ad, category, wilaya, commune, photos: thumbKey ? [{ thumbKey }] : [] };
}

export interface AdSearchResult {
  items: AdCard[];
  /** Exact up to the count cap; `more` says there are more matches than that. */
  total: number;
  more: boolean;
  page: number;
  pageSize: number;
}

export async function searchAds(db: Db, scope: AdSearchScope): Promise<AdSearchResult> {
  const sql = adSearchSql(scope);
  const [rows, counted] = await Promise.all([
    db.$queryRaw<CardSqlRow[]>(sql.cards),
    db.$queryRaw<{ total: number }[]>(sql.count),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    items: cardsOf(rows.map(cardRowOf)),
    total: Math.min(total, sql.countCap),
    more: total > sql.countCap,
    page: sql.page,
    pageSize: sql.pageSize,
  };
}

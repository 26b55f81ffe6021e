import { AD_TYPES } from "~/modules/ads/domain/constants/ads";
import type { Actor } from "~/platform/auth/actor";
import { cachedCategoryNames, cachedWilayas } from "~/platform/cache/reference-data";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { storage } from "~/platform/storage";
import { AD_CARD_SELECT, cardsOf } from "./ad-card";
import { searchAds } from "./search-ads";

/** Categories in display order, each with its number of published ads (pending and hidden ads are not counted). */
export async function listCategories(db: Db) {
  const [categories, counts] = await Promise.all([
    db.category.findMany({
      orderBy: [{ position: "asc" }, { nameFr: "asc" }],
      select: { id: true, slug: true, nameFr: true, nameEn: true, nameAr: true },
    }),
    db.ad.groupBy({ by: ["categoryId"], where: { status: "PUBLISHED", schoolId: null }, _count: { _all: true } }),
  ]);
  const byId = new Map(counts.map((c) => [c.categoryId, c._count._all]));
  return categories.map((c) => ({ ...c, adCount: byId.get(c.id) ?? 0 }));
}
export type CategoryWithCount = Awaited<ReturnType<typeof listCategories>>[number];

export async function getCategory(db: Db, slug: string) {
  const category = await db.category.findUnique({
    where: { slug },
    select: { id: true, slug: true, nameFr: true, nameEn: true, nameAr: true },
  });
  if (!category) throw notFound();
  return category;
}

/** A member's public page: name, photo, member since (their published ads come from searchAds). */
export async function getMember(db: Db, slug: string) {
  const user = await db.user.findUnique({
    where: { slug },
    select: { id: true, name: true, slug: true, image: true, createdAt: true, suspendedAt: true },
  });
  if (!user || user.suspendedAt) throw notFound();
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    imageUrl: user.image ? storage.url(user.image) : null,
    memberSince: user.createdAt,
  };
}

/** My ads in every state but deleted, newest first, so I can follow moderation and edit or delete them. */
export async function listMyAds(db: Db, actor: Actor) {
  const rows = await db.ad.findMany({
    where: { authorId: actor.userId, status: { not: "DELETED" } },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: AD_CARD_SELECT,
  });
  return cardsOf(rows);
}

/** Wilayas for the address fields and filters (communes load per wilaya through reference.communes); cached. */
export function listWilayas(db: Db) {
  return cachedWilayas(db);
}

/** The communes of one wilaya (reference.communes, and the pages that show a chosen wilaya's communes at once). */
export function listCommunes(db: Db, wilayaCode: string) {
  return db.commune.findMany({
    where: { wilayaCode },
    orderBy: { nameFr: "asc" },
    select: { code: true, nameFr: true, nameAr: true },
  });
}

/** Category names in display order, for the filters and the posting form (no counts); cached. */
export function listCategoryNames(db: Db) {
  return cachedCategoryNames(db);
}

/** The board's filters and the posting form choose among these: category names and wilayas, both kept in memory. */
export async function boardChoices(db: Db) {
  const [categories, wilayas] = await Promise.all([cachedCategoryNames(db), cachedWilayas(db)]);
  return { categories, wilayas };
}

/** The legacy index (/old/indexsss): the categories with their counts and the 4 latest published ads of each type. */
export async function boardIndex(db: Db) {
  const [categories, ...latest] = await Promise.all([
    listCategories(db),
    ...AD_TYPES.map((type) => searchAds(db, { type, pageSize: 4 })),
  ]);
  return { categories, latest: AD_TYPES.map((type, i) => ({ type, ads: latest[i]!.items })) };
}

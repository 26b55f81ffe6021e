import type { Db } from "~/platform/db";

/**
 * Reference data read on almost every board page (wilayas, the category names of the filters and forms), kept in
 * memory instead of read per request. Wilayas never change at run time (they come with a migration). Categories
 * change only through the moderation screens, which call `forgetCategories()` after their write; other server
 * instances see a change within CATEGORY_TTL_MS. Keyed by database client, so tests with their own databases never
 * share entries.
 */
export const CATEGORY_TTL_MS = 5 * 60_000;

type Entry<T> = { value: Promise<T>; at: number };
const wilayaCache = new WeakMap<Db, Entry<WilayaRow[]>>();
const categoryCache = new WeakMap<Db, Entry<CategoryName[]>>();

export interface WilayaRow {
  code: string;
  nameFr: string;
  nameAr: string;
}
export interface CategoryName {
  id: string;
  slug: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
}

function cached<T>(cache: WeakMap<Db, Entry<T>>, db: Db, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value;
  const value = load();
  cache.set(db, { value, at: Date.now() });
  // a failed read is not remembered
  value.catch(() => cache.get(db)?.value === value && cache.delete(db));
  return value;
}

export function cachedWilayas(db: Db): Promise<WilayaRow[]> {
  return cached(wilayaCache, db, Number.POSITIVE_INFINITY, () =>
    db.wilaya.findMany({ orderBy: { code: "asc" }, select: { code: true, nameFr: true, nameAr: true } }),
  );
}

/** Categories in display order, names only (the tiles with their ad counts use listCategories). */
export function cachedCategoryNames(db: Db): Promise<CategoryName[]> {
  return cached(categoryCache, db, CATEGORY_TTL_MS, () =>
    db.category.findMany({
      orderBy: [{ position: "asc" }, { nameFr: "asc" }],
      select: { id: true, slug: true, nameFr: true, nameEn: true, nameAr: true },
    }),
  );
}

export function forgetCategories(db: Db): void {
  categoryCache.delete(db);
}

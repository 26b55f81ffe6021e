import type { Locale } from "~/i18n/config";

/** Category names exist in the three languages; wilayas and communes in French and Arabic (English uses French). */
export function categoryName(category: { nameFr: string; nameEn: string; nameAr: string }, locale: Locale): string {
  return locale === "ar" ? category.nameAr : locale === "en" ? category.nameEn : category.nameFr;
}

export function placeName(place: { nameFr: string; nameAr: string }, locale: Locale): string {
  return locale === "ar" ? place.nameAr : place.nameFr;
}

/** "Hydra, Alger" / "حيدرة، الجزائر" */
export function placeLine(
  commune: { nameFr: string; nameAr: string },
  wilaya: { nameFr: string; nameAr: string },
  locale: Locale,
): string {
  return `${placeName(commune, locale)}${locale === "ar" ? "، " : ", "}${placeName(wilaya, locale)}`;
}

export const TYPE_COLORS = { LOST: "orange", FOUND: "teal", MISSING: "red" } as const;
export const STATUS_COLORS = {
  PENDING: "yellow",
  PUBLISHED: "teal",
  HIDDEN: "gray",
  DELETED: "gray",
  EXPIRED: "gray",
  RETURNED: "green",
} as const;

/** The board's addresses (spec §2, plus the ad page and the visitor's private link). */
export const adPaths = {
  board: "/old/annonces",
  index: "/old/indexsss",
  post: "/old/publier-une-annonce",
  ad: (slug: string) => `/old/annonces/${encodeURIComponent(slug)}`,
  privateLink: (slug: string, token: string) =>
    `/old/annonces/${encodeURIComponent(slug)}/modifier?token=${encodeURIComponent(token)}`,
  categories: "/category",
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  mine: "/profil/annonces",
  editMine: (slug: string) => `/profil/annonces/${encodeURIComponent(slug)}`,
  member: (slug: string) => `/membre/${encodeURIComponent(slug)}`,
};

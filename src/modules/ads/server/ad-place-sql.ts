import { Prisma } from "~/platform/db/generated/client";

/**
 * An ad's category, wilaya and commune read in the ad's own query (board cards, an ad's page): Prisma's relation
 * reads cost a round trip each. `a` is the ad; the columns come out flat and placeOf() nests them as Prisma would.
 */
export const PLACE_COLUMNS = Prisma.sql`c."slug" AS "categorySlug", c."nameFr" AS "categoryNameFr", c."nameEn" AS "categoryNameEn", c."nameAr" AS "categoryNameAr",
      w."code" AS "wilayaCode", w."nameFr" AS "wilayaNameFr", w."nameAr" AS "wilayaNameAr",
      m."code" AS "communeCode", m."nameFr" AS "communeNameFr", m."nameAr" AS "communeNameAr"`;

export const PLACE_JOINS = Prisma.sql`JOIN "Category" c ON c."id" = a."categoryId"
      JOIN "Wilaya" w ON w."code" = a."wilayaCode"
      JOIN "Commune" m ON m."code" = a."communeCode"`;

export type PlaceColumns = {
  categorySlug: string;
  categoryNameFr: string;
  categoryNameEn: string;
  categoryNameAr: string;
  wilayaCode: string;
  wilayaNameFr: string;
  wilayaNameAr: string;
  communeCode: string;
  communeNameFr: string;
  communeNameAr: string;
};

/** The row's place columns nested (category, wilaya, commune), and the rest of the row as it was. */
export function placeOf<Row extends PlaceColumns>(row: Row) {
  const {
    categorySlug,
    categoryNameFr,
    categoryNameEn,
    categoryNameAr,
    wilayaCode,
    wilayaNameFr,
    wilayaNameAr,
    communeCode,
    communeNameFr,
    communeNameAr,
    ...rest
  } = row;
  return {
    rest,
    category: { slug: categorySlug, nameFr: categoryNameFr, nameEn: categoryNameEn, nameAr: categoryNameAr },
    wilaya: { code: wilayaCode, nameFr: wilayaNameFr, nameAr: wilayaNameAr },
    commune: { code: communeCode, nameFr: communeNameFr, nameAr: communeNameAr },
  };
}

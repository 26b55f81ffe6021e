import type { Locale } from "~/i18n/config";

/** A record named in the three languages (subject, level…), in the reader's language. */
export const localName = (locale: Locale | string, s: { nameFr: string; nameEn: string; nameAr: string }) =>
  locale === "ar" ? s.nameAr : locale === "en" ? s.nameEn : s.nameFr;

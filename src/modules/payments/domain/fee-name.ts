import type { Locale } from "~/i18n/config";

/** A fee's names: French (the school's working language), and Arabic and English when the school gave them. */
export interface FeeNames {
  name: string;
  nameAr?: string | null;
  nameEn?: string | null;
}

/** The fee's name in the reader's language, else its French name (as receipts print it). */
export function feeName(locale: Locale, fee: FeeNames): string {
  return (locale === "ar" ? fee.nameAr : locale === "en" ? fee.nameEn : null) || fee.name;
}

import type { Locale } from "~/i18n/config";
import type { MonthStatus } from "~/modules/payments/domain/situation";

/** "2026-09" → "septembre 2026" / "سبتمبر 2026" (long), "sept. 2026" (short): a calendar month, never shifted. */
export function formatMonth(locale: Locale | string, month: string, style: "long" | "short" = "long") {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    month: style,
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Each status has its colour and its word (never the colour alone). */
export const STATUS_COLOR: Record<MonthStatus, string> = {
  PAID: "teal",
  PARTIAL: "orange",
  UNPAID: "red",
  UPCOMING: "gray",
};

/** Dinars for a spreadsheet cell: 150050 → "1500,50" (fr, ar) or "1500.50" (en), no grouping. */
export function csvDinars(centimes: number, locale: Locale | string) {
  const text = centimes % 100 === 0 ? String(centimes / 100) : (centimes / 100).toFixed(2);
  return locale === "en" ? text : text.replace(".", ",");
}

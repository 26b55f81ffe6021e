import type { Locale } from "~/i18n/config";

/** A file's size as people read it: "340 ko" / "1,2 Mo", "340 kB", "340 كيلوبايت" (Latin digits in Arabic, as everywhere). */
export const fileSize = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    style: "unit",
    unit: bytes < 1024 * 1024 ? "kilobyte" : "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / 1024 / 1024);

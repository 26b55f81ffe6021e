import type { Locale } from "~/i18n/config";

const tag = (locale: Locale) => (locale === "ar" ? "ar-DZ-u-nu-latn" : locale);

/** A circular's day in Algeria: "28 nov. 2026". */
export const circularDay = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(tag(locale), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Africa/Algiers",
  }).format(at);

import type { Locale } from "~/i18n/config";

/** A message's time in Algeria: today "14:05", else "12 nov., 14:05". */
export function messageTime(locale: Locale, at: Date, now = new Date()) {
  const zone = "Africa/Algiers";
  const tag = locale === "ar" ? "ar-DZ-u-nu-latn" : locale;
  const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(d);
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: zone });
  if (day(at) === day(now)) return time.format(at);
  return new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: zone }).format(at);
}

import type { Locale } from "~/i18n/config";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A meeting's moment in Algeria: "mardi 1 déc., 14:20" / "الثلاثاء 1 ديسمبر، 14:20" (Latin digits). Client-safe. */
export function meetingMoment(locale: Locale, at: Date) {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
      weekday: "long",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Africa/Algiers",
    });
    formats.set(locale, f);
  }
  return f.format(at);
}

/** A slot's time alone: "14:20". */
export const slotTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Algiers",
  }).format(at);

/** A day alone: "mardi 1 décembre". */
export const meetingDay = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "Africa/Algiers",
  }).format(at);

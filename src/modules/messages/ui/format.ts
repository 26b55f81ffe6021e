import type { Locale } from "~/i18n/config";

const ZONE = "Africa/Algiers";
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE });
const formats = new Map<Locale, { time: Intl.DateTimeFormat; dated: Intl.DateTimeFormat }>();

/** The two formats of a language, made once (a list of 200 conversations asked for them 400 times). */
function formatsOf(locale: Locale) {
  let f = formats.get(locale);
  if (!f) {
    const tag = locale === "ar" ? "ar-DZ-u-nu-latn" : locale;
    f = {
      time: new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone: ZONE }),
      dated: new Intl.DateTimeFormat(tag, {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: ZONE,
      }),
    };
    formats.set(locale, f);
  }
  return f;
}

/** A message's time in Algeria: today "14:05", else "12 nov., 14:05". */
export function messageTime(locale: Locale, at: Date, now = new Date()) {
  const f = formatsOf(locale);
  return DAY.format(at) === DAY.format(now) ? f.time.format(at) : f.dated.format(at);
}

export { voiceTime } from "./voice-time";

const tagOf = (locale: Locale) => (locale === "ar" ? "ar-DZ-u-nu-latn" : locale);

/** The teachers' days as a sentence: "dimanche, lundi, mardi, mercredi et jeudi" (0 = Sunday). */
export function weekdays(locale: Locale, days: readonly number[]) {
  const name = new Intl.DateTimeFormat(tagOf(locale), { weekday: "long", timeZone: "UTC" });
  // 2026-11-29 is a Sunday
  return new Intl.ListFormat(tagOf(locale), { type: "conjunction" }).format(
    days.map((d) => name.format(new Date(Date.UTC(2026, 10, 29 + d, 12)))),
  );
}

/** When an answer may be expected: "dimanche 6 décembre à 08:00". */
export function answerTime(locale: Locale, at: Date) {
  return new Intl.DateTimeFormat(tagOf(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: ZONE,
  }).format(at);
}

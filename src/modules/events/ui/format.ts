import type { Locale } from "~/i18n/config";
import type { MessageKey, MessageValues } from "~/lib/messages";

type Format = (key: MessageKey, values?: MessageValues) => string;

const intlLocale = (locale: Locale) => (locale === "ar" ? "ar-DZ-u-nu-latn" : locale);
const ZONE = "Africa/Algiers";

/**
 * When an event takes place, in the reader's language on the school's clock: "jeudi 3 décembre 2026, 09:30 – 11:00",
 * "3 – 5 décembre 2026 (toute la journée)". Works on the server and in the browser.
 */
export function eventWhen(
  t: Format,
  locale: Locale,
  event: { startsAt: Date; endsAt: Date | null; allDay: boolean },
  style: "full" | "medium" = "full",
): string {
  const lang = intlLocale(locale);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: ZONE });
  const dayTime = new Intl.DateTimeFormat(lang, { dateStyle: style, timeStyle: "short", timeZone: ZONE });
  const time = new Intl.DateTimeFormat(lang, { timeStyle: "short", timeZone: ZONE });
  const sameDay = (a: Date, b: Date) => day.format(a) === day.format(b);
  if (event.allDay) {
    const days =
      event.endsAt && !sameDay(event.startsAt, event.endsAt)
        ? day.formatRange(event.startsAt, event.endsAt)
        : day.format(event.startsAt);
    return `${days} · ${t("events.allDay")}`;
  }
  if (!event.endsAt) return dayTime.format(event.startsAt);
  if (sameDay(event.startsAt, event.endsAt))
    return t("events.range", { start: dayTime.format(event.startsAt), end: time.format(event.endsAt) });
  return t("events.range", { start: dayTime.format(event.startsAt), end: dayTime.format(event.endsAt) });
}

/** Who an event is for, in words: "Toute l'école", "Classe : 4AM1", "Niveau : 4e année moyenne". */
export function eventAudience(
  t: Format,
  locale: Locale,
  event: {
    audience: string;
    level: { nameFr: string; nameEn: string; nameAr: string } | null;
    class: { name: string } | null;
  },
): string {
  if (event.audience === "CLASS" && event.class) return t("events.for.class", { class: event.class.name });
  if (event.audience === "LEVEL" && event.level) {
    const level = locale === "ar" ? event.level.nameAr : locale === "en" ? event.level.nameEn : event.level.nameFr;
    return t("events.for.level", { level });
  }
  return t(`events.audience.${event.audience}` as MessageKey);
}

export const eventPath = (slug: string) => `/event/${encodeURIComponent(slug)}`;

import type { Locale } from "~/i18n/config";
import { WEEKDAY_CODES } from "~/lib/weekdays";
import { formatTime } from "~/lib/school-time";

/** Shared by the teaching-life screens (server and client components alike). */
export { formatTime };

export { localName } from "~/lib/local-name";

/** The selector value of the "weekday.long" message for a weekday index (0 = Sunday). */
export const weekdayCode = (weekday: number) => WEEKDAY_CODES[weekday] ?? "sunday";

/** "2026-11-23" → "23 novembre 2026" / "23 نوفمبر 2026" (a calendar date: formatted in UTC, never shifted). */
export function formatDay(locale: Locale | string, iso: string, style: "long" | "medium" | "weekday" = "long") {
  const date = new Date(`${iso}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    style === "weekday"
      ? { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }
      : { dateStyle: style, timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, options).format(date);
}

/** A bare room number or code ("12", "B4", "A-12"): it reads "Salle 12"; a named room ("Salle info", "Labo 2", "CDI") stands alone. */
const ROOM_CODE = /^(?=.*\p{N})[\p{N}\p{Lu}][\p{N}\p{Lu}.\- ]{0,5}$/u;

/** "Salle 12" but "Salle info" (not "Salle Salle info"), in every language: `room` is the "teaching.room" message. */
export function roomLabel(name: string, room: (name: string) => string): string {
  return ROOM_CODE.test(name.trim()) ? room(name) : name;
}

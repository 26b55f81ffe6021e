import { algiersParts } from "~/modules/events/domain/constants";

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  place: string | null;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  cancelledAt: Date | null;
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Content lines longer than 75 octets are folded (§3.1): CRLF and a space, the space counting in the next line.
 * Folds fall between characters, never inside a UTF-8 sequence (Arabic letters are 2 octets, some symbols 4).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const dayStamp = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT with a stable UID, times in UTC (Z), or the school's days
 * (VALUE=DATE, DTEND exclusive) for an all-day event; a cancelled event says STATUS:CANCELLED so calendars that
 * imported it mark it too.
 */
export function eventIcs(event: IcsEvent, url: string, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wasla//Events//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
  ];
  lines.push(`UID:event-${event.id}@wasla.dz`, `DTSTAMP:${utcStamp(now)}`);
  if (event.allDay) {
    const first = algiersParts(event.startsAt).day;
    const last = event.endsAt ? algiersParts(event.endsAt).day : first;
    lines.push(
      `DTSTART;VALUE=DATE:${dayStamp(first)}`,
      `DTEND;VALUE=DATE:${dayStamp(nextDay(last < first ? first : last))}`,
    );
  } else {
    lines.push(`DTSTART:${utcStamp(event.startsAt)}`);
    if (event.endsAt) lines.push(`DTEND:${utcStamp(event.endsAt)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.place) lines.push(`LOCATION:${escapeText(event.place)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`URL:${url}`);
  lines.push(`STATUS:${event.cancelledAt ? "CANCELLED" : "CONFIRMED"}`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

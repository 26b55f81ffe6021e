import { describe, expect, it } from "vitest";
import { escapeText, eventIcs, foldLine, type IcsEvent } from "./ics";

const NOW = new Date("2026-11-24T08:00:00Z");
const base: IcsEvent = {
  id: "evt1",
  title: "Kermesse",
  description: "",
  place: null,
  startsAt: new Date("2026-12-03T08:30:00Z"),
  endsAt: null,
  allDay: false,
  cancelledAt: null,
};
const vevent = (event: Partial<IcsEvent>) =>
  eventIcs({ ...base, ...event }, "https://wasla.dz/event/kermesse-ab12c", NOW);
const unfolded = (ics: string) => ics.replace(/\r\n /g, "");

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["a, b; c", "a\\, b\\; c"],
    ["back\\slash", "back\\\\slash"],
    ["line\nbreak\r\nand\rmore", "line\\nbreak\\nand\\nmore"],
    ["حفل، نهاية", "حفل، نهاية"],
  ])("%j → %j", (input, expected) => expect(escapeText(input)).toBe(expected));
});

describe("foldLine", () => {
  it.each([
    ["short", 5, 1],
    ["x".repeat(75), 75, 1],
    ["x".repeat(76), 76, 2],
    ["x".repeat(200), 200, 3],
    ["ع".repeat(60), 120, 2],
    ["😀".repeat(30), 120, 2],
  ])("%#: %i octets fold into %i lines of at most 75 octets, never inside a character", (line, octets, count) => {
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(Buffer.byteLength(line)).toBe(octets);
    expect(parts).toHaveLength(count);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });
});

describe("eventIcs", () => {
  it.each<[string, Partial<IcsEvent>, string[], string[]]>([
    ["a moment, in UTC", {}, ["DTSTART:20261203T083000Z", "STATUS:CONFIRMED"], ["DTEND"]],
    [
      "a range, in UTC",
      { endsAt: new Date("2026-12-03T11:00:00Z") },
      ["DTSTART:20261203T083000Z", "DTEND:20261203T110000Z"],
      [],
    ],
    // 3 December in Algiers starts at 23:00 UTC the day before
    [
      "one whole day",
      { allDay: true, startsAt: new Date("2026-12-02T23:00:00Z") },
      ["DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261204"],
      ["T230000Z"],
    ],
    [
      "several whole days, the end exclusive",
      { allDay: true, startsAt: new Date("2026-12-30T23:00:00Z"), endsAt: new Date("2027-01-01T23:00:00Z") },
      ["DTSTART;VALUE=DATE:20261231", "DTEND;VALUE=DATE:20270103"],
      [],
    ],
    ["cancelled", { cancelledAt: NOW }, ["STATUS:CANCELLED"], ["STATUS:CONFIRMED"]],
    [
      "place and text escaped",
      { place: "Salle 3, 1er étage", description: "Venez nombreux;\napportez un gâteau" },
      ["LOCATION:Salle 3\\, 1er étage", "DESCRIPTION:Venez nombreux\\;\\napportez un gâteau"],
      [],
    ],
    [
      "no empty LOCATION nor DESCRIPTION",
      {},
      ["SUMMARY:Kermesse", "URL:https://wasla.dz/event/kermesse-ab12c"],
      ["LOCATION", "DESCRIPTION"],
    ],
  ])("%s", (_name, event, present, absent) => {
    const ics = vevent(event);
    const lines = unfolded(ics).split("\r\n");
    for (const line of present) expect(lines).toContain(line);
    for (const text of absent) expect(ics).not.toContain(text);
  });

  it("is one VEVENT with a stable UID and a DTSTAMP, CRLF lines of at most 75 octets", () => {
    const ics = vevent({ description: "وصف طويل ".repeat(40), title: "حفل نهاية السنة الدراسية" });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("UID:event-evt1@wasla.dz\r\n");
    expect(ics).toContain("DTSTAMP:20261124T080000Z\r\n");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(unfolded(ics)).toContain(`DESCRIPTION:${"وصف طويل ".repeat(40).trimEnd()} `.slice(0, 40));
  });
});

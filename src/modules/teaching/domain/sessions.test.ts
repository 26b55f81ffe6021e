import { describe, expect, it } from "vitest";
import { dayStatus, nextSessionDate, sessionPhase, sessionsOfDate, type CalendarRules } from "./sessions";
import { parseTime, schoolClock, weekStart } from "~/lib/school-time";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const rules: CalendarRules = {
  schoolDays: [0, 1, 2, 3, 4], // Sunday–Thursday
  terms: [
    { startsOn: d("2026-09-21"), endsOn: d("2026-12-17") },
    { startsOn: d("2027-01-04"), endsOn: d("2027-03-18") },
  ],
  holidayMode: false,
};
// Sunday 8:00, Sunday 10:00, Monday 8:00, Friday 8:00 (a day the school does not teach)
const slots = [
  { id: "sun10", weekday: 0, startMinute: 600 },
  { id: "sun8", weekday: 0, startMinute: 480 },
  { id: "mon8", weekday: 1, startMinute: 480 },
  { id: "fri8", weekday: 5, startMinute: 480 },
];

describe("sessions of a date", () => {
  it.each([
    ["2026-11-22", "a Sunday in term 1", ["sun8", "sun10"], "school"],
    ["2026-11-23", "a Monday in term 1", ["mon8"], "school"],
    ["2026-11-27", "a Friday (not a school day)", [], "closed"],
    ["2026-11-28", "a Saturday", [], "closed"],
    ["2026-12-20", "a Sunday of the winter holidays", [], "outsideTerm"],
    ["2026-09-20", "the day before term 1", [], "outsideTerm"],
    ["2026-09-21", "term 1's first day (a Monday)", ["mon8"], "school"],
    ["2026-12-17", "term 1's last day (a Thursday)", [], "school"],
    ["2027-01-04", "term 2's first day (a Monday)", ["mon8"], "school"],
  ] as const)("%s, %s", (iso, _label, expected, status) => {
    expect(sessionsOfDate(d(iso), slots, rules).map((s) => s.id)).toEqual(expected);
    expect(dayStatus(d(iso), rules)).toBe(status);
  });

  it("has none in holiday mode", () => {
    expect(sessionsOfDate(d("2026-11-22"), slots, { ...rules, holidayMode: true })).toEqual([]);
    expect(dayStatus(d("2026-11-22"), { ...rules, holidayMode: true })).toBe("holiday");
  });

  it("follows the school's own days (a Saturday school)", () => {
    expect(
      sessionsOfDate(d("2026-11-27"), slots, { ...rules, schoolDays: [5, 6, 0, 1, 2, 3] }).map((s) => s.id),
    ).toEqual(["fri8"]);
  });

  it.each([
    ["2026-11-22", [{ weekday: 1, startMinute: 480 }], "2026-11-23"],
    ["2026-11-23", [{ weekday: 1, startMinute: 480 }], "2026-11-30"],
    ["2026-12-14", [{ weekday: 0, startMinute: 480 }], "2027-01-10"], // across the winter holidays
    ["2026-11-22", [], null],
  ] as const)("the next session after %s", (after, s, expected) => {
    const next = nextSessionDate(d(after), s, rules);
    expect(next ? next.toISOString().slice(0, 10) : null).toBe(expected);
  });
});

describe("clock and phases", () => {
  it.each([
    ["2026-11-23T06:59:00Z", "2026-11-23", 7 * 60 + 59],
    ["2026-11-23T23:30:00Z", "2026-11-24", 30], // half past midnight in Algiers
    ["2026-06-30T22:00:00Z", "2026-06-30", 23 * 60], // no summer time
  ])("%s is %s at minute %i in Algiers", (instant, date, minute) => {
    const clock = schoolClock(new Date(instant));
    expect([clock.date.toISOString().slice(0, 10), clock.minute]).toEqual([date, minute]);
  });

  it.each([
    ["08:30", 510],
    ["8:05", 485],
    ["23:59", 1439],
    ["24:00", null],
    ["08:60", null],
    ["huit", null],
    ["", null],
  ] as const)("parseTime(%s) = %s", (text, expected) => expect(parseTime(text)).toBe(expected));

  it.each([
    [479, "upcoming"],
    [480, "inProgress"],
    [539, "inProgress"],
    [540, "past"],
  ] as const)("at minute %i a 8:00–9:00 session is %s", (minute, phase) => {
    expect(sessionPhase({ startMinute: 480, endMinute: 540 }, minute)).toBe(phase);
  });

  it.each([
    ["2026-11-22", "2026-11-22"], // Sunday
    ["2026-11-26", "2026-11-22"], // Thursday
    ["2026-11-28", "2026-11-22"], // Saturday
  ])("the week of %s starts on %s", (day, start) => expect(weekStart(d(day)).toISOString().slice(0, 10)).toBe(start));
});

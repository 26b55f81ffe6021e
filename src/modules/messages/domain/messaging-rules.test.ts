import { describe, expect, it } from "vitest";
import { DEFAULT_MESSAGING_RULES, inTeachersHours, nextTeachersHours, resolveMessagingRules } from "./messaging-rules";

// Algeria is UTC+1: 2026-11-29 is a Sunday
const at = (iso: string) => new Date(`${iso}+01:00`);
const rules = DEFAULT_MESSAGING_RULES;

describe("the teachers' hours (Sunday to Thursday, 08:00–16:30 by default)", () => {
  it.each([
    ["2026-11-29T08:00", true, "2026-11-29T08:00"],
    ["2026-11-29T16:29", true, "2026-11-29T16:29"],
    ["2026-11-29T16:30", false, "2026-11-30T08:00"],
    ["2026-11-29T07:59", false, "2026-11-29T08:00"],
    ["2026-11-29T00:30", false, "2026-11-29T08:00"],
    // Thursday evening: the weekend (Friday, Saturday) waits for Sunday
    ["2026-12-03T18:00", false, "2026-12-06T08:00"],
    ["2026-12-04T10:00", false, "2026-12-06T08:00"],
    ["2026-12-05T23:59", false, "2026-12-06T08:00"],
  ])("%s (Algeria): in the hours %s, an answer expected from %s", (when, inside, next) => {
    expect(inTeachersHours(at(when), rules)).toBe(inside);
    expect(nextTeachersHours(at(when), rules)).toEqual(at(next));
  });

  it("no day at all: never in the hours, no time to promise", () => {
    const none = { ...rules, days: [] };
    expect(inTeachersHours(at("2026-11-29T10:00"), none)).toBe(false);
    expect(nextTeachersHours(at("2026-11-29T10:00"), none)).toBeNull();
  });

  it.each([
    [null, DEFAULT_MESSAGING_RULES],
    [[], DEFAULT_MESSAGING_RULES],
    [
      { hoursFrom: "09:00", hoursTo: "12:00", days: [6, 0, 0, 9], parentsToTeachers: false, studentsToTeachers: true },
      { hoursFrom: "09:00", hoursTo: "12:00", days: [0, 6], parentsToTeachers: false, studentsToTeachers: true },
    ],
    // an end before its start, or nonsense, falls back to the defaults' hours
    [{ hoursFrom: "17:00", hoursTo: "08:00" }, DEFAULT_MESSAGING_RULES],
    [{ hoursFrom: "25:00", hoursTo: "8h", days: "all" }, DEFAULT_MESSAGING_RULES],
  ])("stored %j reads as %j", (stored, expected) => {
    expect(resolveMessagingRules(stored)).toEqual(expected);
  });
});

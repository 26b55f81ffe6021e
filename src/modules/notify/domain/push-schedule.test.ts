import { describe, expect, it } from "vitest";
import {
  DEFAULT_PUSH_SCHEDULE,
  isQuiet,
  pushTime,
  resolvePushSchedule,
  resultsMoment,
  resultsWave,
  RESULTS_WAVE_MINUTES,
  type PushSchedule,
} from "./push-schedule";

/** Algerian wall-clock time (UTC+1) on a given day, as the UTC instant */
const dz = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

describe("pushTime", () => {
  const quiet: PushSchedule = { quietFrom: "20:00", quietTo: "07:00", resultsAt: null };
  const results: PushSchedule = { quietFrom: "20:00", quietTo: "07:00", resultsAt: "18:00" };
  const none: PushSchedule = { quietFrom: null, quietTo: null, resultsAt: null };
  const dayQuiet: PushSchedule = { quietFrom: "12:00", quietTo: "14:00", resultsAt: "13:00" };
  it.each([
    // schedule, kind, now (Algeria), expected (Algeria)
    ["outside quiet hours: at once", quiet, "message", ["2026-11-24", "10:15"], ["2026-11-24", "10:15"]],
    [
      "evening, in quiet hours: next morning",
      quiet,
      "absence.recorded",
      ["2026-11-24", "21:30"],
      ["2026-11-25", "07:00"],
    ],
    [
      "after midnight, in quiet hours: same morning",
      quiet,
      "homework.set",
      ["2026-11-25", "02:10"],
      ["2026-11-25", "07:00"],
    ],
    ["quiet hours start exactly", quiet, "message", ["2026-11-24", "20:00"], ["2026-11-25", "07:00"]],
    ["quiet hours end exactly: at once", quiet, "message", ["2026-11-25", "07:00"], ["2026-11-25", "07:00"]],
    ["no quiet hours: at once at night", none, "message", ["2026-11-24", "23:59"], ["2026-11-24", "23:59"]],
    [
      "results at 18:00, published at 10:00",
      results,
      "reportCard.published",
      ["2026-11-24", "10:00"],
      ["2026-11-24", "18:00"],
    ],
    [
      "results at 18:00, published at 19:00: next day's 18:00",
      results,
      "reportCard.published",
      ["2026-11-24", "19:00"],
      ["2026-11-25", "18:00"],
    ],
    ["results time only for results", results, "absence.recorded", ["2026-11-24", "10:00"], ["2026-11-24", "10:00"]],
    [
      "results time inside the quiet hours: their end",
      dayQuiet,
      "reportCard.published",
      ["2026-11-24", "09:00"],
      ["2026-11-24", "14:00"],
    ],
    ["window within a day", dayQuiet, "message", ["2026-11-24", "12:30"], ["2026-11-24", "14:00"]],
    ["year's end crossing", quiet, "message", ["2026-12-31", "23:00"], ["2027-01-01", "07:00"]],
  ] as const)("%s", (_name, schedule, kind, [day, time], [eDay, eTime]) => {
    expect(pushTime(dz(day, time), kind, schedule).toISOString()).toBe(dz(eDay, eTime).toISOString());
  });

  it("keeps the exact instant when it may ring at once", () => {
    const now = new Date("2026-11-24T09:15:42.123Z");
    expect(pushTime(now, "message", quiet)).toBe(now);
  });
});

describe("isQuiet", () => {
  it.each([
    [19 * 60 + 59, false],
    [20 * 60, true],
    [0, true],
    [6 * 60 + 59, true],
    [7 * 60, false],
  ])("minute %i → %s", (minute, expected) => expect(isQuiet(minute, DEFAULT_PUSH_SCHEDULE)).toBe(expected));
  it("equal bounds mean no quiet hours", () =>
    expect(isQuiet(600, { quietFrom: "08:00", quietTo: "08:00", resultsAt: null })).toBe(false));
});

describe("resolvePushSchedule", () => {
  it.each([
    [null, DEFAULT_PUSH_SCHEDULE],
    ["junk", DEFAULT_PUSH_SCHEDULE],
    [
      { quietFrom: null, quietTo: null },
      { quietFrom: null, quietTo: null, resultsAt: null },
    ],
    [
      { quietFrom: "21:30", quietTo: "06:45", resultsAt: "17:00" },
      { quietFrom: "21:30", quietTo: "06:45", resultsAt: "17:00" },
    ],
    [{ quietFrom: "25:00", resultsAt: "7:00" }, DEFAULT_PUSH_SCHEDULE],
  ])("%j", (stored, expected) => expect(resolvePushSchedule(stored)).toEqual(expected));
});

describe("results waves", () => {
  const results: PushSchedule = { quietFrom: "20:00", quietTo: "07:00", resultsAt: "18:00" };
  it.each([
    ["published in the morning: today's results time", ["2026-11-24", "09:30"], ["2026-11-24", "18:00"]],
    ["published after it: tomorrow's", ["2026-11-24", "18:30"], ["2026-11-25", "18:00"]],
    [
      "published in the quiet hours: the results time still (waves are not moved by them)",
      ["2026-11-24", "23:00"],
      ["2026-11-25", "18:00"],
    ],
  ] as const)("%s", (_name, [day, time], [eDay, eTime]) => {
    expect(resultsMoment(dz(day, time), results)?.toISOString()).toBe(dz(eDay, eTime).toISOString());
  });
  it("no results time: no waves", () =>
    expect(resultsMoment(dz("2026-11-24", "09:30"), { ...results, resultsAt: null })).toBeNull());
  it.each([
    [0, "18:00"],
    [1, "18:05"],
    [6, "18:30"],
  ])("wave %i at %s", (index, time) => {
    expect(RESULTS_WAVE_MINUTES).toBe(5);
    expect(resultsWave(dz("2026-11-24", "18:00"), index).toISOString()).toBe(dz("2026-11-24", time).toISOString());
  });
});

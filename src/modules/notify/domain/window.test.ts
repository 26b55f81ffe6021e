import { describe, expect, it } from "vitest";
import { addDays, briefDueDay, briefWindow, weekdayOf } from "./window";

describe("the weekly brief's clock (Algeria, UTC+1 all year)", () => {
  it.each([
    // Thursday 2026-12-03, brief on Thursday (4) at 17:00
    ["2026-12-03T15:59:00Z", 4, 17, null], // 16:59 in Algiers: not yet
    ["2026-12-03T16:00:00Z", 4, 17, "2026-12-03"],
    ["2026-12-03T22:30:00Z", 4, 17, "2026-12-03"], // 23:30: still that day, a missed hour caught up
    ["2026-12-03T23:00:00Z", 4, 17, null], // midnight in Algiers: Friday
    ["2026-12-02T16:00:00Z", 4, 17, null], // Wednesday
    ["2026-12-05T08:00:00Z", 6, 9, "2026-12-05"], // Saturday 09:00
    ["2026-12-03T16:00:00Z", null, 17, null], // no brief
  ] as const)("at %s, day %s hour %s → %s", (now, briefDay, briefHour, expected) => {
    const due = briefDueDay(new Date(now), { briefDay, briefHour });
    expect(due).toBe(expected);
  });

  it("covers the seven days ending on the brief's day, releases since the last brief, and next week's events", () => {
    const w = briefWindow("2026-12-03", 17);
    expect(w).toMatchObject({ day: "2026-12-03", from: "2026-11-27", to: "2026-12-03", untilMinute: 1020 });
    expect(w.releasedFrom.toISOString()).toBe("2026-11-26T16:00:00.000Z");
    expect(w.releasedTo.toISOString()).toBe("2026-12-03T16:00:00.000Z");
    expect(w.nextFrom.toISOString()).toBe("2026-12-03T23:00:00.000Z");
    expect(w.nextTo.toISOString()).toBe("2026-12-10T23:00:00.000Z");
  });

  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-03-01", -1, "2027-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
  ])("%s %+d day → %s", (day, n, expected) => expect(addDays(day, n)).toBe(expected));

  it("weekdays: 2026-12-06 is a Sunday (0)", () => expect(weekdayOf("2026-12-06")).toBe(0));
});

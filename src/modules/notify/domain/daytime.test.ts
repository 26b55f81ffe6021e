import { describe, expect, it } from "vitest";
import { smsSendTime } from "./daytime";

// Algeria is UTC+1; 2026-12-04 is a Friday
const at = (iso: string) => new Date(`${iso}:00+01:00`);

describe("when an SMS may leave", () => {
  it.each([
    ["in the day: at once", "2026-12-01T10:30", "2026-12-01T10:30"],
    ["08:00 sharp: at once", "2026-12-01T08:00", "2026-12-01T08:00"],
    ["before 08:00: at 08:00", "2026-12-01T06:15", "2026-12-01T08:00"],
    ["20:59: at once", "2026-12-01T20:59", "2026-12-01T20:59"],
    ["21:00: the next morning", "2026-12-01T21:00", "2026-12-02T08:00"],
    ["midnight: that morning", "2026-12-02T00:00", "2026-12-02T08:00"],
    ["Friday's prayer: after it", "2026-12-04T12:30", "2026-12-04T14:00"],
    ["Friday before the prayer: at once", "2026-12-04T11:59", "2026-12-04T11:59"],
    ["Thursday night: Friday 08:00", "2026-12-03T22:00", "2026-12-04T08:00"],
  ])("%s", (_name, now, expected) => {
    expect(smsSendTime(at(now))).toEqual(at(expected));
  });
});

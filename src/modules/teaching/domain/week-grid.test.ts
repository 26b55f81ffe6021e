import { describe, expect, it } from "vitest";
import { daySlots, weekColumns, weekRows, type TimedSlot } from "./week-grid";

const s = (weekday: number, start: number, end: number, id = `${weekday}@${start}`) => ({
  id,
  weekday,
  startMinute: start,
  endMinute: end,
});

describe("weekColumns", () => {
  it.each<[string, number[], TimedSlot[], number[]]>([
    ["Sunday to Thursday, in order", [0, 1, 2, 3, 4], [], [0, 1, 2, 3, 4]],
    ["Sunday first whatever the stored order", [4, 2, 0, 6], [], [0, 2, 4, 6]],
    ["duplicates once", [1, 1, 0], [], [0, 1]],
    ["out-of-range values left out", [-1, 0, 7, 2.5], [], [0]],
    ["a day that still holds slots stays", [0, 1, 2, 3, 4], [s(6, 480, 540)], [0, 1, 2, 3, 4, 6]],
    ["slots on school days add nothing", [0, 1], [s(1, 480, 540), s(0, 600, 660)], [0, 1]],
    ["no school day, no slot", [], [], []],
  ])("%s", (_, days, slots, expected) => {
    expect(weekColumns(days, slots)).toEqual(expected);
  });
});

describe("weekRows", () => {
  it("one row per time band, earliest first, each day's slots in its cell", () => {
    const rows = weekRows([s(1, 540, 600), s(0, 480, 540), s(2, 480, 540), s(0, 540, 600)]);
    expect(rows.map((r) => [r.startMinute, r.endMinute])).toEqual([
      [480, 540],
      [540, 600],
    ]);
    expect([...rows[0]!.days.keys()].sort()).toEqual([0, 2]);
    expect(rows[1]!.days.get(1)!.map((x) => x.id)).toEqual(["1@540"]);
  });

  it("two groups' slots of the same band share a cell", () => {
    const rows = weekRows([s(0, 480, 540, "g1"), s(0, 480, 540, "g2")]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.days.get(0)!.map((x) => x.id)).toEqual(["g1", "g2"]);
  });

  it("a slot of another length gets its own band, after the shorter one starting with it", () => {
    const rows = weekRows([s(0, 480, 600, "long"), s(1, 480, 540, "short"), s(2, 450, 480, "early")]);
    expect(rows.map((r) => [r.startMinute, r.endMinute])).toEqual([
      [450, 480],
      [480, 540],
      [480, 600],
    ]);
  });

  it("an empty week has no rows", () => {
    expect(weekRows([])).toEqual([]);
  });
});

describe("daySlots", () => {
  it("the day's slots in time order, other days left out", () => {
    const slots = [s(0, 600, 660, "c"), s(1, 480, 540, "x"), s(0, 480, 540, "a"), s(0, 480, 510, "a0")];
    expect(daySlots(slots, 0).map((x) => x.id)).toEqual(["a0", "a", "c"]);
    expect(daySlots(slots, 3)).toEqual([]);
  });
});

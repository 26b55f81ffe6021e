import { describe, expect, it } from "vitest";
import { findClash, overlaps, type SlotShape } from "./slots";

const slot = (over: Partial<SlotShape>): SlotShape => ({
  id: Math.random().toString(36),
  weekday: 0,
  startMinute: 480,
  endMinute: 540,
  classId: "c1",
  groupId: null,
  teacherId: "t1",
  room: null,
  ...over,
});

describe("overlaps", () => {
  it.each([
    // [a start, a end, b start, b end, same day, overlaps]
    [480, 540, 480, 540, true, true],
    [480, 540, 510, 570, true, true],
    [480, 600, 500, 520, true, true],
    [480, 540, 540, 600, true, false], // touching
    [540, 600, 480, 540, true, false], // touching, other side
    [480, 540, 600, 660, true, false],
    [480, 540, 480, 540, false, false], // another day
  ])("%i–%i against %i–%i (same day %s) → %s", (as, ae, bs, be, sameDay, expected) => {
    expect(
      overlaps(
        { weekday: 1, startMinute: as, endMinute: ae },
        { weekday: sameDay ? 1 : 2, startMinute: bs, endMinute: be },
      ),
    ).toBe(expected);
  });
});

describe("findClash", () => {
  const cases: [string, Partial<SlotShape>, Partial<SlotShape>, "class" | "teacher" | "room" | null][] = [
    ["same class, same time", { teacherId: "t1" }, { teacherId: "t2" }, "class"],
    [
      "same class, touching",
      { startMinute: 480, endMinute: 540 },
      { startMinute: 540, endMinute: 600, teacherId: "t2" },
      null,
    ],
    ["two groups of the class together", { groupId: "g1", teacherId: "t1" }, { groupId: "g2", teacherId: "t2" }, null],
    ["the same group twice", { groupId: "g1", teacherId: "t1" }, { groupId: "g1", teacherId: "t2" }, "class"],
    [
      "whole class against one of its groups",
      { groupId: null, teacherId: "t1" },
      { groupId: "g2", teacherId: "t2" },
      "class",
    ],
    [
      "one group against the whole class",
      { groupId: "g1", teacherId: "t1" },
      { groupId: null, teacherId: "t2" },
      "class",
    ],
    ["two groups with one teacher", { groupId: "g1", teacherId: "t1" }, { groupId: "g2", teacherId: "t1" }, "teacher"],
    ["teacher in two classes", { classId: "c1", teacherId: "t1" }, { classId: "c2", teacherId: "t1" }, "teacher"],
    ["no teacher on either", { classId: "c1", teacherId: null }, { classId: "c2", teacherId: null }, null],
    [
      "room shared by two classes",
      { classId: "c1", teacherId: "t1", room: "Salle 12" },
      { classId: "c2", teacherId: "t2", room: " salle 12 " },
      "room",
    ],
    [
      "different rooms",
      { classId: "c1", teacherId: "t1", room: "Salle 12" },
      { classId: "c2", teacherId: "t2", room: "Labo" },
      null,
    ],
    [
      "no room given",
      { classId: "c1", teacherId: "t1", room: null },
      { classId: "c2", teacherId: "t2", room: null },
      null,
    ],
    ["another weekday", { weekday: 0 }, { weekday: 1 }, null],
  ];
  it.each(cases)("%s", (_name, a, b, expected) => {
    const other = slot(b);
    expect(findClash(slot(a), [other])?.kind ?? null).toBe(expected);
  });

  it("ignores the slot being edited itself and names the slot it clashes with", () => {
    const existing = slot({ id: "s1" });
    const second = slot({ id: "s2", startMinute: 510, endMinute: 570, classId: "c9", teacherId: "t1" });
    expect(findClash({ ...existing }, [existing])).toBeNull();
    expect(findClash(slot({ id: "s3", classId: "c5" }), [existing, second])).toEqual({
      kind: "teacher",
      slot: existing,
    });
  });
});

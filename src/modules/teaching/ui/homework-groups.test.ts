import { describe, expect, it } from "vitest";
import { groupHomework } from "./homework-groups";

// 2026-11-23 is a Monday; the school week runs Sunday 22 to Saturday 28
const today = "2026-11-23";
const item = (dueOn: string, done = false) => ({ dueOn, doneAt: done ? new Date("2026-11-22T10:00:00Z") : null });

describe("groupHomework", () => {
  it.each([
    ["2026-11-20", false, "late"],
    ["2026-11-22", false, "late"],
    ["2026-11-23", false, "today"],
    ["2026-11-24", false, "tomorrow"],
    ["2026-11-25", false, "week"],
    ["2026-11-28", false, "week"],
    ["2026-11-29", false, "later"],
    ["2026-12-20", false, "later"],
    ["2026-11-20", true, "done"],
    ["2026-11-24", true, "done"],
  ] as const)("due %s, done %s → %s", (dueOn, done, group) => {
    const groups = groupHomework([item(dueOn, done)], today);
    expect(
      Object.entries(groups)
        .filter(([, list]) => list.length)
        .map(([name]) => name),
    ).toEqual([group]);
  });

  it("puts tomorrow in 'tomorrow' even when it starts the next week", () => {
    expect(groupHomework([item("2026-11-29")], "2026-11-28").tomorrow).toHaveLength(1);
  });

  it("lists done work most recently due first", () => {
    expect(groupHomework([item("2026-11-20", true), item("2026-11-21", true)], today).done.map((h) => h.dueOn)).toEqual(
      ["2026-11-21", "2026-11-20"],
    );
  });
});

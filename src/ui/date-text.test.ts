import { describe, expect, it } from "vitest";
import { parseTypedDay, showDay } from "./date-text";

describe("parseTypedDay", () => {
  it.each([
    ["21/09/2026", "2026-09-21"],
    ["1/9/2026", "2026-09-01"],
    ["21.09.2026", "2026-09-21"],
    ["21-09-2026", "2026-09-21"],
    [" 21/09/2026 ", "2026-09-21"],
    ["21092026", "2026-09-21"],
    ["2026-09-21", "2026-09-21"],
    ["29/02/2028", "2028-02-29"],
  ])("reads %j as %s", (typed, day) => expect(parseTypedDay(typed)).toBe(day));

  it.each(["", "21/09", "21/09/26", "31/04/2026", "29/02/2027", "00/01/2026", "12/13/2026", "2026-13-01", "demain"])(
    "refuses %j (not a whole, real day)",
    (typed) => expect(parseTypedDay(typed)).toBeNull(),
  );
});

describe("showDay", () => {
  it("shows the day first", () => {
    expect(showDay("2026-09-21")).toBe("21/09/2026");
    expect(showDay("")).toBe("");
    expect(showDay(undefined)).toBe("");
  });
});

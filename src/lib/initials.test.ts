import { describe, expect, it } from "vitest";
import { initialsColor, initialsOf } from "./initials";

describe("avatar initials, as Mantine's Avatar computes them", () => {
  it.each([
    ["Amine Administrateur", "AA"],
    ["Sara", "SA"],
    ["Ali Ben Salah", "AB"],
    ["أمين بن علي", "أب"],
  ])("%s → %s", (name, initials) => expect(initialsOf(name)).toBe(initials));

  it("gives a name always the same colour of Mantine's list", () => {
    expect(initialsColor("Amine Administrateur")).toBe(initialsColor("Amine Administrateur"));
    expect(["blue", "cyan", "grape", "green", "indigo", "lime", "orange", "pink", "red", "teal", "violet"]).toContain(
      initialsColor("x"),
    );
  });
});

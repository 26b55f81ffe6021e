import { describe, expect, it } from "vitest";
import { nextLevel } from "./next-level";

describe("nextLevel: where a promoted student goes", () => {
  it.each([
    [
      { cycle: "PRIMARY", grade: 1 },
      { cycle: "PRIMARY", grade: 2 },
    ],
    [
      { cycle: "PRIMARY", grade: 5 },
      { cycle: "MIDDLE", grade: 1 },
    ],
    [
      { cycle: "MIDDLE", grade: 3 },
      { cycle: "MIDDLE", grade: 4 },
    ],
    [
      { cycle: "MIDDLE", grade: 4 },
      { cycle: "SECONDARY", grade: 1 },
    ],
    [
      { cycle: "SECONDARY", grade: 2 },
      { cycle: "SECONDARY", grade: 3 },
    ],
    [{ cycle: "SECONDARY", grade: 3 }, null],
  ] as const)("%o → %o", (level, expected) => {
    expect(nextLevel(level)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { isBlockPaste, move, planPaste, splitPaste, type GridShape, type MoveKey } from "./grid-keys";

// 4 students (the third exempt) × 3 evaluations
const grid = (dir: "ltr" | "rtl" = "ltr"): GridShape => ({ rows: 4, cols: 3, dir, locked: (row) => row === 2 });

describe("move", () => {
  it.each([
    // key, shift, from, to (null: stay, or for Tab leave the grid)
    ["ArrowDown", false, [0, 0], [1, 0]],
    ["ArrowDown", false, [1, 1], [3, 1]], // steps over the exempt row
    ["ArrowDown", false, [3, 1], null],
    ["ArrowUp", false, [3, 2], [1, 2]],
    ["ArrowUp", false, [0, 2], null],
    ["Enter", false, [0, 0], [1, 0]],
    ["Enter", false, [3, 0], [0, 1]], // the column filled, on to the next one
    ["Enter", false, [3, 2], null],
    ["Enter", true, [1, 1], [0, 1]],
    ["Enter", true, [0, 1], [3, 0]],
    ["ArrowRight", false, [0, 0], [0, 1]],
    ["ArrowRight", false, [0, 2], null],
    ["ArrowLeft", false, [0, 1], [0, 0]],
    ["ArrowLeft", false, [0, 0], null],
    ["Tab", false, [0, 1], [0, 2]],
    ["Tab", false, [0, 2], [1, 0]],
    ["Tab", false, [1, 2], [3, 0]],
    ["Tab", false, [3, 2], null],
    ["Tab", true, [1, 0], [0, 2]],
    ["Tab", true, [0, 0], null],
  ] as const)("%s (shift %s) from %j → %j", (key, shift, [row, col], to) => {
    expect(move({ row, col }, key as MoveKey, shift, grid())).toEqual(to ? { row: to[0], col: to[1] } : null);
  });

  it.each([
    ["ArrowLeft", [0, 0], [0, 1]],
    ["ArrowLeft", [0, 2], null],
    ["ArrowRight", [0, 1], [0, 0]],
    ["ArrowRight", [0, 0], null],
    ["Tab", [0, 0], [0, 1]],
  ] as const)("right to left: %s from %j → %j (what the eye sees)", (key, [row, col], to) => {
    expect(move({ row, col }, key, false, grid("rtl"))).toEqual(to ? { row: to[0], col: to[1] } : null);
  });
});

describe("splitPaste", () => {
  it.each([
    ["12\n14,5\nabs\n", [["12"], ["14,5"], ["abs"]]],
    ["12\r\n13\r\n", [["12"], ["13"]]],
    ["12\r13", [["12"], ["13"]]],
    [
      "12\t13\n 9 \t\n",
      [
        ["12", "13"],
        ["9", ""],
      ],
    ],
    ["\n15", [[""], ["15"]]],
  ])("%j", (text, block) => {
    expect(splitPaste(text)).toEqual(block);
  });
});

describe("isBlockPaste", () => {
  it.each([
    ["12", false],
    ["12\n", false],
    ["12\r\n", false],
    ["12\n13", true],
    ["12\t13", true],
  ])("%j → %s", (text, block) => expect(isBlockPaste(text)).toBe(block));
});

describe("planPaste", () => {
  it("fills down from the focused cell, the exempt row taking its line, the rest past the grid counted", () => {
    expect(planPaste({ row: 1, col: 1 }, [["11"], ["disp"], ["13"], ["14"]], grid())).toEqual({
      cells: [
        { row: 1, col: 1, text: "11" },
        { row: 3, col: 1, text: "13" },
      ],
      locked: 1,
      outside: 1,
    });
  });

  it("fills several columns from a tab-separated block", () => {
    expect(
      planPaste(
        { row: 0, col: 1 },
        [
          ["10", "11", "12"],
          ["", "9"],
        ],
        grid(),
      ),
    ).toEqual({
      cells: [
        { row: 0, col: 1, text: "10" },
        { row: 0, col: 2, text: "11" },
        { row: 1, col: 1, text: "" },
        { row: 1, col: 2, text: "9" },
      ],
      locked: 0,
      outside: 1,
    });
  });

  it("an empty line on the exempt row is not a lost value", () => {
    expect(planPaste({ row: 2, col: 0 }, [[""], ["8"]], grid())).toEqual({
      cells: [{ row: 3, col: 0, text: "8" }],
      locked: 0,
      outside: 0,
    });
  });
});

import { describe, expect, it } from "vitest";
import { pageRange } from "./page-nav";

describe("pageRange (Mantine's: one sibling, one boundary)", () => {
  it.each([
    [1, 1, [1]],
    [7, 4, [1, 2, 3, 4, 5, 6, 7]],
    [20, 1, [1, 2, 3, 4, 5, "dots", 20]],
    [20, 4, [1, 2, 3, 4, 5, "dots", 20]],
    [20, 5, [1, "dots", 4, 5, 6, "dots", 20]],
    [20, 16, [1, "dots", 15, 16, 17, "dots", 20]],
    [20, 17, [1, "dots", 16, 17, 18, 19, 20]],
    [20, 20, [1, "dots", 16, 17, 18, 19, 20]],
    [8, 4, [1, 2, 3, 4, 5, "dots", 8]],
  ])("%i pages, on page %i", (total, active, expected) => {
    expect(pageRange(total, active)).toEqual(expected);
  });
});

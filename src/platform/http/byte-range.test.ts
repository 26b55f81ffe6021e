import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range";

describe("a Range header over a 1,000-byte body", () => {
  it.each([
    [null, null],
    ["bytes=0-1", { start: 0, end: 1 }],
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=500-", { start: 500, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=5-4", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    ["bytes=-", null],
  ])("%s", (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});

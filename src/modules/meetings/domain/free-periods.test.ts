import { describe, expect, it } from "vitest";
import { freePeriods } from "./free-periods";

const h = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const lesson = (a: string, b: string) => ({ start: h(a), end: h(b) });
const gap = (a: string, b: string) => ({ start: h(a), end: h(b) });

describe("a teacher's free periods between two times", () => {
  it.each([
    ["no lesson: the whole window", [], "08:00", "12:00", [gap("08:00", "12:00")]],
    [
      "one lesson in the middle",
      [lesson("09:00", "10:00")],
      "08:00",
      "12:00",
      [gap("08:00", "09:00"), gap("10:00", "12:00")],
    ],
    [
      "lessons touching",
      [lesson("08:00", "09:00"), lesson("09:00", "10:00")],
      "08:00",
      "11:00",
      [gap("10:00", "11:00")],
    ],
    [
      "lessons overlapping (two groups)",
      [lesson("09:00", "10:30"), lesson("10:00", "11:00")],
      "08:00",
      "12:00",
      [gap("08:00", "09:00"), gap("11:00", "12:00")],
    ],
    [
      "unsorted, one outside the window",
      [lesson("14:00", "15:00"), lesson("08:30", "09:00"), lesson("16:00", "17:00")],
      "08:00",
      "15:30",
      [gap("08:00", "08:30"), gap("09:00", "14:00"), gap("15:00", "15:30")],
    ],
    ["a lesson across the window's end", [lesson("11:00", "13:00")], "08:00", "12:00", [gap("08:00", "11:00")]],
    ["the window full", [lesson("07:00", "13:00")], "08:00", "12:00", []],
  ])("%s", (_name, lessons, from, to, expected) => {
    expect(freePeriods(lessons, h(from), h(to))).toEqual(expected);
  });
});

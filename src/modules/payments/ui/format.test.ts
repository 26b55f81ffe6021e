import { describe, expect, it } from "vitest";
import { csvDinars, formatMonth } from "./format";

describe("payment screens' formats", () => {
  it.each([
    ["fr", "2026-09", "long", "septembre 2026"],
    ["en", "2027-06", "long", "June 2027"],
    ["ar", "2026-12", "long", "ديسمبر 2026"],
    ["fr", "2026-10", "short", "oct. 2026"],
  ] as const)("%s %s (%s) → %s", (locale, month, style, expected) => {
    expect(formatMonth(locale, month, style)).toBe(expected);
  });

  it.each([
    [300000, "fr", "3000"],
    [150050, "fr", "1500,50"],
    [150050, "en", "1500.50"],
    [-300000, "ar", "-3000"],
  ] as const)("%d centimes in a %s spreadsheet → %s", (centimes, locale, expected) => {
    expect(csvDinars(centimes, locale)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { formatDinars, parseDinars, percentOf } from "./money";

describe("parseDinars: what people type, in centimes", () => {
  it.each([
    ["1500", 150000],
    ["1 500", 150000],
    ["1\u202f500", 150000],
    ["1.500", 150000],
    ["1,500", 150000],
    ["1500,5", 150050],
    ["1500.50", 150050],
    ["1 500,50 DA", 150050],
    ["12.345.678,9", 1234567890],
    ["٣٠٠٠", 300000],
    ["3000 دج", 300000],
    ["0", 0],
  ])("%s → %i", (input, expected) => expect(parseDinars(input)).toBe(expected));

  it.each(["", "abc", "1,5,5", "-100", "1e5", "15.1234", "1.50.0", "99999999999999999999"])("refuses %j", (input) =>
    expect(parseDinars(input)).toBeNull(),
  );
});

describe("formatDinars", () => {
  it.each([
    [150000, "fr", /^1\s500\sDZD$|^1\s500\sDA$/],
    [150050, "fr", /^1\s500,50\s(DZD|DA)$/],
    [150000, "en", /1,500/],
    [150000, "ar", /1.500|1,500/],
  ])("%i in %s", (centimes, locale, pattern) => expect(formatDinars(centimes, locale)).toMatch(pattern));
});

describe("percentOf: discounts in whole centimes, half up", () => {
  it.each([
    [300000, 10, 30000],
    [300000, 50, 150000],
    [333, 50, 167],
    [333, 33, 110],
    [100, 0, 0],
    [100, 100, 100],
  ])("%i, %i percent: %i", (amount, percent, expected) => expect(percentOf(amount, percent)).toBe(expected));
});

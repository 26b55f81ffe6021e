import { describe, expect, it } from "vitest";
import { formatHundredths } from "./format";

describe("formatHundredths", () => {
  it.each([
    ["fr", 1267, "12,67"],
    ["en", 1267, "12.67"],
    ["ar", 1267, "12,67"],
    ["fr", 5, "0,05"],
    ["fr", 2000, "20,00"],
    ["en", 0, "0.00"],
    ["fr", null, "—"],
  ])("%s %s → %s", (locale, value, expected) => {
    expect(formatHundredths(locale as string, value as number | null)).toBe(expected);
  });
});

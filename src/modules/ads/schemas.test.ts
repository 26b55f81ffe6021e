import { describe, expect, it } from "vitest";
import { adSearchFromParams, isValidPastDay, normalizeMessenger, todayInAlgeria } from "./schemas";

describe("isValidPastDay", () => {
  it.each([
    ["2026-01-15", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2026-04-31", false],
    ["1899-12-31", false],
    ["2026-11-22", false],
    ["2026-1-5", false],
    ["", false],
  ])("%s → %s (today 2026-11-21)", (value, expected) => {
    expect(isValidPastDay(value, "2026-11-21")).toBe(expected);
  });

  it("takes today on the Algerian clock (UTC+1)", () => {
    expect(todayInAlgeria(new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-02");
  });
});

describe("normalizeMessenger", () => {
  it.each([
    ["amine.b", "amine.b"],
    ["@amine.b", "amine.b"],
    ["https://m.me/amine.b", "amine.b"],
    ["m.me/amine.b?ref=1", "amine.b"],
    ["https://www.facebook.com/amine.b/", "amine.b"],
    ["https://www.messenger.com/t/100012345678", "100012345678"],
    ["amine b", null],
    ["ab", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizeMessenger(input)).toBe(expected);
  });
});

describe("adSearchFromParams", () => {
  it("keeps valid filters from the URL and drops malformed ones", () => {
    expect(
      adSearchFromParams({
        q: " clé ",
        type: "FOUND",
        wilaya: "16",
        commune: "x",
        from: "2026-02-30",
        to: "2026-03-01",
        page: "3",
      }),
    ).toEqual({
      q: "clé",
      type: "FOUND",
      wilaya: "16",
      to: "2026-03-01",
      page: 3,
    });
    expect(adSearchFromParams({ type: "STOLEN", page: "-1", category: ["cles", "autre"] })).toEqual({
      category: "cles",
      page: 1,
    });
  });
});

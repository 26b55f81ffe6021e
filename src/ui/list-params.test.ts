import { describe, expect, it } from "vitest";
import { listParams } from "./list-params";

describe("listParams: the list state in an address, never a value the database refuses", () => {
  it.each([
    [{}, 1],
    [{ page: "3" }, 3],
    [{ page: "0" }, 1],
    [{ page: "-2" }, 1],
    [{ page: "1.05" }, 1],
    [{ page: "2.9" }, 2],
    [{ page: "abc" }, 1],
    [{ page: "1e400" }, 1_000_000],
    [{ page: "1e12" }, 1_000_000],
    [{ page: ["2", "3"] }, 1],
  ])("%j → page %i", (query, page) => expect(listParams(query).page).toBe(page));

  it("trims the search and drops a blank one", () => {
    expect(listParams({ q: "  sara " }).q).toBe("sara");
    expect(listParams({ q: "   " }).q).toBeUndefined();
    expect(listParams({ q: ["a", "b"] }).q).toBeUndefined();
  });
});

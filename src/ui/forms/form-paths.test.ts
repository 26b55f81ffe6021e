import { describe, expect, it } from "vitest";
import { getPath, setPath, valueOfChange, withoutErrors } from "./form-paths";

describe("getPath", () => {
  it.each([
    ["name", { name: "Amina" }, "Amina"],
    ["a.b", { a: { b: 2 } }, 2],
    ["termWeights.1", { termWeights: [1, 2, 3] }, 2],
    ["list.0.amount", { list: [{ amount: "5" }] }, "5"],
    ["missing.deep", { missing: null }, undefined],
    ["a.b.c", { a: { b: "text" } }, undefined],
    ["absent", {}, undefined],
  ])("%s of %j is %j", (path, values, expected) => {
    expect(getPath(path, values)).toEqual(expected);
  });
});

describe("setPath", () => {
  it.each([
    ["name", { name: "", other: 1 }, "Amina", { name: "Amina", other: 1 }],
    ["a.b", { a: { b: 1, c: 2 } }, 5, { a: { b: 5, c: 2 } }],
    ["termWeights.1", { termWeights: [1, 2, 3] }, 9, { termWeights: [1, 9, 3] }],
    ["list.0.amount", { list: [{ amount: "5", note: "x" }] }, "7", { list: [{ amount: "7", note: "x" }] }],
    ["fresh.0", {}, "a", { fresh: ["a"] }],
    ["fresh.key", {}, "a", { fresh: { key: "a" } }],
  ])("%s in %j ← %j gives %j", (path, values, value, expected) => {
    expect(setPath(path, value, values)).toEqual(expected);
  });

  it("leaves the given object as it was and shares the branches it did not touch", () => {
    const values = { a: { b: 1 }, keep: { deep: [1] } };
    const next = setPath("a.b", 2, values);
    expect(values.a.b).toBe(1);
    expect(next.keep).toBe(values.keep);
    expect(Array.isArray(setPath("0", "x", ["a", "b"]))).toBe(true);
  });
});

describe("withoutErrors", () => {
  it.each([
    [{ a: "1", b: "2" }, "a", { b: "2" }],
    [{ a: "1", "a.0": "x", ab: "y" }, "a", { ab: "y" }],
    [{ "list.0.amount": "x", "list.1.amount": "y" }, "list.0", { "list.1.amount": "y" }],
    [{ b: "2" }, "a", { b: "2" }],
  ])("%j without %s is %j", (errors, path, expected) => {
    expect(withoutErrors(errors, path)).toEqual(expected);
  });

  it("returns the same object when nothing was cleared (no needless render)", () => {
    const errors = { b: "2" };
    expect(withoutErrors(errors, "a")).toBe(errors);
  });
});

describe("valueOfChange", () => {
  const event = (currentTarget: object) => ({ nativeEvent: {}, currentTarget });
  it.each([
    ["a text input's event", event({ type: "text", value: "abc" }), "abc"],
    ["a textarea's event", event({ value: "line" }), "line"],
    ["a ticked checkbox", event({ type: "checkbox", checked: true, value: "on" }), true],
    ["an unticked checkbox", event({ type: "checkbox", checked: false, value: "on" }), false],
    ["a select's value", "oran", "oran"],
    ["a cleared select", null, null],
    ["a number", 12, 12],
    ["an empty string", "", ""],
    ["a date range", ["2026-01-01", null], ["2026-01-01", null]],
  ])("%s gives %j", (_what, change, expected) => {
    expect(valueOfChange(change)).toEqual(expected);
  });
});

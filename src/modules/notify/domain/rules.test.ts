import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, resolveRules } from "./rules";

describe("resolveRules", () => {
  it.each([
    ["nothing stored", null, DEFAULT_RULES],
    ["not an object", "x", DEFAULT_RULES],
    ["an array", ["PARENT"], DEFAULT_RULES],
    ["one event turned off", { "homework.set": [] }, { ...DEFAULT_RULES, "homework.set": [] }],
    [
      "students added to absences",
      { "absence.recorded": ["STUDENT", "PARENT"] },
      { ...DEFAULT_RULES, "absence.recorded": ["PARENT", "STUDENT"] },
    ],
    [
      "unknown audiences and events dropped",
      { "absence.recorded": ["TEACHER", "PARENT"], "payment.due": ["PARENT"] },
      DEFAULT_RULES,
    ],
    ["a non-array value keeps the default", { "reportCard.published": "PARENT" }, DEFAULT_RULES],
  ])("%s", (_, stored, expected) => {
    expect(resolveRules(stored)).toEqual(expected);
  });
});

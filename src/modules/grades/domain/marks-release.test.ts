import { describe, expect, it } from "vitest";
import { isVisible, releasedBefore, visibleFrom, type MarksRule } from "./marks-release";

const at = (iso: string) => new Date(iso);
const released = at("2026-11-10T09:00:00Z");
const rule = (mode: MarksRule["mode"], delayDays = 0, parentsLagDays = 0): MarksRule => ({
  mode,
  delayDays,
  parentsLagDays,
});

describe("marks as they come: who sees a released evaluation, from when", () => {
  it.each([
    ["never: nobody, ever", rule("NEVER", 3, 1), "STUDENT", null],
    ["never: not the parents either", rule("NEVER"), "PARENT", null],
    ["at release: the students at once", rule("AT_RELEASE"), "STUDENT", "2026-11-10T09:00:00.000Z"],
    ["at release: the parents at once", rule("AT_RELEASE"), "PARENT", "2026-11-10T09:00:00.000Z"],
    ["at release, a delay set: ignored", rule("AT_RELEASE", 4), "STUDENT", "2026-11-10T09:00:00.000Z"],
    ["at release, parents 2 days later", rule("AT_RELEASE", 0, 2), "PARENT", "2026-11-12T09:00:00.000Z"],
    [
      "at release, parents later: the students still at once",
      rule("AT_RELEASE", 0, 2),
      "STUDENT",
      "2026-11-10T09:00:00.000Z",
    ],
    ["3 days after: the students", rule("AFTER_DAYS", 3), "STUDENT", "2026-11-13T09:00:00.000Z"],
    ["3 days after, parents 1 later", rule("AFTER_DAYS", 3, 1), "PARENT", "2026-11-14T09:00:00.000Z"],
    ["a negative delay counts as none", rule("AFTER_DAYS", -2, -1), "PARENT", "2026-11-10T09:00:00.000Z"],
  ] as const)("%s", (_name, r, audience, expected) => {
    expect(visibleFrom(r, released, audience)?.toISOString() ?? null).toBe(expected);
  });

  it("not released: nobody sees it, whatever the rule", () => {
    for (const mode of ["NEVER", "AT_RELEASE", "AFTER_DAYS"] as const)
      expect(visibleFrom(rule(mode, 1, 1), null, "STUDENT")).toBeNull();
  });

  it.each([
    ["a second before", "2026-11-13T08:59:59Z", false],
    ["the moment itself", "2026-11-13T09:00:00Z", true],
    ["later", "2026-12-01T00:00:00Z", true],
  ])("3 days after, the student %s: %s", (_name, now, expected) => {
    expect(isVisible(rule("AFTER_DAYS", 3), released, "STUDENT", at(now))).toBe(expected);
  });

  it("the query bound agrees with the moment: released ≤ bound exactly when visible", () => {
    const r = rule("AFTER_DAYS", 2, 1);
    for (const now of ["2026-11-13T08:59:59Z", "2026-11-13T09:00:00Z", "2026-11-20T00:00:00Z"]) {
      const bound = releasedBefore(r, "PARENT", at(now))!;
      expect(released.getTime() <= bound.getTime()).toBe(isVisible(r, released, "PARENT", at(now)));
    }
    expect(releasedBefore(rule("NEVER"), "STUDENT", at("2026-11-20T00:00:00Z"))).toBeNull();
  });
});

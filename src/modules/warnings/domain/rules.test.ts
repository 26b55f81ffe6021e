import { describe, expect, it } from "vitest";
import { DEFAULT_WARNING_RULES, resolveWarningRules, warningReasons, type PupilTrend } from "./rules";

const calm: PupilTrend = {
  absences: { now: 0, before: 0 },
  homework: { now: 0, before: 0 },
  average: { now: 1200, before: 1200 },
};
const trend = (t: Partial<PupilTrend>): PupilTrend => ({ ...calm, ...t });

describe("early warning: who is flagged and why", () => {
  it.each([
    ["all is well", calm, []],
    ["3 absences, none last week", trend({ absences: { now: 3, before: 0 } }), ["absences"]],
    ["3 absences, as many last week: not rising", trend({ absences: { now: 3, before: 3 } }), []],
    ["2 absences, none last week: under the threshold", trend({ absences: { now: 2, before: 0 } }), []],
    ["4 homework not done, 1 last week", trend({ homework: { now: 4, before: 1 } }), ["homework"]],
    ["the mean fell from 12.50 to 10.00", trend({ average: { now: 1000, before: 1250 } }), ["average"]],
    ["the mean fell from 12.50 to 10.75: less than 2 points", trend({ average: { now: 1075, before: 1250 } }), []],
    ["no marks before: no comparison", trend({ average: { now: 800, before: null } }), []],
    [
      "all three",
      { absences: { now: 5, before: 1 }, homework: { now: 3, before: 0 }, average: { now: 700, before: 1100 } },
      ["absences", "homework", "average"],
    ],
  ] as const)("%s", (_name, t, expected) => {
    expect(warningReasons(t as PupilTrend, DEFAULT_WARNING_RULES)).toEqual(expected);
  });

  it("stored thresholds are read within their bounds, else the defaults", () => {
    expect(resolveWarningRules(null)).toEqual(DEFAULT_WARNING_RULES);
    expect(resolveWarningRules({ absences: 5, homework: 0, averageDrop: 150 })).toEqual({
      absences: 5,
      homework: 3,
      averageDrop: 150,
    });
    expect(resolveWarningRules({ absences: "x", averageDrop: 99999 })).toEqual(DEFAULT_WARNING_RULES);
  });
});

import { describe, expect, it } from "vitest";
import {
  annualAverage,
  appreciation,
  classStats,
  distinction,
  MIDDLE_SECONDARY_DEFAULTS,
  overallAverage,
  PRIMARY_DEFAULTS,
  ranks,
  subjectAverage,
  type EvaluationKind,
  type Mark,
} from "./averages";
import { Ratio } from "./decimal";

const r = (v: string | number) => Ratio.parse(v);
const marks = (...list: [EvaluationKind, string | number | "ABSENT" | "EXEMPT" | null][]) =>
  list.map(([kind, mark]) => ({
    kind,
    mark: (mark === null || mark === "ABSENT" || mark === "EXEMPT" ? mark : r(mark)) as Mark,
  }));
const avg = (result: ReturnType<typeof subjectAverage>) =>
  result.kind === "average" ? result.value.toFixed2() : result.kind;

describe("decimal arithmetic and the rounding rule (two decimals, half up)", () => {
  it.each([
    ["12.345", "12.35"], // a tie rounds up
    ["12.344", "12.34"],
    ["12.355", "12.36"],
    ["0.005", "0.01"],
    ["-1.005", "-1.01"], // away from zero
    ["19.999", "20.00"],
  ])("%s → %s", (value, expected) => {
    // three decimals: built as a ratio, not parsed as a mark (marks have two)
    const [int, dec] = value.replace("-", "").split(".");
    const ratio = Ratio.of(BigInt((value.startsWith("-") ? "-" : "") + int + dec), 1000n);
    expect(ratio.toFixed2()).toBe(expected);
  });

  it("is exact where binary floats are not: (0.1 + 0.2) × 3 = 0.9, and 14.45 × 3 / 3 stays 14.45", () => {
    expect(r("0.1").add(r("0.2")).mul(3).toFixed2()).toBe("0.90");
    expect(r("14.45").mul(3).div(3).toFixed2()).toBe("14.45");
    expect(r("2,5").toFixed2()).toBe("2.50");
    expect(() => r("12.345")).toThrow();
  });
});

describe("subject term average, middle and secondary (CE = mean of activities and tests; (CE + 2 × exam) / 3)", () => {
  it.each([
    ["one test", marks(["CONTINUOUS", 14], ["TEST", 12], ["EXAM", 10]), "11.00"], // CE 13, (13 + 20) / 3
    ["two tests", marks(["CONTINUOUS", 15], ["TEST", 12], ["TEST", 9], ["EXAM", 11]), "11.33"], // CE 12, (12 + 22) / 3
    ["activities from quizzes and notes", marks(["QUIZ", 16], ["NOTE", 12], ["TEST", 10], ["EXAM", 12]), "12.00"], // activities 14, CE 12, (12 + 24) / 3
    ["an absent exam: the CE alone", marks(["CONTINUOUS", 14], ["TEST", 12], ["EXAM", "ABSENT"]), "13.00"],
    [
      "an absent test is not a zero",
      marks(["CONTINUOUS", 14], ["TEST", "ABSENT"], ["TEST", 12], ["EXAM", 10]),
      "11.00",
    ], // as with one test
    ["a zero is a zero", marks(["CONTINUOUS", 14], ["TEST", 0], ["TEST", 12], ["EXAM", 10]), "9.56"], // CE 26/3, (26/3 + 20) / 3 = 86/9
    ["an exempt evaluation counts nowhere", marks(["CONTINUOUS", "EXEMPT"], ["TEST", 12], ["EXAM", 15]), "14.00"],
    ["exam only", marks(["EXAM", 13.5]), "13.50"],
    ["everything exempt", marks(["TEST", "EXEMPT"], ["EXAM", "EXEMPT"]), "none"],
    ["a missing mark", marks(["TEST", 12], ["EXAM", null]), "missing"],
  ])("%s", (_name, list, expected) => {
    expect(avg(subjectAverage(list, MIDDLE_SECONDARY_DEFAULTS))).toBe(expected);
  });

  it("the two-test case by hand: CE = (15 + 12 + 9) / 3 = 12, average = (12 + 2 × 11) / 3 = 11.33", () => {
    // (the table above rounds the same value; this spells the formula out)
    expect(
      avg(
        subjectAverage(marks(["CONTINUOUS", 15], ["TEST", 12], ["TEST", 9], ["EXAM", 11]), MIDDLE_SECONDARY_DEFAULTS),
      ),
    ).toBe("11.33");
  });

  it("a school's own coefficients: tests count double in the CE, the exam three times", () => {
    // CE = (1 × 14 + 2 × 12) / (1 + 2) = 12.67; average = (12.67 + 3 × 10) / 4 = 10.67
    expect(
      avg(subjectAverage(marks(["CONTINUOUS", 14], ["TEST", 12], ["EXAM", 10]), { assessment: 1, test: 2, exam: 3 })),
    ).toBe("10.67");
  });

  it("primary, out of 10: (CE + final evaluation) / 2", () => {
    expect(avg(subjectAverage(marks(["CONTINUOUS", 8], ["TEST", 6], ["EXAM", 9]), PRIMARY_DEFAULTS))).toBe("8.00"); // CE 7, (7 + 9) / 2
  });
});

describe("overall, annual, class statistics, ranks", () => {
  it("overall = Σ(average × coefficient) / Σ coefficients, exempt and average-less subjects left out", () => {
    const result = overallAverage([
      { average: r("12"), coefficient: 5 },
      { average: r("15.5"), coefficient: 4 },
      { average: r("8"), coefficient: 2, exempt: true },
      { average: null, coefficient: 3 },
      { average: r("10"), coefficient: 1 },
    ])!;
    // (60 + 62 + 10) / 10
    expect([result.average.toFixed2(), result.total.toFixed2(), result.coefficients]).toEqual(["13.20", "132.00", 10]);
    expect(overallAverage([{ average: null, coefficient: 2 }])).toBeNull();
  });

  it("a changed coefficient changes the overall average", () => {
    const base = [
      { average: r("16"), coefficient: 4 },
      { average: r("10"), coefficient: 2 },
    ];
    expect(overallAverage(base)!.average.toFixed2()).toBe("14.00");
    expect(overallAverage([{ ...base[0]!, coefficient: 5 }, base[1]!])!.average.toFixed2()).toBe("14.29");
  });

  it("annual = mean of the terms that have an average", () => {
    expect(annualAverage([r("12.5"), r("13.25"), null])!.toFixed2()).toBe("12.88"); // 12.875 half up
    expect(annualAverage([null])).toBeNull();
  });

  it("class statistics skip students without an average", () => {
    const stats = classStats([r("9.5"), null, r("17"), r("12")])!;
    expect([stats.average.toFixed2(), stats.lowest.toFixed2(), stats.highest.toFixed2()]).toEqual([
      "12.83",
      "9.50",
      "17.00",
    ]);
  });

  it("ranks tie on the printed (rounded) average: 1, 2, 2, 4", () => {
    const result = ranks([
      { key: "a", average: r("15") },
      { key: "b", average: Ratio.of(12344, 1000) }, // 12.344 → 12.34
      { key: "c", average: r("12.34") },
      { key: "d", average: r("9") },
      { key: "e", average: null },
    ]);
    expect([...result.entries()].sort()).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 2],
      ["d", 4],
    ]);
  });
});

describe("appreciation scale and distinctions", () => {
  it.each([
    ["18", 20, "EXCELLENT"],
    ["17.99", 20, "VERY_GOOD"],
    ["14", 20, "GOOD"],
    ["12.5", 20, "ABOVE_AVERAGE"],
    ["10", 20, "AVERAGE"],
    ["9.99", 20, "BELOW_AVERAGE"],
    ["6", 20, "INSUFFICIENT"],
    ["3", 20, "VERY_INSUFFICIENT"],
    ["9", 10, "EXCELLENT"], // primary, out of 10
    ["5", 10, "AVERAGE"],
  ] as const)("%s / %i → %s", (value, outOf, expected) => {
    expect(appreciation(r(value), outOf)).toBe(expected);
  });

  it.each([
    ["18.5", "EXCELLENCE"],
    ["15", "CONGRATULATIONS"],
    ["14.99", "ENCOURAGEMENTS"],
    ["12", "HONOUR_ROLL"],
    ["11.99", null],
  ] as const)("%s → %s", (value, expected) => {
    expect(distinction(r(value))).toBe(expected);
  });
});

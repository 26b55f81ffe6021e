import { describe, expect, it } from "vitest";
import { MIDDLE_SECONDARY_DEFAULTS, PRIMARY_DEFAULTS, type Mark } from "./averages";
import { Ratio } from "./decimal";
import { annualFromTerms, buildCards, cellText, parseCell, type CardInput } from "./report-card";

const settings = {
  outOf: 20 as const,
  coefficients: MIDDLE_SECONDARY_DEFAULTS,
  showRank: true,
  distinctionBounds: [1800, 1500, 1400, 1200],
};

/** A class of students × subjects; each subject has a test and an exam; marks as [test, exam] per student. */
function table(
  subjects: { id: string; coef: number }[],
  rows: Record<string, Record<string, [Mark | number | string, Mark | number | string]>>,
  extra: Partial<CardInput> = {},
): CardInput {
  const toMark = (v: Mark | number | string): Mark =>
    typeof v === "number" || (typeof v === "string" && v !== "ABSENT" && v !== "EXEMPT") ? Ratio.parse(v) : v;
  const marks = new Map<string, Exclude<Mark, null>>();
  for (const [student, bySubject] of Object.entries(rows))
    for (const [subject, [test, exam]] of Object.entries(bySubject)) {
      const t = toMark(test);
      const e = toMark(exam);
      if (t !== null) marks.set(`${subject}-test:${student}`, t);
      if (e !== null) marks.set(`${subject}-exam:${student}`, e);
    }
  return {
    students: Object.keys(rows).map((id) => ({ id })),
    subjects: subjects.map((s) => ({ subjectId: s.id, classSubjectId: `cs-${s.id}`, coefficient: s.coef })),
    evaluations: subjects.flatMap((s) => [
      { id: `${s.id}-test`, classSubjectId: `cs-${s.id}`, kind: "TEST" as const },
      { id: `${s.id}-exam`, classSubjectId: `cs-${s.id}`, kind: "EXAM" as const },
    ]),
    marks,
    exemptions: new Set(),
    settings,
    ...extra,
  };
}

const cards = (input: CardInput) => {
  const result = buildCards(input);
  if (result.kind !== "cards") throw new Error(`missing: ${JSON.stringify(result.missing)}`);
  return result.cards;
};

describe("report cards of a class", () => {
  const subjects = [
    { id: "math", coef: 4 },
    { id: "arabic", coef: 5 },
    { id: "sport", coef: 1 },
  ];

  it("subject averages, weighted marks, overall average and the general total", () => {
    const c = cards(table(subjects, { ali: { math: [12, 15], arabic: [10, 13], sport: [16, 16] } })).get("ali")!;
    // math (12 + 30) / 3 = 14, arabic (10 + 26) / 3 = 12, sport 16; total 56 + 60 + 16 = 132 over 10
    expect(c.subjects.map((s) => [s.subjectId, s.average, s.weighted])).toEqual([
      ["math", 1400, 5600],
      ["arabic", 1200, 6000],
      ["sport", 1600, 1600],
    ]);
    expect([c.average, c.total, c.coefficients]).toEqual([1320, 13200, 10]);
    expect([c.appreciation, c.distinction]).toEqual(["ABOVE_AVERAGE", "HONOUR_ROLL"]);
  });

  it("the overall average uses the printed (rounded) subject averages", () => {
    // math (11 + 2 × 12) / 3 = 11.666… → 11.67; × 4 = 46.68; arabic 10 × 5 = 50; sport 10; total 106.68 / 10 = 10.668 → 10.67
    const c = cards(table(subjects, { ali: { math: [11, 12], arabic: [10, 10], sport: [10, 10] } })).get("ali")!;
    expect(c.subjects[0]!.average).toBe(1167);
    expect(c.subjects[0]!.weighted).toBe(4668);
    expect([c.total, c.average]).toEqual([10668, 1067]);
  });

  it("an exempt subject counts nowhere: not in the average, not in the coefficients, not missing", () => {
    const input = table(
      subjects,
      { ali: { math: [14, 14], arabic: [12, 12], sport: [null, null] } },
      { exemptions: new Set(["ali:sport"]) },
    );
    const c = cards(input).get("ali")!;
    expect(c.subjects[2]).toMatchObject({ exempt: true, average: null, weighted: null });
    expect([c.coefficients, c.total, c.average]).toEqual([9, 11600, 1289]); // (56 + 60) / 9 = 12.888…
  });

  it("absent is not zero: an absent exam leaves the tests; a zero lowers the average", () => {
    const c = cards(table([{ id: "math", coef: 1 }], { a: { math: [12, "ABSENT"] }, z: { math: [12, 0] } }));
    expect(c.get("a")!.average).toBe(1200);
    expect(c.get("z")!.average).toBe(400);
  });

  it("refuses with every missing grade named: student, subject, evaluation", () => {
    const result = buildCards(
      table(subjects, {
        ali: { math: [12, null], arabic: [10, 13], sport: [16, 16] },
        bob: { math: [12, 15], arabic: [null, 13], sport: [16, 16] },
      }),
    );
    expect(result).toEqual({
      kind: "missing",
      missing: [
        { studentId: "ali", subjectId: "math", evaluationId: "math-exam" },
        { studentId: "bob", subjectId: "arabic", evaluationId: "arabic-test" },
      ],
    });
  });

  it("class statistics and rank, ties sharing a rank (1, 2, 2, 4); no rank when the school hides it", () => {
    const rows = { a: { math: [18, 18] }, b: { math: [12, 12] }, c: { math: [12, 12] }, d: { math: [9, 9] } } as const;
    const c = cards(table([{ id: "math", coef: 2 }], rows as never));
    expect(["a", "b", "c", "d"].map((s) => c.get(s)!.rank)).toEqual([1, 2, 2, 4]);
    expect(c.get("a")!.subjects[0]).toMatchObject({ classAverage: 1275, highest: 1800, lowest: 900 });
    expect([c.get("d")!.classAverage, c.get("d")!.highest, c.get("d")!.lowest, c.get("d")!.classSize]).toEqual([
      1275, 1800, 900, 4,
    ]);
    expect(c.get("a")!.distinction).toBe("EXCELLENCE");
    const hidden = cards({
      ...table([{ id: "math", coef: 2 }], rows as never),
      settings: { ...settings, showRank: false },
    });
    expect(hidden.get("a")!.rank).toBeNull();
  });

  it("changed coefficients change the average: a level with exam × 3", () => {
    const input = table([{ id: "math", coef: 1 }], { a: { math: [10, 14] } });
    expect(cards(input).get("a")!.average).toBe(1267); // (10 + 28) / 3
    expect(
      cards({ ...input, settings: { ...settings, coefficients: { assessment: 1, test: 1, exam: 3 } } }).get("a")!
        .average,
    ).toBe(1300); // (10 + 42) / 4
  });

  it("primary, out of 10: (CE + final) / 2, appreciation and distinctions scaled to 20", () => {
    const c = cards({
      ...table([{ id: "math", coef: 1 }], { a: { math: [8, 9.5] } }),
      settings: { ...settings, outOf: 10, coefficients: PRIMARY_DEFAULTS },
    }).get("a")!;
    expect(c.average).toBe(875);
    expect([c.outOf, c.appreciation, c.distinction]).toEqual([10, "VERY_GOOD", "CONGRATULATIONS"]); // 17.5 / 20
  });

  it("a school's own distinction thresholds", () => {
    const input = {
      ...table([{ id: "math", coef: 1 }], { a: { math: [16, 16] } }),
      settings: { ...settings, distinctionBounds: [1900, 1700, 1600, 1000] },
    };
    expect(cards(input).get("a")!.distinction).toBe("ENCOURAGEMENTS");
  });
});

describe("annual average from the terms", () => {
  it.each([
    ["the mean of three terms", [1200, 1300, 1450], [], 1317], // 39.5 / 3 = 13.1666…
    ["a term without an average drops out", [1200, null, 1400], [], 1300],
    ["the school's weights 1, 1, 2", [1000, 1200, 1500], [1, 1, 2], 1300],
    ["half up on a tie", [1001, 1000], [], 1001], // 10.005 → 10.01
    ["no term at all", [null, null], [], null],
  ])("%s", (_name, terms, weights, expected) => {
    expect(annualFromTerms(terms as (number | null)[], weights as number[])).toBe(expected);
  });
});

describe("a grade table cell as typed", () => {
  it.each([
    ["12.5", 20, { status: "MARK", hundredths: 1250 }],
    ["12,75", 20, { status: "MARK", hundredths: 1275 }],
    [" 0 ", 20, { status: "MARK", hundredths: 0 }],
    ["20", 20, { status: "MARK", hundredths: 2000 }],
    ["20.01", 20, { error: "range" }],
    ["11", 10, { error: "range" }],
    ["-1", 20, { error: "range" }],
    ["12.345", 20, { error: "format" }],
    ["douze", 20, { error: "format" }],
    ["abs", 20, { status: "ABSENT" }],
    ["A", 20, { status: "ABSENT" }],
    ["غ", 20, { status: "ABSENT" }],
    ["disp", 20, { status: "EXEMPT" }],
    ["معفى", 20, { status: "EXEMPT" }],
    ["١٤٫٥", 20, { status: "MARK", hundredths: 1450 }],
    ["", 20, { status: "CLEARED" }],
  ])("%j out of %i", (text, outOf, expected) => {
    expect(parseCell(text, outOf as 10 | 20)).toEqual(expected);
  });

  it("shows what is stored", () => {
    expect(cellText({ status: "MARK", hundredths: 1250 })).toBe("12.50");
    expect(cellText({ status: "CLEARED", hundredths: null })).toBe("");
    expect(cellText(undefined)).toBe("");
  });
});

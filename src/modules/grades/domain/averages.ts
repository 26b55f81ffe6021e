import { mean, Ratio, sum } from "./decimal";

/**
 * Averages of the Algerian school (docs/grades.md gives the worked examples).
 *
 * Subject term average, the ministry's rule for middle and secondary schools (correspondence n°1711 of 19 October
 * 2022): continuous evaluation CE = the mean of the activities mark and the term's tests; average =
 * (CE + 2 × exam) / 3, out of 20. Primary schools: out of 10, (CE + final evaluation) / 2. The level's
 * coefficients tune it: CE = (a × activities + t × Σ tests) / (a + t × number of tests), then
 * average = (CE + e × exam) / (1 + e), with a = assessment, t = test, e = exam coefficient — defaults
 * a = t = 1, e = 2 (primary: e = 1) give the rule exactly.
 *
 * Marks: a number, "ABSENT" (not counted; the average uses what remains) or "EXEMPT" (not counted). A missing
 * mark is `null`: the average cannot be computed (report cards refuse to be generated).
 */
export type Mark = Ratio | "ABSENT" | "EXEMPT" | null;
export type EvaluationKind = "CONTINUOUS" | "TEST" | "EXAM" | "QUIZ" | "NOTE";

export interface LevelCoefficients {
  assessment: number;
  test: number;
  exam: number;
}

export const MIDDLE_SECONDARY_DEFAULTS: LevelCoefficients = { assessment: 1, test: 1, exam: 2 };
export const PRIMARY_DEFAULTS: LevelCoefficients = { assessment: 1, test: 1, exam: 1 };

export type SubjectAverage =
  | { kind: "average"; value: Ratio }
  /** every mark absent or exempt: nothing to average (shown as such, counts nowhere) */
  | { kind: "none" }
  | { kind: "missing"; evaluations: number[] };

const counted = (m: Mark): m is Ratio => m instanceof Ratio;

/**
 * One subject's term average from its evaluations' marks. Continuous evaluation, quizzes and notes make the
 * activities mark (their mean); tests are the devoirs; the exam is the term's composition (several exams: their
 * mean).
 */
export function subjectAverage(
  marks: readonly { kind: EvaluationKind; mark: Mark }[],
  coefficients: LevelCoefficients,
): SubjectAverage {
  const missing = marks.flatMap((m, i) => (m.mark === null ? [i] : []));
  if (missing.length) return { kind: "missing", evaluations: missing };
  const activities = mean(
    marks
      .filter((m) => m.kind === "CONTINUOUS" || m.kind === "QUIZ" || m.kind === "NOTE")
      .map((m) => m.mark)
      .filter(counted),
  );
  const tests = marks
    .filter((m) => m.kind === "TEST")
    .map((m) => m.mark)
    .filter(counted);
  const exam = mean(
    marks
      .filter((m) => m.kind === "EXAM")
      .map((m) => m.mark)
      .filter(counted),
  );

  let ce: Ratio | null = null;
  const weight = (activities ? coefficients.assessment : 0) + coefficients.test * tests.length;
  if (weight > 0) {
    const total = (activities ? activities.mul(coefficients.assessment) : Ratio.of(0)).add(
      sum(tests).mul(coefficients.test),
    );
    ce = total.div(weight);
  }
  if (ce && exam) return { kind: "average", value: ce.add(exam.mul(coefficients.exam)).div(1 + coefficients.exam) };
  if (exam) return { kind: "average", value: exam };
  if (ce) return { kind: "average", value: ce };
  return { kind: "none" };
}

/**
 * The overall term average: Σ(subject average × coefficient) / Σ coefficients over the subjects that have an
 * average and are not exempt; the general total is the numerator.
 */
export function overallAverage(subjects: readonly { average: Ratio | null; coefficient: number; exempt?: boolean }[]) {
  const used = subjects.filter((s) => s.average && !s.exempt && s.coefficient > 0);
  const coefficients = used.reduce((n, s) => n + s.coefficient, 0);
  if (coefficients === 0) return null;
  const total = sum(used.map((s) => s.average!.mul(s.coefficient)));
  return { average: total.div(coefficients), total, coefficients };
}

/** The annual average, by default the mean of the terms' overall averages (the terms that have one). */
export function annualAverage(terms: readonly (Ratio | null)[]) {
  return mean(terms.filter((t): t is Ratio => t !== null));
}

/** Class statistics of a subject or of the overall average: mean, highest, lowest. */
export function classStats(values: readonly (Ratio | null)[]) {
  const present = values.filter((v): v is Ratio => v !== null);
  if (!present.length) return null;
  const sorted = [...present].sort((a, b) => a.cmp(b));
  return { average: mean(present)!, lowest: sorted[0]!, highest: sorted.at(-1)! };
}

/**
 * Rank in class, "standard competition" style on the rounded averages (what the card prints): 1, 2, 2, 4. Students
 * without an average get no rank.
 */
export function ranks<K>(entries: readonly { key: K; average: Ratio | null }[]): Map<K, number> {
  const rounded = entries.filter((e) => e.average).map((e) => ({ key: e.key, h: e.average!.toHundredths() }));
  rounded.sort((a, b) => b.h - a.h);
  const result = new Map<K, number>();
  rounded.forEach((e, i) =>
    result.set(e.key, i > 0 && rounded[i - 1]!.h === e.h ? result.get(rounded[i - 1]!.key)! : i + 1),
  );
  return result;
}

/** The 8-step appreciation scale (spec §9), from the average's share of the maximum. */
export const APPRECIATIONS = [
  "EXCELLENT",
  "VERY_GOOD",
  "GOOD",
  "ABOVE_AVERAGE",
  "AVERAGE",
  "BELOW_AVERAGE",
  "INSUFFICIENT",
  "VERY_INSUFFICIENT",
] as const;
export type Appreciation = (typeof APPRECIATIONS)[number];
/** Lower bounds out of 20, for each step but the last (a school may set its own). */
export const DEFAULT_APPRECIATION_BOUNDS = [18, 16, 14, 12, 10, 8, 6] as const;

export function appreciation(
  average: Ratio,
  outOf: 10 | 20 = 20,
  bounds: readonly number[] = DEFAULT_APPRECIATION_BOUNDS,
): Appreciation {
  const on20 = average.mul(20).div(outOf).toHundredths();
  const step = bounds.findIndex((b) => on20 >= b * 100);
  return APPRECIATIONS[step === -1 ? APPRECIATIONS.length - 1 : step]!;
}

/**
 * The class council's distinctions, from the overall average out of 20 (thresholds the school may change):
 * امتياز / Excellence ≥ 18, تهنئة / Félicitations ≥ 15, تشجيع / Encouragements ≥ 14, لوحة الشرف / Tableau d'honneur
 * ≥ 12. No warning or blame is ever printed (ministerial decision n°68 of 12 July 2018).
 */
export const DISTINCTIONS = ["EXCELLENCE", "CONGRATULATIONS", "ENCOURAGEMENTS", "HONOUR_ROLL"] as const;
export type Distinction = (typeof DISTINCTIONS)[number];
export const DEFAULT_DISTINCTION_BOUNDS: Record<Distinction, number> = {
  EXCELLENCE: 18,
  CONGRATULATIONS: 15,
  ENCOURAGEMENTS: 14,
  HONOUR_ROLL: 12,
};

export function distinction(
  average: Ratio,
  outOf: 10 | 20 = 20,
  bounds: Record<Distinction, number> = DEFAULT_DISTINCTION_BOUNDS,
): Distinction | null {
  const on20 = average.mul(20).div(outOf).toHundredths();
  return DISTINCTIONS.find((d) => on20 >= bounds[d] * 100) ?? null;
}

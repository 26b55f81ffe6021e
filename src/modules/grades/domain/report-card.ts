import {
  appreciation,
  classStats,
  distinction,
  overallAverage,
  ranks,
  subjectAverage,
  type Appreciation,
  type Distinction,
  type EvaluationKind,
  type LevelCoefficients,
  type Mark,
} from "./averages";
import { Ratio } from "./decimal";

/**
 * A class's report cards for a term, from its grade table: the one place where marks become the figures a card
 * prints. Pure (no database); the service loads the inputs and stores the result.
 *
 * Rounding: a subject's average is computed exactly and rounded once (two decimals, half up); the card prints that
 * rounded average, its weighted mark (rounded average × coefficient) and the overall average computed from those
 * printed figures — so a parent with a calculator finds the same overall average as the card.
 */

export interface CardSubject {
  subjectId: string;
  classSubjectId: string;
  coefficient: number;
}

export interface CardEvaluation {
  id: string;
  classSubjectId: string;
  kind: EvaluationKind;
}

export interface CardSettings {
  outOf: 10 | 20;
  coefficients: LevelCoefficients;
  showRank: boolean;
  /** excellence, congratulations, encouragements, honour roll — out of 20, hundredths */
  distinctionBounds: readonly number[];
}

export interface CardInput {
  students: readonly { id: string }[];
  subjects: readonly CardSubject[];
  evaluations: readonly CardEvaluation[];
  /** `${evaluationId}:${studentId}` → the cell (absent key: no mark yet) */
  marks: ReadonlyMap<string, Exclude<Mark, null>>;
  /** `${studentId}:${subjectId}` */
  exemptions: ReadonlySet<string>;
  /** studentId → absences of the term (sessions) */
  absences?: ReadonlyMap<string, { justified: number; unjustified: number }>;
  settings: CardSettings;
}

export interface MissingGrade {
  studentId: string;
  subjectId: string;
  evaluationId: string;
}

/** What a card stores and prints (JSON-safe: hundredths, not ratios). */
export interface CardContent {
  outOf: 10 | 20;
  subjects: {
    subjectId: string;
    coefficient: number;
    exempt: boolean;
    /** hundredths; null: exempt, or nothing to average */
    average: number | null;
    weighted: number | null;
    classAverage: number | null;
    highest: number | null;
    lowest: number | null;
  }[];
  /** hundredths */
  average: number | null;
  total: number | null;
  coefficients: number;
  rank: number | null;
  classSize: number;
  classAverage: number | null;
  highest: number | null;
  lowest: number | null;
  appreciation: Appreciation | null;
  distinction: Distinction | null;
  absences: { justified: number; unjustified: number };
}

export type CardsResult =
  { kind: "missing"; missing: MissingGrade[] } | { kind: "cards"; cards: Map<string, CardContent> };

const h = (r: Ratio | null | undefined) => (r ? r.toHundredths() : null);

export function buildCards(input: CardInput): CardsResult {
  const { students, subjects, evaluations, marks, exemptions, settings } = input;
  const bySubject = new Map<string, CardEvaluation[]>();
  for (const e of evaluations) bySubject.set(e.classSubjectId, [...(bySubject.get(e.classSubjectId) ?? []), e]);

  const missing: MissingGrade[] = [];
  // subject averages, rounded once
  const averages = new Map<string, Map<string, Ratio | null>>(); // studentId → subjectId → rounded average
  for (const student of students) {
    const row = new Map<string, Ratio | null>();
    for (const subject of subjects) {
      if (exemptions.has(`${student.id}:${subject.subjectId}`)) continue;
      const evs = bySubject.get(subject.classSubjectId) ?? [];
      const result = subjectAverage(
        evs.map((e) => ({ kind: e.kind, mark: marks.get(`${e.id}:${student.id}`) ?? null })),
        settings.coefficients,
      );
      if (result.kind === "missing") {
        for (const i of result.evaluations)
          missing.push({ studentId: student.id, subjectId: subject.subjectId, evaluationId: evs[i]!.id });
        row.set(subject.subjectId, null);
      } else
        row.set(subject.subjectId, result.kind === "average" ? Ratio.hundredths(result.value.toHundredths()) : null);
    }
    averages.set(student.id, row);
  }
  if (missing.length) return { kind: "missing", missing };

  const overall = new Map(
    students.map((s) => [
      s.id,
      overallAverage(
        subjects.map((sub) => ({
          average: averages.get(s.id)!.get(sub.subjectId) ?? null,
          coefficient: sub.coefficient,
        })),
      ),
    ]),
  );
  const rounded = new Map(
    students.map((s) => [s.id, overall.get(s.id) ? Ratio.hundredths(overall.get(s.id)!.average.toHundredths()) : null]),
  );
  const rankOf = ranks(students.map((s) => ({ key: s.id, average: rounded.get(s.id) ?? null })));
  const subjectStats = new Map(
    subjects.map((sub) => [
      sub.subjectId,
      classStats(students.map((s) => averages.get(s.id)!.get(sub.subjectId) ?? null)),
    ]),
  );
  const overallStats = classStats(students.map((s) => rounded.get(s.id) ?? null));
  const [excellence, congratulations, encouragements, honourRoll] = settings.distinctionBounds.map((b) => b / 100);
  const bounds = {
    EXCELLENCE: excellence ?? 18,
    CONGRATULATIONS: congratulations ?? 15,
    ENCOURAGEMENTS: encouragements ?? 14,
    HONOUR_ROLL: honourRoll ?? 12,
  };

  const cards = new Map<string, CardContent>();
  for (const s of students) {
    const row = averages.get(s.id)!;
    const avg = rounded.get(s.id) ?? null;
    const o = overall.get(s.id);
    cards.set(s.id, {
      outOf: settings.outOf,
      subjects: subjects.map((sub) => {
        const exempt = exemptions.has(`${s.id}:${sub.subjectId}`);
        const a = exempt ? null : (row.get(sub.subjectId) ?? null);
        const stats = subjectStats.get(sub.subjectId);
        return {
          subjectId: sub.subjectId,
          coefficient: sub.coefficient,
          exempt,
          average: h(a),
          weighted: a ? h(a.mul(sub.coefficient)) : null,
          classAverage: h(stats?.average),
          highest: h(stats?.highest),
          lowest: h(stats?.lowest),
        };
      }),
      average: h(avg),
      total: o ? h(o.total) : null,
      coefficients: o?.coefficients ?? 0,
      rank: settings.showRank ? (rankOf.get(s.id) ?? null) : null,
      classSize: students.length,
      classAverage: h(overallStats?.average),
      highest: h(overallStats?.highest),
      lowest: h(overallStats?.lowest),
      appreciation: avg ? appreciation(avg, settings.outOf) : null,
      distinction: avg ? distinction(avg, settings.outOf, bounds) : null,
      absences: input.absences?.get(s.id) ?? { justified: 0, unjustified: 0 },
    });
  }
  return { kind: "cards", cards };
}

/**
 * The annual average from the terms' overall averages (hundredths): the mean of the terms that have one, or the
 * school's weights (weights of missing terms drop out). Rounded half up to hundredths.
 */
export function annualFromTerms(terms: readonly (number | null)[], weights: readonly number[] = []): number | null {
  let num = Ratio.of(0);
  let den = 0;
  terms.forEach((t, i) => {
    if (t === null) return;
    const w = weights.length ? (weights[i] ?? 0) : 1;
    if (w <= 0) return;
    num = num.add(Ratio.hundredths(t).mul(w));
    den += w;
  });
  return den ? num.div(den).toHundredths() : null;
}

/** A grade table cell as typed: "12.5", "12,5", "abs"/"a" (absent), "disp"/"x"/"e" (exempt), "" (empty). */
export type ParsedCell =
  | { status: "MARK"; hundredths: number }
  | { status: "ABSENT" }
  | { status: "EXEMPT" }
  | { status: "CLEARED" }
  | { error: "format" | "range" };

const ABSENT_WORDS = new Set(["a", "abs", "abs.", "absent", "absente", "absent(e)", "غ", "غائب", "غائبة"]);
const EXEMPT_WORDS = new Set([
  "d",
  "disp",
  "dispensé",
  "dispense",
  "dispensée",
  "e",
  "ex",
  "exempt",
  "exempted",
  "x",
  "م",
  "معفى",
  "معفي",
  "معفاة",
]);

export function parseCell(text: string, outOf: 10 | 20): ParsedCell {
  const value = text
    .trim()
    .toLowerCase()
    // Arabic-Indic digits and the Arabic decimal separator, as an Arabic keyboard types them
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066b]/g, ".");
  if (value === "") return { status: "CLEARED" };
  if (ABSENT_WORDS.has(value)) return { status: "ABSENT" };
  if (EXEMPT_WORDS.has(value)) return { status: "EXEMPT" };
  let mark: Ratio;
  try {
    mark = Ratio.parse(value);
  } catch {
    return { error: "format" };
  }
  const hundredths = mark.toHundredths();
  if (hundredths < 0 || hundredths > outOf * 100) return { error: "range" };
  return { status: "MARK", hundredths };
}

/** The cell's stored value as the table shows it ("12.5" keeps what was typed to two decimals: "12.50"). */
export function cellText(cell: { status: string; hundredths: number | null } | undefined): string {
  if (!cell || cell.status === "CLEARED") return "";
  if (cell.status === "ABSENT") return "ABS";
  if (cell.status === "EXEMPT") return "DISP";
  return Ratio.hundredths(cell.hundredths ?? 0).toFixed2();
}

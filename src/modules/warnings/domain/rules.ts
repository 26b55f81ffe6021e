/** Early warning (issue 31): the thresholds a school sets, and the rule that flags a pupil. */
export interface WarningRules {
  /** absences (sessions) this week at or above which, when more than last week, a pupil is flagged */
  absences: number;
  /** homework not done this week at or above which, when more than last week, a pupil is flagged */
  homework: number;
  /** a fall of the mean mark (hundredths of a point out of 20) from the four weeks before to the last four */
  averageDrop: number;
}

export const DEFAULT_WARNING_RULES: WarningRules = { absences: 3, homework: 3, averageDrop: 200 };

export function resolveWarningRules(stored: unknown): WarningRules {
  const s = (stored ?? {}) as Partial<Record<keyof WarningRules, unknown>>;
  const pick = (k: keyof WarningRules, min: number, max: number) => {
    const v = Number(s[k]);
    return Number.isInteger(v) && v >= min && v <= max ? v : DEFAULT_WARNING_RULES[k];
  };
  return {
    absences: pick("absences", 1, 50),
    homework: pick("homework", 1, 50),
    averageDrop: pick("averageDrop", 10, 2000),
  };
}

export interface PupilTrend {
  absences: { now: number; before: number };
  homework: { now: number; before: number };
  /** mean marks in hundredths, null without marks in that window */
  average: { now: number | null; before: number | null };
}

export type WarningReason = "absences" | "homework" | "average";

/** Why a pupil is flagged: rising past the school's thresholds, week over week (marks: four weeks over four). */
export function warningReasons(trend: PupilTrend, rules: WarningRules): WarningReason[] {
  const reasons: WarningReason[] = [];
  if (trend.absences.now >= rules.absences && trend.absences.now > trend.absences.before) reasons.push("absences");
  if (trend.homework.now >= rules.homework && trend.homework.now > trend.homework.before) reasons.push("homework");
  if (
    trend.average.now !== null &&
    trend.average.before !== null &&
    trend.average.before - trend.average.now >= rules.averageDrop
  )
    reasons.push("average");
  return reasons;
}

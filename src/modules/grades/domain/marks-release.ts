/**
 * Marks as they come (issue 32): when a released evaluation's marks reach a level's families. A school chooses per
 * level: never (the report card only, as before), at the teacher's release, or a number of days after it; and may
 * let the students see them some days before their parents (Pronote's staggered publication). Client-safe.
 *
 * students see them at   release + delay           (delay = 0 for AT_RELEASE)
 * parents see them at    release + delay + lag
 * NEVER: nobody sees them, whatever the evaluation says.
 */
export const MARKS_RELEASE_MODES = ["NEVER", "AT_RELEASE", "AFTER_DAYS"] as const;
export type MarksReleaseMode = (typeof MARKS_RELEASE_MODES)[number];

export interface MarksRule {
  mode: MarksReleaseMode;
  /** AFTER_DAYS: days after the release the students see the marks */
  delayDays: number;
  /** days the parents wait after the students (0: together) */
  parentsLagDays: number;
}

export type MarksAudience = "STUDENT" | "PARENT";

const DAY = 24 * 60 * 60 * 1000;

/** Days after the release an audience waits under the rule (NEVER: none, since nobody sees anything). */
function waitDays(rule: MarksRule, audience: MarksAudience): number {
  const delay = rule.mode === "AFTER_DAYS" ? Math.max(0, rule.delayDays) : 0;
  return delay + (audience === "PARENT" ? Math.max(0, rule.parentsLagDays) : 0);
}

/** The moment an audience sees a released evaluation's marks; null when it never does (not released, or NEVER). */
export function visibleFrom(rule: MarksRule, releasedAt: Date | null, audience: MarksAudience): Date | null {
  if (!releasedAt || rule.mode === "NEVER") return null;
  return new Date(releasedAt.getTime() + waitDays(rule, audience) * DAY);
}

/** Does this audience see the evaluation's marks at `now`? */
export function isVisible(rule: MarksRule, releasedAt: Date | null, audience: MarksAudience, now: Date): boolean {
  const from = visibleFrom(rule, releasedAt, audience);
  return !!from && from.getTime() <= now.getTime();
}

/** The latest release an audience sees at `now` (a query bound: releasedAt ≤ it), null when the rule shows nothing. */
export function releasedBefore(rule: MarksRule, audience: MarksAudience, now: Date): Date | null {
  if (rule.mode === "NEVER") return null;
  return new Date(now.getTime() - waitDays(rule, audience) * DAY);
}

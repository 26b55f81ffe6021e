/**
 * Which school events notify whom. A school chooses, per event, the people it reaches among those the event
 * concerns (the parents of the student, the student); `notify(...)` applies the choice when it stores the rows.
 * The rules are about families: the school's own staff, when an event concerns them (an event for the staff), are
 * always told.
 * Workflow notices (a justification to decide, the school's answer) are not events a school turns off: they are
 * the only way the other side learns it has something to do. Client-safe: no zod, no server imports.
 */
export const RULE_EVENTS = [
  "absence.recorded",
  "homework.set",
  "reportCard.published",
  "marks.released",
  "event.published",
  "payment.overdue",
] as const;
export type RuleEvent = (typeof RULE_EVENTS)[number];

export const RULE_AUDIENCES = ["PARENT", "STUDENT"] as const;
export type RuleAudience = (typeof RULE_AUDIENCES)[number];

export type NotificationRules = Record<RuleEvent, RuleAudience[]>;

/**
 * What a school gets until it chooses: absences and overdue payments go to the parents, homework, report cards and
 * events to both.
 */
export const DEFAULT_RULES: NotificationRules = {
  "absence.recorded": ["PARENT"],
  "homework.set": ["PARENT", "STUDENT"],
  "reportCard.published": ["PARENT", "STUDENT"],
  /** an evaluation's marks reached its families (issue 32: marks as they come) */
  "marks.released": ["PARENT", "STUDENT"],
  "event.published": ["PARENT", "STUDENT"],
  "payment.overdue": ["PARENT"],
};

export function isRuleEvent(kind: string): kind is RuleEvent {
  return (RULE_EVENTS as readonly string[]).includes(kind);
}

/** The school's stored rules (a JSON column, possibly from an older version) over the defaults. */
export function resolveRules(stored: unknown): NotificationRules {
  const rules: NotificationRules = { ...DEFAULT_RULES };
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return rules;
  for (const event of RULE_EVENTS) {
    const value = (stored as Record<string, unknown>)[event];
    if (Array.isArray(value)) rules[event] = RULE_AUDIENCES.filter((a) => value.includes(a));
  }
  return rules;
}

import type { MessageKey, MessageValues } from "~/lib/messages";

type Say = (key: MessageKey, values?: MessageValues) => string;

/** One child's week, as the weekly brief reads it (issue 31): only what happened, nothing when all is well. */
export interface ChildWeek {
  child: string;
  absences: number;
  lateness: number;
  homeworkNotDone: number;
  /** new marks the school released this week */
  newMarks: number;
  /** fees due now, in centimes (0: none) */
  feesDue: number;
  /** events of next week */
  events: number;
}

export interface Brief {
  /** nothing to say: all is well (a family may choose to receive nothing then) */
  empty: boolean;
  /** the lines of the brief, in order, each a short sentence */
  lines: string[];
  /** the same in one SMS-sized text (counts and the child's name only when the school chose detailed messages) */
  sms: string;
}

/**
 * Composes one child's weekly brief: absences and lateness, homework not done, new marks, fees due, next week's
 * events — only the non-empty ones, in that order. The SMS version says what and how many in one line, with the
 * child's first name, only when the school chose detailed messages (an SMS crosses operators and borders: absences
 * and homework are a child's detail); otherwise it says the brief is ready in Wasla.
 */
export function composeBrief(say: Say, week: ChildWeek, options: { school: string; detailed: boolean; money: (centimes: number) => string }): Brief {
  const parts: { line: string; short: string }[] = [];
  if (week.absences) parts.push({ line: say("brief.absences", { count: week.absences }), short: say("brief.short.absences", { count: week.absences }) });
  if (week.lateness) parts.push({ line: say("brief.lateness", { count: week.lateness }), short: say("brief.short.lateness", { count: week.lateness }) });
  if (week.homeworkNotDone) parts.push({ line: say("brief.homework", { count: week.homeworkNotDone }), short: say("brief.short.homework", { count: week.homeworkNotDone }) });
  if (week.newMarks) parts.push({ line: say("brief.marks", { count: week.newMarks }), short: say("brief.short.marks", { count: week.newMarks }) });
  if (week.feesDue > 0) parts.push({ line: say("brief.fees", { amount: options.money(week.feesDue) }), short: say("brief.short.fees") });
  if (week.events) parts.push({ line: say("brief.events", { count: week.events }), short: say("brief.short.events", { count: week.events }) });
  // absences or homework are a child's detail: without detailed messages the SMS only says the brief is ready
  const sms = !options.detailed
    ? say("brief.sms.private", { school: options.school })
    : parts.length === 0
      ? say("brief.sms.calm", { school: options.school, child: week.child })
      : say("brief.sms", { school: options.school, child: week.child, items: parts.map((p) => p.short).join(", ") });
  return { empty: parts.length === 0, lines: parts.map((p) => p.line), sms };
}

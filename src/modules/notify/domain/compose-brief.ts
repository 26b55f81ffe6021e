import type { MessageKey, MessageValues } from "~/lib/messages";

type Say = (key: MessageKey, values?: MessageValues) => string;

/** One child's week, as the weekly brief reads it (issue 31): only what happened, nothing when all is well. */
export interface ChildWeek {
  child: string;
  absences: number;
  /** sessions marked "present without report" (Wasla records no separate lateness: the spec's three attendance states) */
  noReport: number;
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
 * Composes one child's weekly brief: absences and sessions "present without report", homework not done, new marks, fees due, next week's
 * events — only the non-empty ones, in that order. The SMS version says what and how many in one line, with the
 * child's first name, only when the school chose detailed messages (an SMS crosses operators and borders: absences
 * and homework are a child's detail); otherwise it says the brief is ready in Wasla.
 */
export function composeBrief(
  say: Say,
  week: ChildWeek,
  options: { school: string; detailed: boolean; money: (centimes: number) => string },
): Brief {
  const parts: { line: string; short: string }[] = [];
  if (week.absences)
    parts.push({
      line: say("brief.absences", { count: week.absences }),
      short: say("brief.short.absences", { count: week.absences }),
    });
  if (week.noReport)
    parts.push({
      line: say("brief.noReport", { count: week.noReport }),
      short: say("brief.short.noReport", { count: week.noReport }),
    });
  if (week.homeworkNotDone)
    parts.push({
      line: say("brief.homework", { count: week.homeworkNotDone }),
      short: say("brief.short.homework", { count: week.homeworkNotDone }),
    });
  if (week.newMarks)
    parts.push({
      line: say("brief.marks", { count: week.newMarks }),
      short: say("brief.short.marks", { count: week.newMarks }),
    });
  if (week.feesDue > 0)
    parts.push({ line: say("brief.fees", { amount: options.money(week.feesDue) }), short: say("brief.short.fees") });
  if (week.events)
    parts.push({
      line: say("brief.events", { count: week.events }),
      short: say("brief.short.events", { count: week.events }),
    });
  // absences or homework are a child's detail: without detailed messages the SMS only says the brief is ready
  const sms = !options.detailed
    ? say("brief.sms.private", { school: options.school })
    : parts.length === 0
      ? say("brief.sms.calm", { school: options.school, child: week.child })
      : say("brief.sms", { school: options.school, child: week.child, items: parts.map((p) => p.short).join(", ") });
  return { empty: parts.length === 0, lines: parts.map((p) => p.line), sms };
}

/** A teacher's week, as their own brief reads it: what waits for them, nothing when nothing does. */
export interface TeacherWeek {
  /** homework of theirs whose pupils said "done" and that they have not corrected yet */
  uncorrected: number;
  /** sessions of their timetable this week with no textbook entry */
  missingEntries: number;
}

export function composeTeacherBrief(say: Say, week: TeacherWeek): string[] {
  const lines: string[] = [];
  if (week.uncorrected) lines.push(say("brief.teacher.uncorrected", { count: week.uncorrected }));
  if (week.missingEntries) lines.push(say("brief.teacher.entries", { count: week.missingEntries }));
  return lines;
}

/** A child's week as a notification's parameters (counts only where non-zero: the row stays small). */
export function weekParams(week: ChildWeek & { studentId: string }): Record<string, string | number> {
  const params: Record<string, string | number> = { child: week.child, student: week.studentId };
  for (const key of WEEK_COUNTS) if (week[key]) params[key] = week[key];
  return params;
}

/** The child's week a "brief.weekly" notification stored (the feed, the push, the SMS read it in their language). */
export function weekOfParams(params: Record<string, string | number>): ChildWeek {
  const n = (key: (typeof WEEK_COUNTS)[number]) => Number(params[key] ?? 0) || 0;
  return {
    child: String(params.child ?? ""),
    absences: n("absences"),
    noReport: n("noReport"),
    homeworkNotDone: n("homeworkNotDone"),
    newMarks: n("newMarks"),
    feesDue: n("feesDue"),
    events: n("events"),
  };
}

const WEEK_COUNTS = ["absences", "noReport", "homeworkNotDone", "newMarks", "feesDue", "events"] as const;

/**
 * A school's messaging rules (issue 30): whether parents may start a conversation with a teacher (else only with the
 * office), and the teachers' hours. Outside the hours a parent can still write: they are told when to expect an
 * answer, and staff are not pushed (the bell still counts it). Times are Algeria's (UTC+1 all year). Client-safe.
 */
export interface MessagingRules {
  /** "HH:MM" */
  hoursFrom: string;
  /** "HH:MM", after hoursFrom */
  hoursTo: string;
  /** days of the week the hours hold: 0 = Sunday … 6 = Saturday (Algeria's week: Sunday to Thursday) */
  days: number[];
  /** parents may write to their children's teachers (false: to the office only; teachers may still write to them) */
  parentsToTeachers: boolean;
  /** pupils may write to their own teachers (off by default; their parents are in those conversations) */
  studentsToTeachers: boolean;
}

export const DEFAULT_MESSAGING_RULES: MessagingRules = {
  hoursFrom: "08:00",
  hoursTo: "16:30",
  days: [0, 1, 2, 3, 4],
  parentsToTeachers: true,
  studentsToTeachers: false,
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ALGERIA_UTC_OFFSET_MINUTES = 60;
const DAY = 24 * 60;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The stored rules (a JSON column, possibly absent or from an older version) over the defaults. */
export function resolveMessagingRules(stored: unknown): MessagingRules {
  const d = DEFAULT_MESSAGING_RULES;
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return { ...d, days: [...d.days] };
  const s = stored as Record<string, unknown>;
  const time = (v: unknown, fallback: string) => (typeof v === "string" && TIME.test(v) ? v : fallback);
  const hoursFrom = time(s.hoursFrom, d.hoursFrom);
  const hoursTo = time(s.hoursTo, d.hoursTo);
  const days = Array.isArray(s.days)
    ? [...new Set(s.days.filter((x): x is number => Number.isInteger(x) && x >= 0 && x <= 6))].sort()
    : [...d.days];
  return {
    ...(minutes(hoursFrom) < minutes(hoursTo)
      ? { hoursFrom, hoursTo }
      : { hoursFrom: d.hoursFrom, hoursTo: d.hoursTo }),
    days,
    parentsToTeachers: typeof s.parentsToTeachers === "boolean" ? s.parentsToTeachers : d.parentsToTeachers,
    studentsToTeachers: typeof s.studentsToTeachers === "boolean" ? s.studentsToTeachers : d.studentsToTeachers,
  };
}

/** Algeria's day of the week and minute of the day at `at`. */
function local(at: Date) {
  const total = Math.floor(at.getTime() / 60_000) + ALGERIA_UTC_OFFSET_MINUTES;
  const day = Math.floor(total / DAY);
  // 1970-01-01 was a Thursday (4)
  return {
    weekday: (((day + 4) % 7) + 7) % 7,
    minute: ((total % DAY) + DAY) % DAY,
    dayStart: (day * DAY - ALGERIA_UTC_OFFSET_MINUTES) * 60_000,
  };
}

/** Whether `at` falls in the teachers' hours. */
export function inTeachersHours(at: Date, rules: MessagingRules): boolean {
  const { weekday, minute } = local(at);
  return rules.days.includes(weekday) && minute >= minutes(rules.hoursFrom) && minute < minutes(rules.hoursTo);
}

/** When the teachers' hours next open at or after `at` (`at` itself inside them); null when no day is set. */
export function nextTeachersHours(at: Date, rules: MessagingRules): Date | null {
  if (inTeachersHours(at, rules)) return at;
  const { weekday, minute, dayStart } = local(at);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = (weekday + ahead) % 7;
    if (!rules.days.includes(day)) continue;
    if (ahead === 0 && minute >= minutes(rules.hoursFrom)) continue;
    return new Date(dayStart + ahead * DAY * 60_000 + minutes(rules.hoursFrom) * 60_000);
  }
  return null;
}

/**
 * When a push may ring on a phone. A school sets quiet hours (pushes wait for their end) and, if it wants, a time
 * of day for results (report cards published during the day are pushed at that time, when families are home
 * together, not when the child is in class). The feed and the bell update at once whatever this says: only the
 * push to the phone waits. Times are Algeria's (UTC+1 all year, no daylight saving since 1981). Client-safe.
 */
export interface PushSchedule {
  /** "HH:MM": quiet hours start (both null or equal: no quiet hours) */
  quietFrom: string | null;
  /** "HH:MM": quiet hours end */
  quietTo: string | null;
  /** "HH:MM": results are pushed at this time of day; null: at once */
  resultsAt: string | null;
}

export const DEFAULT_PUSH_SCHEDULE: PushSchedule = { quietFrom: "20:00", quietTo: "07:00", resultsAt: null };

/** The kinds that wait for the school's results time. */
const RESULT_KINDS: readonly string[] = ["reportCard.published"];

const ALGERIA_UTC_OFFSET_MINUTES = 60;
const DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isTimeOfDay(value: unknown): value is string {
  return typeof value === "string" && TIME.test(value);
}

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** The stored schedule (a JSON column, possibly absent or from an older version) over the defaults. */
export function resolvePushSchedule(stored: unknown): PushSchedule {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return { ...DEFAULT_PUSH_SCHEDULE };
  const s = stored as Record<string, unknown>;
  const time = (key: keyof PushSchedule) =>
    s[key] === null ? null : isTimeOfDay(s[key]) ? s[key] : DEFAULT_PUSH_SCHEDULE[key];
  return { quietFrom: time("quietFrom"), quietTo: time("quietTo"), resultsAt: time("resultsAt") };
}

/** Whether a minute of the day (0–1439) falls in the quiet hours; a window may cross midnight. */
export function isQuiet(minuteOfDay: number, schedule: PushSchedule): boolean {
  if (!schedule.quietFrom || !schedule.quietTo) return false;
  const from = minutes(schedule.quietFrom);
  const to = minutes(schedule.quietTo);
  if (from === to) return false;
  return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
}

/**
 * Results day (issue 35): the classes a school publishes for its results time are pushed in waves this many minutes
 * apart, in the order they were published — the whole school's families do not arrive in the same minute (Pronote's
 * staggered publication). The school sees the plan on /report-cards.
 */
export const RESULTS_WAVE_MINUTES = 5;

/** The results time a class published now is pushed at, before waves (quiet hours aside); null without one. */
export function resultsMoment(now: Date, schedule: PushSchedule): Date | null {
  if (!schedule.resultsAt) return null;
  return pushTime(now, RESULT_KINDS[0]!, { ...schedule, quietFrom: null, quietTo: null });
}

/** The `index`-th class's wave (0 first) of a results moment. */
export function resultsWave(moment: Date, index: number): Date {
  return new Date(moment.getTime() + index * RESULTS_WAVE_MINUTES * 60_000);
}

/** The first moment at or after `now` (to the minute) when a push of this kind may ring. */
export function pushTime(now: Date, kind: string, schedule: PushSchedule): Date {
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const local = startOfMinute / 60_000 + ALGERIA_UTC_OFFSET_MINUTES;
  const minuteOfDay = ((local % DAY) + DAY) % DAY;
  let wait = 0;
  if (schedule.resultsAt && RESULT_KINDS.includes(kind)) wait = (minutes(schedule.resultsAt) - minuteOfDay + DAY) % DAY;
  const at = (minuteOfDay + wait) % DAY;
  if (isQuiet(at, schedule)) wait += (minutes(schedule.quietTo!) - at + DAY) % DAY;
  return wait === 0 ? now : new Date(startOfMinute + wait * 60_000);
}

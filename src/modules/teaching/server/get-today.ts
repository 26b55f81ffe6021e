import { dayStatus, sessionPhase, sessionsOfDate } from "~/modules/teaching/domain/sessions";
import { addDays, dayKey, schoolClock } from "~/lib/school-time";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { loadCalendar } from "./load-calendar";
import { slotsFor, weekSlotSelect, type WeekInput } from "./get-week";

/**
 * The dashboard's "courses in progress" and today's timeline for a viewer (a teacher's own sessions, a student's or
 * a parent's child's, an administrator's whole school), and the next school day's sessions.
 */
export async function getToday(db: Db, actor: Actor, input: Omit<WeekInput, "date">, now = new Date()) {
  const { where } = await slotsFor(db, actor, input);
  const clock = schoolClock(now);
  const [{ rules }, slots] = await Promise.all([
    loadCalendar(db, input.schoolId),
    db.timetableSlot.findMany({
      where: { ...where, schoolId: input.schoolId },
      select: weekSlotSelect,
      orderBy: { startMinute: "asc" },
    }),
  ]);
  const today = sessionsOfDate(clock.date, slots, rules);
  const cancelled = today.length
    ? new Set(
        (
          await db.sessionRecord.findMany({
            where: { slotId: { in: today.map((s) => s.id) }, date: clock.date, teacherAbsent: true },
            select: { slotId: true },
          })
        ).map((r) => r.slotId),
      )
    : new Set<string | null>();
  const shape = (slot: (typeof slots)[number]) => ({
    slotId: slot.id,
    start: slot.startMinute,
    end: slot.endMinute,
    room: slot.room,
    className: slot.class.name,
    groupName: slot.group?.name ?? null,
    subject: slot.classSubject.subject,
    teacher: slot.classSubject.teacher?.name ?? null,
  });
  let next: { date: string; sessions: ReturnType<typeof shape>[] } | null = null;
  for (let i = 1; i <= 21 && !rules.holidayMode; i++) {
    const date = addDays(clock.date, i);
    const sessions = sessionsOfDate(date, slots, rules);
    if (sessions.length) {
      next = { date: dayKey(date), sessions: sessions.map(shape) };
      break;
    }
  }
  return {
    date: dayKey(clock.date),
    minute: clock.minute,
    status: dayStatus(clock.date, rules),
    today: today.map((slot) => ({
      ...shape(slot),
      phase: sessionPhase(slot, clock.minute),
      cancelled: cancelled.has(slot.id),
    })),
    next,
  };
}

import { dayStatus, sessionsOfDate } from "~/modules/teaching/domain/sessions";
import { addDays, dayKey, schoolClock, weekStart } from "~/lib/school-time";
import { READS_CHILD, relateToChild, relateToClassReader } from "~/platform/api/relations";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { loadCalendar, rulesOn } from "./load-calendar";

export interface WeekInput {
  schoolId: string;
  /** a student's week (the student, their parent, their teachers, the school's admins) */
  studentId?: string;
  /** a class's week */
  classId?: string;
  /** neither: the acting teacher's own week */
  /** any date of the week wanted; default this week */
  date?: Date;
}

const slotSelect = {
  id: true,
  weekday: true,
  startMinute: true,
  endMinute: true,
  room: true,
  classId: true,
  class: { select: { name: true } },
  group: { select: { name: true } },
  classSubject: {
    select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } }, teacher: { select: { name: true } } },
  },
} satisfies Prisma.TimetableSlotSelect;

/**
 * Which slots a week view shows, through the viewer's own relationship to what they asked for: the child named (how
 * they stand to them: relations.ts), the class named, else their own teaching (or, for the administration, the
 * school's). The school itself was checked at the door (timetable.week and .today: memberProcedure; the dashboard).
 */
export async function slotsFor(
  db: Db,
  actor: Actor,
  input: WeekInput,
): Promise<{ where: Prisma.TimetableSlotWhereInput; title: string | null }> {
  if (input.studentId) {
    const student = await relateToChild(db, actor, input.studentId, READS_CHILD);
    if (student.schoolId !== input.schoolId) throw forbidden();
    return {
      title: student.user.name,
      where: {
        class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: student.id } } },
        OR: [{ groupId: null }, { group: { members: { some: { studentId: student.id } } } }],
      },
    };
  }
  if (input.classId) {
    const cls = await relateToClassReader(db, actor, input.classId);
    if (cls.schoolId !== input.schoolId) throw forbidden();
    const { name } = await db.schoolClass.findUniqueOrThrow({ where: { id: cls.id }, select: { name: true } });
    return { title: name, where: { classId: cls.id } };
  }
  if (!hasRole(actor, "TEACHER", input.schoolId)) {
    // the school's administrators: every class (the dashboard's "courses in progress")
    if (administers(actor, input.schoolId))
      return { title: null, where: { schoolId: input.schoolId, class: { schoolYear: { isCurrent: true } } } };
    throw forbidden();
  }
  return {
    title: null,
    where: {
      schoolId: input.schoolId,
      class: { schoolYear: { isCurrent: true } },
      classSubject: { teacherId: actor.userId },
    },
  };
}

/**
 * One week of sessions as a viewer sees it: each day of the school's week with its status (school day, holiday,
 * outside the terms) and its sessions from the timetable, marked cancelled when their record says the teacher was
 * absent, and "in progress" now.
 */
export const weekSlotSelect = slotSelect;

export async function getWeek(db: Db, actor: Actor, input: WeekInput, now = new Date()) {
  const { where, title } = await slotsFor(db, actor, input);
  const clock = schoolClock(now);
  const start = weekStart(input.date ?? clock.date);
  const end = addDays(start, 6);
  const [{ rules }, slots] = await Promise.all([
    loadCalendar(db, input.schoolId),
    db.timetableSlot.findMany({
      where: { ...where, schoolId: input.schoolId },
      select: slotSelect,
      orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
    }),
  ]);
  const records = slots.length
    ? await db.sessionRecord.findMany({
        where: { slotId: { in: slots.map((s) => s.id) }, date: { gte: start, lte: end } },
        select: { slotId: true, date: true, teacherAbsent: true, title: true },
      })
    : [];
  const recordOf = new Map(records.map((r) => [`${r.slotId}|${dayKey(r.date)}`, r]));
  const days = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(start, i);
    const dayRules = rulesOn(rules, date, now);
    const status = dayStatus(date, dayRules);
    if (!rules.schoolDays.includes(date.getUTCDay())) continue;
    const isToday = date.getTime() === clock.date.getTime();
    days.push({
      date: dayKey(date),
      weekday: date.getUTCDay(),
      isToday,
      status,
      sessions: sessionsOfDate(date, slots, dayRules).map((slot) => {
        const record = recordOf.get(`${slot.id}|${dayKey(date)}`);
        return {
          slotId: slot.id,
          start: slot.startMinute,
          end: slot.endMinute,
          room: slot.room,
          className: slot.class.name,
          groupName: slot.group?.name ?? null,
          subject: slot.classSubject.subject,
          teacher: slot.classSubject.teacher?.name ?? null,
          cancelled: record?.teacherAbsent ?? false,
          recorded: !!record,
          inProgress: isToday && clock.minute >= slot.startMinute && clock.minute < slot.endMinute,
        };
      }),
    });
  }
  return {
    title,
    weekStart: dayKey(start),
    previous: dayKey(addDays(start, -7)),
    next: dayKey(addDays(start, 7)),
    today: dayKey(clock.date),
    days,
  };
}

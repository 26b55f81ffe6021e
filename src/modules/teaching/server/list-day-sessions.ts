import { dayStatus, sessionsOfDate } from "~/modules/teaching/domain/sessions";
import { can, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { loadCalendar, rulesOn } from "./load-calendar";

/**
 * The sessions of a date a teacher writes (their own) or an administrator oversees (every class's, or one class's):
 * with whether the record is written, how many students are marked absent, and whether the teacher was absent.
 * An empty list with status "school" is the spec's 'You do not have a session on the selected date.'
 */
export async function listDaySessions(db: Db, actor: Actor, input: { schoolId: string; date: Date; classId?: string }) {
  const admin = administers(actor, input.schoolId);
  if (!can(actor, "textbook.edit", input.schoolId) || (!admin && !hasRole(actor, "TEACHER", input.schoolId)))
    throw forbidden();
  const { rules } = await loadCalendar(db, input.schoolId);
  const dayRules = rulesOn(rules, input.date);
  const slots = await db.timetableSlot.findMany({
    where: {
      schoolId: input.schoolId,
      weekday: input.date.getUTCDay(),
      class: { schoolYear: { isCurrent: true } },
      ...(input.classId ? { classId: input.classId } : {}),
      ...(admin ? {} : { classSubject: { teacherId: actor.userId } }),
    },
    orderBy: [{ startMinute: "asc" }, { class: { name: "asc" } }],
    select: {
      id: true,
      weekday: true,
      startMinute: true,
      endMinute: true,
      room: true,
      class: { select: { id: true, name: true } },
      group: { select: { name: true } },
      classSubject: {
        select: {
          subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
          teacher: { select: { name: true } },
        },
      },
    },
  });
  const taking = sessionsOfDate(input.date, slots, dayRules);
  const records = taking.length
    ? await db.sessionRecord.findMany({
        where: { slotId: { in: taking.map((s) => s.id) }, date: input.date },
        select: {
          slotId: true,
          title: true,
          content: true,
          teacherAbsent: true,
          _count: { select: { marks: { where: { status: "ABSENT" } } } },
        },
      })
    : [];
  const recordOf = new Map(records.map((r) => [r.slotId, r]));
  return {
    status: dayStatus(input.date, dayRules),
    sessions: taking.map((s) => {
      const record = recordOf.get(s.id);
      return {
        slotId: s.id,
        start: s.startMinute,
        end: s.endMinute,
        room: s.room,
        classId: s.class.id,
        className: s.class.name,
        groupName: s.group?.name ?? null,
        subject: s.classSubject.subject,
        teacher: s.classSubject.teacher?.name ?? null,
        written: !!record && !!(record.title || record.content),
        attendanceTaken: !!record,
        absents: record?._count.marks ?? 0,
        teacherAbsent: record?.teacherAbsent ?? false,
      };
    }),
  };
}

import { sessionsOfDate } from "~/lib/teaching/sessions";
import { can, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { AppError, forbidden } from "~/server/errors";
import { administers } from "~/server/services/school/scope";
import { loadCalendar, loadSlot, rulesOn, sessionStudents, teachesSlot } from "./access";

/**
 * One session as its teacher (or an administrator) opens it to write the record: the slot, the record so far, every
 * student with their mark (present when none is stored), and the homework set in it.
 */
export async function getSession(db: Db, actor: Actor, input: { slotId: string; date: Date }) {
  const slot = await loadSlot(db, input.slotId);
  if (!can(actor, "textbook.edit", slot.schoolId) || (!administers(actor, slot.schoolId) && !teachesSlot(actor, slot))) throw forbidden();
  const { rules } = await loadCalendar(db, slot.schoolId, slot.class.schoolYearId);
  if (sessionsOfDate(input.date, [slot], rulesOn(rules, input.date)).length === 0) throw new AppError("BAD_REQUEST", "errors.noSessionOnDate");
  const [record, students] = await Promise.all([
    db.sessionRecord.findUnique({
      where: { slotId_date: { slotId: slot.id, date: input.date } },
      select: {
        id: true,
        title: true,
        content: true,
        nextContent: true,
        workExpected: true,
        teacherAbsent: true,
        updatedAt: true,
        marks: { select: { studentId: true, status: true, justification: true } },
        homeworks: { orderBy: { createdAt: "asc" }, select: { id: true, description: true, dueOn: true, forNextSession: true, noHomework: true } },
      },
    }),
    sessionStudents(db, slot),
  ]);
  const marks = new Map(record?.marks.map((m) => [m.studentId, m]) ?? []);
  return {
    slot: {
      id: slot.id,
      classId: slot.classId,
      className: slot.class.name,
      groupName: slot.group?.name ?? null,
      classSubjectId: slot.classSubjectId,
      groupId: slot.groupId,
      subject: slot.classSubject.subject,
      start: slot.startMinute,
      end: slot.endMinute,
      room: slot.room,
    },
    record: record ? { ...record, marks: undefined } : null,
    students: students.map((s) => ({ id: s.id, name: s.name, status: marks.get(s.id)?.status ?? "PRESENT", justification: marks.get(s.id)?.justification ?? "NONE" })),
  };
}

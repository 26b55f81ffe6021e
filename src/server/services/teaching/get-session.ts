import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { sessionStudents } from "./access";
import { writableSession } from "./session-records";

/**
 * One session as its teacher (or an administrator) opens it to write the record: the slot, the record so far, every
 * student with their mark (present when none is stored), and the homework set in it.
 */
export async function getSession(db: Db, actor: Actor, input: { slotId: string; date: Date }) {
  const slot = await writableSession(db, actor, input.slotId, input.date);
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

import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { sessionStudents } from "./list-session-students";
import { type LoadedSlot } from "./load-slot";
import { writableSession } from "./session-records";

/**
 * One session as its teacher (or an administrator) opens it to write the record: the slot, the record so far, every
 * student with their mark (present when none is stored), and the homework set in it.
 */
export async function getSession(db: Db, actor: Actor, slot: Scoped<"slot">, input: { date: Date }) {
  return sessionView(db, await writableSession(db, actor, slot, input.date), input.date);
}

/**
 * What getSession shows of a slot already found writable on that date: by writableSession, or (/attendance) by
 * being among the sessions of the day listDaySessions lists for the actor.
 */
export async function sessionView(db: Db, slot: LoadedSlot, date: Date) {
  const [record, students] = await Promise.all([
    db.sessionRecord.findUnique({
      where: { slotId_date: { slotId: slot.id, date } },
      select: {
        id: true,
        title: true,
        content: true,
        nextContent: true,
        workExpected: true,
        teacherAbsent: true,
        updatedAt: true,
        marks: { select: { studentId: true, status: true, justification: true } },
        homeworks: {
          orderBy: { createdAt: "asc" },
          select: { id: true, description: true, dueOn: true, forNextSession: true, noHomework: true },
        },
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
    students: students.map((s) => ({
      id: s.id,
      name: s.name,
      status: marks.get(s.id)?.status ?? "PRESENT",
      justification: marks.get(s.id)?.justification ?? "NONE",
    })),
  };
}

import type { AttendanceStatusKey } from "~/modules/teaching/domain/constants";
import { sessionsOfDate } from "~/modules/teaching/domain/sessions";
import { dayKey } from "~/lib/school-time";
import { relateToClassSubject } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";
import { sessionStudents } from "./list-session-students";
import { loadCalendar, rulesOn } from "./load-calendar";
import { loadSlot, type LoadedSlot } from "./load-slot";

type Tx = Prisma.TransactionClient;

/**
 * A session is a timetable slot on a date it takes place. Writing it (its record, its attendance) is for the
 * slot's teacher holding `textbook.edit`, or the school's administrators: the gate checked the right in the slot's
 * school; who teaches its class subject is the relationship (relations.ts), asked here.
 */
export async function writableSession(db: Db, actor: Actor, gated: Scoped<"slot">, date: Date) {
  await relateToClassSubject(db, actor, gated.classSubjectId, ["textbook.edit"]);
  const slot = await loadSlot(db, gated.id);
  await assertTakesPlace(db, slot, date);
  return slot;
}

export async function assertTakesPlace(db: Db | Tx, slot: LoadedSlot, date: Date) {
  const { rules } = await loadCalendar(db, slot.schoolId, slot.class.schoolYearId);
  if (sessionsOfDate(date, [slot], rulesOn(rules, date)).length === 0)
    throw new AppError("BAD_REQUEST", "errors.noSessionOnDate");
}

/** The session's record, created empty the first time (two devices creating it at once end with one row). */
export async function ensureRecord(tx: Tx, slot: LoadedSlot, date: Date, teacherId: string) {
  await tx.sessionRecord.createMany({
    data: [
      {
        schoolId: slot.schoolId,
        classId: slot.classId,
        classSubjectId: slot.classSubjectId,
        slotId: slot.id,
        groupId: slot.groupId,
        date,
        startMinute: slot.startMinute,
        endMinute: slot.endMinute,
        teacherId,
      },
    ],
    skipDuplicates: true,
  });
  return tx.sessionRecord.findUniqueOrThrow({
    where: { slotId_date: { slotId: slot.id, date } },
    select: { id: true },
  });
}

/**
 * Applies the marks the user changed (never the whole list: what another device changed meanwhile stays). A mark
 * back to "present" removes the row. Each student who becomes absent is announced to their parents.
 */
export async function applyMarks(
  tx: Tx,
  actor: Actor,
  slot: LoadedSlot,
  date: Date,
  sessionId: string,
  marks: readonly { studentId: string; status: AttendanceStatusKey }[],
) {
  if (marks.length === 0) return { absent: 0 };
  const students = await sessionStudents(tx, slot);
  const byId = new Map(students.map((s) => [s.id, s]));
  for (const mark of marks) if (!byId.has(mark.studentId)) throw fieldError("marks", "validation.checkInput");
  const before = await tx.attendanceMark.findMany({
    where: { sessionId, studentId: { in: marks.map((m) => m.studentId) } },
    select: { studentId: true, status: true },
  });
  const wasAbsent = new Set(before.filter((m) => m.status === "ABSENT").map((m) => m.studentId));

  const present = marks.filter((m) => m.status === "PRESENT").map((m) => m.studentId);
  if (present.length) await tx.attendanceMark.deleteMany({ where: { sessionId, studentId: { in: present } } });
  const others = marks.filter((m) => m.status !== "PRESENT");
  if (others.length) {
    // one INSERT … ON CONFLICT for every mark: two devices marking the same student at once end with the later mark
    await tx.$executeRaw`
      INSERT INTO "AttendanceMark" ("sessionId", "studentId", "status", "markedById", "updatedAt")
      SELECT ${sessionId}, m.student, m.status::"AttendanceStatus", ${actor.userId}, now()
      FROM unnest(${others.map((m) => m.studentId)}::text[], ${others.map((m) => m.status)}::text[]) AS m(student, status)
      ON CONFLICT ("sessionId", "studentId") DO UPDATE SET "status" = EXCLUDED."status", "markedById" = EXCLUDED."markedById", "updatedAt" = now()`;
  }

  const newlyAbsent = marks.filter((m) => m.status === "ABSENT" && !wasAbsent.has(m.studentId)).map((m) => m.studentId);
  if (newlyAbsent.length) {
    const parents = await tx.parentLink.findMany({
      where: { studentId: { in: newlyAbsent } },
      select: { parentId: true, studentId: true },
    });
    const subject = slot.classSubject.subject;
    await notifyMany(
      tx,
      newlyAbsent.map((studentId) => ({
        schoolId: slot.schoolId,
        to: {
          PARENT: parents.filter((p) => p.studentId === studentId).map((p) => p.parentId),
          STUDENT: [byId.get(studentId)!.userId],
        },
        kind: "absence.recorded" as const,
        params: {
          student: byId.get(studentId)!.name,
          date: dayKey(date),
          subjectFr: subject.nameFr,
          subjectEn: subject.nameEn,
          subjectAr: subject.nameAr,
        },
        url: `/absences?student=${studentId}`,
      })),
    );
  }
  return { absent: newlyAbsent.length };
}

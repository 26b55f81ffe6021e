import { excerpt } from "~/modules/notify/client";
import type { z } from "zod";
import { relateToClassSubject, type Child, type TaughtClass, type TaughtClassSubject } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import type { ZHomeworkInput } from "~/modules/teaching/schemas";
import { nextSessionDate } from "~/modules/teaching/domain/sessions";
import { addDays, dayKey, schoolClock } from "~/lib/school-time";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { notify } from "~/modules/notify";
import { sessionStudents } from "./list-session-students";
import { loadCalendar } from "./load-calendar";
import { loadSlot } from "./load-slot";
import { assertTakesPlace, ensureRecord } from "./session-records";

/**
 * Sets homework for a class (or a group) in a subject: due on a date, or for the subject's next session (the date is
 * computed from the timetable), or records that a session gave none. Students and their parents are notified. The
 * class subject is one the gate found the actor teaches (or administers) with 'create homework'.
 */
export async function setHomework(
  db: Db,
  actor: Actor,
  taught: TaughtClassSubject,
  input: z.output<typeof ZHomeworkInput>,
) {
  const found = await db.classSubject.findUniqueOrThrow({
    where: { id: taught.id },
    select: {
      id: true,
      classId: true,
      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
      class: { select: { schoolYearId: true } },
    },
  });
  const cs = { ...found, schoolId: taught.schoolId };
  if (input.groupId) {
    const group = await db.classGroup.findUnique({ where: { id: input.groupId }, select: { classId: true } });
    if (group?.classId !== cs.classId) throw fieldError("groupId", "validation.checkInput");
  }
  let session: { slot: Awaited<ReturnType<typeof loadSlot>>; date: Date } | null = null;
  if (input.sessionSlotId) {
    if (!input.sessionDate) throw fieldError("sessionDate", "validation.required");
    const slot = await loadSlot(db, input.sessionSlotId);
    if (slot.classSubjectId !== cs.id) throw fieldError("sessionSlotId", "validation.checkInput");
    await assertTakesPlace(db, slot, input.sessionDate);
    session = { slot, date: input.sessionDate };
  }
  if (input.kind === "none" && !session) throw fieldError("kind", "validation.checkInput");

  let dueOn: Date | null = null;
  if (input.kind === "dueOn") {
    dueOn = input.dueOn;
    if (dueOn.getTime() < schoolClock().date.getTime() - 86_400_000 * 30) throw fieldError("dueOn", "validation.date");
  } else if (input.kind === "nextSession") {
    const { rules } = await loadCalendar(db, cs.schoolId, cs.class.schoolYearId);
    const slots = await db.timetableSlot.findMany({
      where: {
        classSubjectId: cs.id,
        ...(input.groupId ? { OR: [{ groupId: input.groupId }, { groupId: null }] } : {}),
      },
      select: { weekday: true, startMinute: true },
    });
    dueOn = nextSessionDate(session?.date ?? schoolClock().date, slots, rules);
    if (!dueOn) throw fieldError("kind", "validation.noNextSession");
  }

  return db.$transaction(async (tx) => {
    const record = session ? await ensureRecord(tx, session.slot, session.date, actor.userId) : null;
    const homework = await tx.homework.create({
      data: {
        schoolId: cs.schoolId,
        classId: cs.classId,
        classSubjectId: cs.id,
        groupId: input.groupId ?? session?.slot.groupId ?? null,
        sessionId: record?.id ?? null,
        teacherId: actor.userId,
        description: input.kind === "none" ? "" : input.description,
        dueOn,
        forNextSession: input.kind === "nextSession",
        noHomework: input.kind === "none",
      },
      select: { id: true, dueOn: true, groupId: true },
    });
    if (input.kind !== "none") {
      const students = await sessionStudents(tx, { classId: cs.classId, groupId: homework.groupId });
      const parents = await tx.parentLink.findMany({
        where: { studentId: { in: students.map((s) => s.id) } },
        select: { parentId: true },
      });
      await notify(tx, {
        schoolId: cs.schoolId,
        to: { STUDENT: students.map((s) => s.userId), PARENT: parents.map((p) => p.parentId) },
        kind: "homework.set",
        // the first words the teacher wrote, never a child's name: pushes stay private unless the school chose details
        params: {
          subjectFr: cs.subject.nameFr,
          subjectEn: cs.subject.nameEn,
          subjectAr: cs.subject.nameAr,
          dueOn: dueOn ? dayKey(dueOn) : "",
          title: excerpt(input.description),
        },
        url: "/homeworks",
      });
    }
    return { id: homework.id, dueOn: homework.dueOn ? dayKey(homework.dueOn) : null };
  });
}

/** The gate checked 'delete homework' in the homework's school; its subject's teacher (or an administrator) deletes it. */
export async function deleteHomework(db: Db, actor: Actor, homework: Scoped<"homework">) {
  await relateToClassSubject(db, actor, homework.classSubjectId, ["homework.delete"]);
  await db.homework.delete({ where: { id: homework.id } });
  return { ok: true as const };
}

/**
 * A student's homework as the student and their parents see it: from two weeks back to four weeks ahead, with the
 * student's done and corrected states. The screen groups it (late, today, tomorrow, this week, later).
 */
export async function listStudentHomework(db: Db, actor: Actor, student: Child, now = new Date()) {
  const today = schoolClock(now).date;
  const rows = await db.homework.findMany({
    where: {
      noHomework: false,
      class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: student.id } } },
      OR: [{ groupId: null }, { group: { members: { some: { studentId: student.id } } } }],
      dueOn: { gte: addDays(today, -14), lte: addDays(today, 28) },
    },
    orderBy: [{ dueOn: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      description: true,
      dueOn: true,
      forNextSession: true,
      createdAt: true,
      teacher: { select: { name: true } },
      classSubject: { select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
      states: { where: { studentId: student.id }, select: { doneAt: true, correctedAt: true } },
    },
  });
  return {
    student: { id: student.id, name: student.user.name },
    today: dayKey(today),
    canMarkDone: student.userId === actor.userId,
    items: rows.map((h) => ({
      id: h.id,
      description: h.description,
      dueOn: dayKey(h.dueOn!),
      forNextSession: h.forNextSession,
      setOn: h.createdAt,
      teacher: h.teacher?.name ?? null,
      subject: h.classSubject.subject,
      doneAt: h.states[0]?.doneAt ?? null,
      correctedAt: h.states[0]?.correctedAt ?? null,
    })),
  };
}

/** The student ticks their homework done (or undoes it); the submission date is kept. */
export async function setHomeworkDone(db: Db, actor: Actor, input: { homeworkId: string; done: boolean }) {
  const homework = await db.homework.findUnique({
    where: { id: input.homeworkId },
    select: { id: true, schoolId: true, classId: true, groupId: true, noHomework: true },
  });
  if (!homework || homework.noHomework) throw notFound();
  const student = await db.student.findFirst({
    where: {
      userId: actor.userId,
      schoolId: homework.schoolId,
      enrollments: { some: { classId: homework.classId } },
      ...(homework.groupId ? { groups: { some: { groupId: homework.groupId } } } : {}),
    },
    select: { id: true },
  });
  if (!student) throw forbidden();
  const doneAt = input.done ? new Date() : null;
  await db.homeworkState.upsert({
    where: { homeworkId_studentId: { homeworkId: homework.id, studentId: student.id } },
    create: { homeworkId: homework.id, studentId: student.id, doneAt },
    update: { doneAt },
  });
  return { doneAt };
}

/**
 * The teacher marks students' work corrected (or not), with the correction date: the gate checked 'edit homework' in
 * the homework's school; its subject's teacher (or an administrator) marks it.
 */
export async function setHomeworkCorrected(
  db: Db,
  actor: Actor,
  homework: Scoped<"homework">,
  input: { studentIds: string[]; corrected: boolean },
) {
  await relateToClassSubject(db, actor, homework.classSubjectId, ["homework.edit"]);
  const students = await sessionStudents(db, homework);
  const allowed = new Set(students.map((s) => s.id));
  const ids = [...new Set(input.studentIds)];
  if (ids.some((id) => !allowed.has(id))) throw fieldError("studentIds", "validation.checkInput");
  const correctedAt = input.corrected ? new Date() : null;
  await db.$transaction(
    ids.map((studentId) =>
      db.homeworkState.upsert({
        where: { homeworkId_studentId: { homeworkId: homework.id, studentId } },
        create: { homeworkId: homework.id, studentId, correctedAt },
        update: { correctedAt },
      }),
    ),
  );
  return { count: ids.length };
}

/**
 * A class's homework for its teachers and administrators: recent and upcoming, each with how many students did it
 * and how many were corrected, and every student's state (the screen toggles "corrected").
 */
export async function classHomework(db: Db, actor: Actor, taught: TaughtClass, now = new Date()) {
  // its teachers (the gate's 'teaches this class'), not whoever reads the class (a parent of a pupil in it)
  const cls = await db.schoolClass.findUniqueOrThrow({ where: { id: taught.id }, select: { id: true, name: true } });
  const admin = taught.as === "administration";
  const today = schoolClock(now).date;
  const [students, rows, subjects, groups] = await Promise.all([
    sessionStudents(db, { classId: cls.id, groupId: null }),
    db.homework.findMany({
      where: {
        classId: cls.id,
        noHomework: false,
        dueOn: { gte: addDays(today, -30), lte: addDays(today, 60) },
        ...(admin ? {} : { classSubject: { teacherId: actor.userId } }),
      },
      orderBy: [{ dueOn: "desc" }, { createdAt: "desc" }],
      select: {
        id: true,
        description: true,
        dueOn: true,
        forNextSession: true,
        groupId: true,
        group: { select: { name: true, members: { select: { studentId: true } } } },
        classSubject: { select: { id: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
        states: { select: { studentId: true, doneAt: true, correctedAt: true } },
      },
    }),
    db.classSubject.findMany({
      where: { classId: cls.id, ...(admin ? {} : { teacherId: actor.userId }) },
      orderBy: { subject: { nameFr: "asc" } },
      select: { id: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
    }),
    db.classGroup.findMany({ where: { classId: cls.id }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  return {
    class: { id: cls.id, name: cls.name },
    today: dayKey(today),
    subjects,
    groups,
    students: students.map((s) => ({ id: s.id, name: s.name })),
    items: rows.map((h) => {
      const concerned = h.group ? new Set(h.group.members.map((m) => m.studentId)) : null;
      const states = h.states.filter((s) => !concerned || concerned.has(s.studentId));
      return {
        id: h.id,
        description: h.description,
        dueOn: dayKey(h.dueOn!),
        forNextSession: h.forNextSession,
        groupName: h.group?.name ?? null,
        studentIds: concerned ? [...concerned] : students.map((s) => s.id),
        classSubjectId: h.classSubject.id,
        subject: h.classSubject.subject,
        done: states.filter((s) => s.doneAt).length,
        corrected: states.filter((s) => s.correctedAt).length,
        states: states.map((s) => ({ studentId: s.studentId, doneAt: s.doneAt, correctedAt: s.correctedAt })),
      };
    }),
  };
}

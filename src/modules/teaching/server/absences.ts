import type { z } from "zod";
import type { ZJustifyInput } from "~/modules/teaching/schemas";
import { dayKey } from "~/lib/school-time";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, fieldError, forbidden } from "~/platform/errors";
import { notify } from "~/modules/notify";
import { administers } from "~/modules/school";
import { logAccess } from "~/modules/privacy";
import type { Child } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";

/**
 * A student's absences for the current year, by term: each absence (the sessions marked absent, and those marked
 * "present without report"), and the counts per subject, justified and not. Report cards read `absenceTotals`.
 */
export async function listAbsences(db: Db, actor: Actor, student: Child) {
  await logAccess(db, actor, "ABSENCES", [student]);
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: {
      id: true,
      name: true,
      school: { select: { termType: true } },
      terms: { orderBy: { number: "asc" }, select: { id: true, number: true, startsOn: true, endsOn: true } },
    },
  });
  const marks = year
    ? await db.attendanceMark.findMany({
        where: { studentId: student.id, status: { not: "PRESENT" }, session: { class: { schoolYearId: year.id } } },
        orderBy: [{ session: { date: "desc" } }, { session: { startMinute: "desc" } }],
        select: {
          sessionId: true,
          status: true,
          justification: true,
          reason: true,
          note: true,
          session: {
            select: {
              date: true,
              startMinute: true,
              endMinute: true,
              classSubject: {
                select: { subjectId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
              },
            },
          },
        },
      })
    : [];
  const parent = !!(await db.parentLink.findUnique({
    where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
    select: { studentId: true },
  }));
  const terms = (year?.terms ?? []).map((term) => {
    const inTerm = marks.filter((m) => m.session.date >= term.startsOn && m.session.date <= term.endsOn);
    const absences = inTerm.filter((m) => m.status === "ABSENT");
    const bySubject = new Map<
      string,
      { subject: (typeof marks)[number]["session"]["classSubject"]["subject"]; absences: number; justified: number }
    >();
    for (const m of absences) {
      const key = m.session.classSubject.subjectId;
      const row = bySubject.get(key) ?? { subject: m.session.classSubject.subject, absences: 0, justified: 0 };
      row.absences++;
      if (m.justification === "ACCEPTED") row.justified++;
      bySubject.set(key, row);
    }
    return {
      id: term.id,
      number: term.number,
      startsOn: dayKey(term.startsOn),
      endsOn: dayKey(term.endsOn),
      absences: absences.length,
      justified: absences.filter((m) => m.justification === "ACCEPTED").length,
      pending: absences.filter((m) => m.justification === "PENDING").length,
      withoutReport: inTerm.length - absences.length,
      bySubject: [...bySubject.values()].sort((a, b) => b.absences - a.absences),
      items: inTerm.map((m) => ({
        sessionId: m.sessionId,
        status: m.status,
        date: dayKey(m.session.date),
        start: m.session.startMinute,
        end: m.session.endMinute,
        subject: m.session.classSubject.subject,
        justification: m.justification,
        reason: m.reason,
        note: m.note,
      })),
    };
  });
  return {
    student: { id: student.id, name: student.user.name },
    year: year ? { id: year.id, name: year.name } : null,
    /** how the school names its terms (trimesters or semesters) */
    termType: year?.school.termType ?? "QUARTERLY",
    canJustify: parent,
    canDecide: administers(actor, student.schoolId),
    terms,
  };
}

/** Absence totals of a term (what report cards print): absences, justified, unjustified. */
export async function absenceTotals(db: Db, studentId: string, term: { startsOn: Date; endsOn: Date }) {
  const rows = await db.attendanceMark.groupBy({
    by: ["justification"],
    where: { studentId, status: "ABSENT", session: { date: { gte: term.startsOn, lte: term.endsOn } } },
    _count: { _all: true },
  });
  const total = rows.reduce((n, r) => n + r._count._all, 0);
  const justified = rows.find((r) => r.justification === "ACCEPTED")?._count._all ?? 0;
  return { total, justified, unjustified: total - justified };
}

/** A parent justifies one or more of their child's absences with a reason of the list and a note; the school decides. */
export async function justifyAbsences(db: Db, actor: Actor, student: Child, input: z.output<typeof ZJustifyInput>) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.attendanceMark.updateMany({
      where: {
        studentId: student.id,
        sessionId: { in: input.sessionIds },
        status: "ABSENT",
        justification: { in: ["NONE", "REFUSED"] },
      },
      data: {
        justification: "PENDING",
        reason: input.reason,
        note: input.note ?? null,
        justifiedAt: new Date(),
        decidedAt: null,
        decidedById: null,
      },
    });
    if (count === 0) throw fieldError("sessionIds", "validation.checkInput");
    const admins = await tx.userRole.findMany({
      where: { schoolId: student.schoolId, role: { key: "ADMIN" } },
      select: { userId: true },
    });
    await notify(tx, {
      schoolId: student.schoolId,
      to: { STAFF: admins.map((a) => a.userId) },
      kind: "absence.justified",
      params: { student: student.user.name, count },
      url: "/absences",
    });
    return { count };
  });
}

/** The school accepts or refuses pending justifications (the gate checked 'edit class' in the pupil's school); the parents are told. */
export async function decideJustifications(
  db: Db,
  actor: Actor,
  student: Scoped<"student">,
  input: { sessionIds: string[]; accept: boolean },
) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.attendanceMark.updateMany({
      where: { studentId: student.id, sessionId: { in: input.sessionIds }, justification: "PENDING" },
      data: { justification: input.accept ? "ACCEPTED" : "REFUSED", decidedById: actor.userId, decidedAt: new Date() },
    });
    if (count === 0) throw new AppError("CONFLICT", "absences.nothingPending");
    const parents = await tx.parentLink.findMany({ where: { studentId: student.id }, select: { parentId: true } });
    await notify(tx, {
      schoolId: student.schoolId,
      to: { PARENT: parents.map((p) => p.parentId) },
      kind: "absence.decided",
      params: { accepted: input.accept ? 1 : 0, count },
      url: `/absences?student=${student.id}`,
    });
    return { count };
  });
}

/** Justifications waiting for the school's decision, oldest first. */
export async function pendingJustifications(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!can(actor, "class.edit", input.schoolId)) throw forbidden();
  const rows = await db.attendanceMark.findMany({
    where: { justification: "PENDING", student: { schoolId: input.schoolId } },
    orderBy: { justifiedAt: "asc" },
    take: 200,
    select: {
      sessionId: true,
      studentId: true,
      reason: true,
      note: true,
      justifiedAt: true,
      student: { select: { user: { select: { name: true } } } },
      session: {
        select: {
          date: true,
          startMinute: true,
          endMinute: true,
          class: { select: { name: true } },
          classSubject: { select: { subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
        },
      },
    },
  });
  return rows.map((r) => ({
    sessionId: r.sessionId,
    studentId: r.studentId,
    studentName: r.student.user.name,
    className: r.session.class.name,
    date: dayKey(r.session.date),
    start: r.session.startMinute,
    end: r.session.endMinute,
    subject: r.session.classSubject.subject,
    reason: r.reason,
    note: r.note,
    justifiedAt: r.justifiedAt,
  }));
}

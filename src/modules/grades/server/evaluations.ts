import type { z } from "zod";
import type { ZEvaluationInput } from "~/modules/grades/schemas";
import { dayKey } from "~/lib/school-time";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";
import { relateToClassSubject, type TaughtClass, type TaughtClassSubject } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { assertCan } from "~/modules/school";
import { classOfTaught, loadClassSubject, loadTerm } from "./access";

/**
 * A class's evaluations for a term, subject by subject: all subjects for an administrator, a teacher's own subjects
 * otherwise; with how many of the class's students have a mark (or absent/exempt) in each.
 */
export async function listEvaluations(db: Db, actor: Actor, taught: TaughtClass, input: { termId: string }) {
  const cls = await classOfTaught(db, taught);
  const term = await loadTerm(db, input.termId, cls.schoolYearId);
  const [subjects, students] = await Promise.all([
    db.classSubject.findMany({
      where: { classId: cls.id, ...(cls.admin ? {} : { teacherId: actor.userId }) },
      orderBy: { subject: { nameFr: "asc" } },
      select: {
        id: true,
        subjectId: true,
        teacherId: true,
        subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
        teacher: { select: { name: true } },
        evaluations: {
          where: { termId: term.id },
          orderBy: [{ fromDate: "asc" }, { createdAt: "asc" }],
          select: {
            id: true,
            kind: true,
            title: true,
            fromDate: true,
            toDate: true,
            releasedAt: true,
            remark: true,
            _count: { select: { grades: { where: { status: { not: "CLEARED" } } } } },
          },
        },
      },
    }),
    db.classEnrollment.count({ where: { classId: cls.id } }),
  ]);
  return {
    class: { id: cls.id, name: cls.name, outOf: cls.outOf },
    /** when the level's families see released marks (issue 32: NEVER, the report card only) */
    marksRelease: cls.level.marksRelease,
    term: { id: term.id, number: term.number, startsOn: dayKey(term.startsOn), endsOn: dayKey(term.endsOn) },
    students,
    subjects: subjects.map((s) => ({
      id: s.id,
      subjectId: s.subjectId,
      subject: s.subject,
      teacher: s.teacher?.name ?? null,
      editable: cls.admin || s.teacherId === actor.userId,
      evaluations: s.evaluations.map((e) => ({
        id: e.id,
        kind: e.kind,
        title: e.title,
        from: dayKey(e.fromDate),
        to: dayKey(e.toDate),
        graded: e._count.grades,
        releasedAt: e.releasedAt,
        remark: e.remark,
      })),
    })),
  };
}

/**
 * Creates an evaluation of the class subject the gate found the actor teaches (or administers), or edits one: an
 * evaluation is edited by whoever edits its own subject ('edit an evaluation'), and keeps its subject and term (its
 * marks belong to them). Its dates fall within the term.
 */
export async function saveEvaluation(
  db: Db,
  actor: Actor,
  taught: TaughtClassSubject,
  input: z.output<typeof ZEvaluationInput>,
) {
  if (input.id) {
    const existing = await db.evaluation.findUnique({
      where: { id: input.id },
      select: { classSubjectId: true, termId: true },
    });
    if (!existing) throw notFound();
    await relateToClassSubject(db, actor, existing.classSubjectId, ["evaluation.edit"]);
    if (existing.classSubjectId !== taught.id || existing.termId !== input.termId)
      throw fieldError("termId", "validation.checkInput");
  } else assertCan(actor, "evaluation.create", taught.schoolId);
  const cs = await loadClassSubject(db, taught.id);
  const term = await loadTerm(db, input.termId, cs.class.schoolYearId);
  const within = (d: Date) => d.getTime() >= term.startsOn.getTime() && d.getTime() <= term.endsOn.getTime();
  const values = { from: dayKey(term.startsOn), to: dayKey(term.endsOn) };
  if (!within(input.from)) throw fieldError("from", "validation.dateInTerm", values);
  if (!within(input.to)) throw fieldError("to", "validation.dateInTerm", values);
  const data = { kind: input.kind, title: input.title, fromDate: input.from, toDate: input.to };
  const saved = input.id
    ? await db.evaluation.update({ where: { id: input.id }, data, select: { id: true } })
    : await db.evaluation.create({
        data: { ...data, schoolId: cs.schoolId, classSubjectId: cs.id, termId: term.id, createdById: actor.userId },
        select: { id: true },
      });
  return saved;
}

/** Deletes an evaluation and its marks: whoever edits its subject (its teacher or an administrator). */
export async function deleteEvaluation(db: Db, actor: Actor, evaluation: Scoped<"evaluation">) {
  await relateToClassSubject(db, actor, evaluation.classSubjectId, ["evaluation.delete"]);
  await db.evaluation.delete({ where: { id: evaluation.id } });
  return { id: evaluation.id };
}

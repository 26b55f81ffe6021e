import { dayKey } from "~/lib/school-time";
import type { TaughtClassSubject } from "~/platform/api/relations";
import type { Db } from "~/platform/db";
import { loadClassSubject, loadTerm } from "./access";

export interface GradeCell {
  evaluationId: string;
  studentId: string;
  status: "MARK" | "ABSENT" | "EXEMPT" | "CLEARED";
  hundredths: number | null;
  version: number;
  /** who wrote it last, for the "changed by …" notice on the other screens */
  by: string;
}

/** The cells of a class subject's term (its evaluations'), optionally only those changed after a sequence number. */
export async function loadCells(db: Db, key: { classSubjectId: string; termId: string }, since?: bigint) {
  const rows = await db.grade.findMany({
    where: {
      evaluation: { classSubjectId: key.classSubjectId, termId: key.termId },
      ...(since !== undefined ? { changeSeq: { gt: since } } : {}),
    },
    select: {
      evaluationId: true,
      studentId: true,
      status: true,
      hundredths: true,
      version: true,
      changeSeq: true,
      updatedById: true,
    },
  });
  const writers = [...new Set(rows.map((r) => r.updatedById))];
  const names = new Map(
    writers.length
      ? (await db.user.findMany({ where: { id: { in: writers } }, select: { id: true, name: true } })).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  const seq = rows.reduce((max, r) => (r.changeSeq > max ? r.changeSeq : max), since ?? 0n);
  return {
    cells: rows.map((r): GradeCell => ({
      evaluationId: r.evaluationId,
      studentId: r.studentId,
      status: r.status,
      hundredths: r.hundredths,
      version: r.version,
      by: names.get(r.updatedById) ?? "",
    })),
    seq,
  };
}

/**
 * The grade table of a class subject for a term: its students (exempt ones marked), its evaluations as columns, every
 * cell with its version, and the sequence number to ask for changes from.
 */
export async function getGradeTable(db: Db, taught: TaughtClassSubject, input: { termId: string }) {
  const cs = await loadClassSubject(db, taught.id);
  const term = await loadTerm(db, input.termId, cs.class.schoolYearId);
  const [evaluations, students, exemptions, { cells, seq }] = await Promise.all([
    db.evaluation.findMany({
      where: { classSubjectId: cs.id, termId: term.id },
      orderBy: [{ fromDate: "asc" }, { createdAt: "asc" }],
      select: { id: true, kind: true, title: true, fromDate: true, toDate: true },
    }),
    db.student.findMany({
      where: { enrollments: { some: { classId: cs.classId } } },
      orderBy: { user: { name: "asc" } },
      select: { id: true, registrationNumber: true, user: { select: { name: true } } },
    }),
    db.subjectExemption.findMany({
      where: {
        subjectId: cs.subjectId,
        schoolYearId: cs.class.schoolYearId,
        student: { enrollments: { some: { classId: cs.classId } } },
      },
      select: { studentId: true },
    }),
    loadCells(db, { classSubjectId: cs.id, termId: term.id }),
  ]);
  const exempt = new Set(exemptions.map((e) => e.studentId));
  return {
    classSubject: { id: cs.id, classId: cs.classId, className: cs.class.name, subject: cs.subject, outOf: cs.outOf },
    term: { id: term.id, number: term.number },
    evaluations: evaluations.map((e) => ({
      id: e.id,
      kind: e.kind,
      title: e.title,
      from: dayKey(e.fromDate),
      to: dayKey(e.toDate),
    })),
    students: students.map((s) => ({
      id: s.id,
      name: s.user.name,
      number: s.registrationNumber,
      exempt: exempt.has(s.id),
    })),
    cells,
    seq: seq.toString(),
  };
}

/** What the other editors changed since `since`; the evaluations' ids tell the screen when a column came or went. */
export async function getGradeChanges(db: Db, taught: TaughtClassSubject, input: { termId: string; since: string }) {
  const cs = await loadClassSubject(db, taught.id);
  const term = await loadTerm(db, input.termId, cs.class.schoolYearId);
  const [evaluations, { cells, seq }] = await Promise.all([
    db.evaluation.findMany({ where: { classSubjectId: cs.id, termId: term.id }, select: { id: true } }),
    loadCells(db, { classSubjectId: cs.id, termId: term.id }, BigInt(input.since)),
  ]);
  return { cells, seq: seq.toString(), evaluationIds: evaluations.map((e) => e.id) };
}

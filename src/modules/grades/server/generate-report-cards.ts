import { newVerifyCode } from "~/modules/documents";
import type { Prisma } from "~/platform/db/generated/client";
import { Ratio } from "~/modules/grades/domain/decimal";
import { buildCards, type CardContent } from "~/modules/grades/domain/report-card";
import type { Mark } from "~/modules/grades/domain/averages";
import type { TaughtClass } from "~/platform/api/relations";
import type { Db } from "~/platform/db";
import { classOfTaught, loadTerm } from "./access";

/**
 * Everything a class's cards for a term are computed from: students, subjects with their coefficients (the class's,
 * else the level's, else the subject's), evaluations, marks, exemptions, absences of the term, the school's settings.
 */
export async function loadCardInputs(
  db: Db,
  cls: {
    id: string;
    schoolId: string;
    schoolYearId: string;
    outOf: 10 | 20;
    level: { id: string; assessmentCoef: number; testCoef: number; examCoef: number };
  },
  term: { id: string; startsOn: Date; endsOn: Date },
) {
  const [school, students, subjects, evaluations, exemptions] = await Promise.all([
    db.school.findUniqueOrThrow({ where: { id: cls.schoolId }, select: { showRank: true, distinctionBounds: true } }),
    db.student.findMany({
      where: { enrollments: { some: { classId: cls.id } } },
      orderBy: { user: { name: "asc" } },
      select: { id: true, userId: true, user: { select: { name: true } } },
    }),
    db.classSubject.findMany({
      where: { classId: cls.id },
      // the school's subject order (docs/grades.md): the card's lines are stored in it
      orderBy: [{ subject: { position: "asc" } }, { subject: { nameFr: "asc" } }],
      select: {
        id: true,
        subjectId: true,
        coefficient: true,
        subject: {
          select: {
            coefficient: true,
            nameFr: true,
            nameEn: true,
            nameAr: true,
            levels: { where: { levelId: cls.level.id }, select: { coefficient: true } },
          },
        },
      },
    }),
    db.evaluation.findMany({
      where: { termId: term.id, classSubject: { classId: cls.id } },
      orderBy: [{ fromDate: "asc" }, { createdAt: "asc" }],
      select: { id: true, classSubjectId: true, kind: true, title: true, fromDate: true },
    }),
    db.subjectExemption.findMany({
      where: { schoolYearId: cls.schoolYearId, student: { enrollments: { some: { classId: cls.id } } } },
      select: { studentId: true, subjectId: true },
    }),
  ]);
  const [grades, absences] = await Promise.all([
    evaluations.length
      ? db.grade.findMany({
          where: { evaluationId: { in: evaluations.map((e) => e.id) }, status: { not: "CLEARED" } },
          select: { evaluationId: true, studentId: true, status: true, hundredths: true },
        })
      : [],
    db.attendanceMark.groupBy({
      by: ["studentId", "justification"],
      where: {
        status: "ABSENT",
        studentId: { in: students.map((s) => s.id) },
        session: { classId: cls.id, date: { gte: term.startsOn, lte: term.endsOn } },
      },
      _count: { _all: true },
    }),
  ]);
  const marks = new Map<string, Exclude<Mark, null>>();
  for (const g of grades)
    marks.set(
      `${g.evaluationId}:${g.studentId}`,
      g.status === "MARK" ? Ratio.hundredths(g.hundredths ?? 0) : (g.status as "ABSENT" | "EXEMPT"),
    );
  const absenceMap = new Map<string, { justified: number; unjustified: number }>();
  for (const a of absences) {
    const entry = absenceMap.get(a.studentId) ?? { justified: 0, unjustified: 0 };
    if (a.justification === "ACCEPTED") entry.justified += a._count._all;
    else entry.unjustified += a._count._all;
    absenceMap.set(a.studentId, entry);
  }
  // the class's coefficient, else the level's, else the subject's
  const cardSubjects = subjects.map((s) => ({
    subjectId: s.subjectId,
    classSubjectId: s.id,
    coefficient: s.coefficient ?? s.subject.levels[0]?.coefficient ?? s.subject.coefficient,
    name: { nameFr: s.subject.nameFr, nameEn: s.subject.nameEn, nameAr: s.subject.nameAr },
  }));
  return {
    students,
    subjects: cardSubjects,
    evaluations,
    input: {
      students,
      subjects: cardSubjects,
      evaluations: evaluations.map((e) => ({ id: e.id, classSubjectId: e.classSubjectId, kind: e.kind })),
      marks,
      exemptions: new Set(exemptions.map((e) => `${e.studentId}:${e.subjectId}`)),
      absences: absenceMap,
      settings: {
        outOf: cls.outOf,
        coefficients: { assessment: cls.level.assessmentCoef, test: cls.level.testCoef, exam: cls.level.examCoef },
        showRank: school.showRank,
        distinctionBounds: school.distinctionBounds,
      },
    },
  };
}

/**
 * Generates (or regenerates) a class's report cards for a term. With any grade missing nothing is generated: the
 * answer names each missing student, subject and evaluation ('The report card cannot be generated at the moment
 * because there are missing grades.'). Regenerating keeps the remarks already written. Cards stay hidden from
 * students and parents until the class's cards for the term are released.
 */
export async function generateReportCards(db: Db, taught: TaughtClass, input: { termId: string }) {
  const cls = await classOfTaught(db, taught);
  const term = await loadTerm(db, input.termId, cls.schoolYearId);
  const loaded = await loadCardInputs(db, cls, term);
  const result = buildCards(loaded.input);
  if (result.kind === "missing") {
    const names = new Map(loaded.students.map((s) => [s.id, s.user.name]));
    const subjects = new Map(loaded.subjects.map((s) => [s.subjectId, s.name]));
    const evaluations = new Map(loaded.evaluations.map((e) => [e.id, e]));
    return {
      generated: 0,
      missing: result.missing.map((m) => {
        const e = evaluations.get(m.evaluationId)!;
        return {
          studentId: m.studentId,
          student: names.get(m.studentId) ?? "",
          subjectId: m.subjectId,
          subject: subjects.get(m.subjectId)!,
          classSubjectId: e.classSubjectId,
          termId: term.id,
          evaluationId: m.evaluationId,
          kind: e.kind,
          title: e.title,
          from: e.fromDate.toISOString().slice(0, 10),
        };
      }),
    };
  }
  await db.$transaction(async (tx) => {
    await tx.reportCard.deleteMany({
      where: { classId: cls.id, termId: term.id, studentId: { notIn: loaded.students.map((s) => s.id) } },
    });
    await writeCards(tx, cls.schoolId, cls.id, term.id, result.cards);
  });
  return { generated: result.cards.size, missing: [] };
}

async function writeCards(
  tx: Prisma.TransactionClient,
  schoolId: string,
  classId: string,
  termId: string,
  cards: Map<string, CardContent>,
) {
  const list = [...cards.entries()];
  // one statement for the whole class (a 40-student class would otherwise take 40 round trips)
  await tx.$executeRaw`
    INSERT INTO "ReportCard" (id, "schoolId", "studentId", "classId", "termId", content, "averageHundredths", "verifyCode", "generatedAt", "updatedAt")
    SELECT 'rc' || substr(md5(random()::text || t."studentId"), 1, 23), ${schoolId}, t."studentId", ${classId}, ${termId}, t.content, t.average, t.code, now(), now()
    FROM (SELECT u."studentId", u.content::jsonb AS content, NULLIF(u.average, '')::int AS average, u.code
          FROM unnest(${list.map(([id]) => id)}::text[], ${list.map(([, c]) => JSON.stringify(c))}::text[], ${list.map(([, c]) => (c.average === null ? "" : String(c.average)))}::text[], ${list.map(() => newVerifyCode())}::text[])
            AS u("studentId", content, average, code)) AS t
    ON CONFLICT ("studentId", "termId") DO UPDATE
      SET "verifyCode" = COALESCE("ReportCard"."verifyCode", EXCLUDED."verifyCode"), "classId" = EXCLUDED."classId", content = EXCLUDED.content, "averageHundredths" = EXCLUDED."averageHundredths", "generatedAt" = now(), "updatedAt" = now()`;
}

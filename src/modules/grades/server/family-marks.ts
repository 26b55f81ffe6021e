import { subjectAverage, type Mark } from "~/modules/grades/domain/averages";
import { Ratio } from "~/modules/grades/domain/decimal";
import { inSchoolOrder } from "~/modules/grades/domain/subject-order";
import { releasedBefore, visibleFrom, type MarksAudience } from "~/modules/grades/domain/marks-release";
import { dayKey } from "~/lib/school-time";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { EvaluationKind } from "~/platform/db/generated/enums";
import { assertBelongsTo } from "~/modules/school";
import { familyStudents } from "~/modules/teaching";
import { outOfFor } from "./access";
import { currentYearTerms } from "./grade-pickers";
import { levelRule, MARKS_RULE_SELECT } from "./marks-rules";
import { logAccess } from "~/modules/privacy";

/** The class mean of an evaluation's marks in hundredths, rounded half up, from their exact sum (no float). */
export const meanHundredths = (sum: number, count: number) =>
  count ? Math.floor((2 * sum + count) / (2 * count)) : null;

/** The child's cards in this class whose class's cards for the term are public: term id → card id. */
async function publishedCards(db: Db, studentId: string, classId: string, termIds: string[]) {
  const releases = await db.reportCardRelease.findMany({
    where: { classId, termId: { in: termIds } },
    select: { termId: true },
  });
  if (releases.length === 0) return new Map<string, string>();
  const cards = await db.reportCard.findMany({
    where: { studentId, classId, termId: { in: releases.map((r) => r.termId) } },
    select: { id: true, termId: true },
  });
  return new Map(cards.map((c) => [c.termId, c.id]));
}

/**
 * The term /marks opens on without a choice: the latest that has something to show — the current term, or a later
 * one whose card is already published (a school that publishes term 2's cards before term 3 starts on the calendar).
 */
export function openingTerm<T extends { id: string; number: number }>(
  terms: readonly T[],
  currentTermId: string | null,
  published: ReadonlyMap<string, string>,
): T | undefined {
  const current = terms.find((t) => t.id === currentTermId);
  const withCard = terms.filter((t) => published.has(t.id)).at(-1);
  if (!current) return withCard ?? terms[0];
  return withCard && withCard.number > current.number ? withCard : current;
}

/**
 * /marks (issue 32): a family's released marks, subject by subject, for the chosen child (a student: their own) and
 * term. What it shows is decided once, in the query: the evaluations of the child's class whose release the level's
 * rule lets this reader see now (a student from release + delay, a parent that many days later; a level that shows
 * marks with the report card only, nothing) and in which the child has a mark. Each shows the child's mark, the class
 * average, highest and lowest, and the teacher's remark; the running subject average only where the school allows
 * it, computed from those same marks (so never from one a reader may not see yet).
 */
export async function marksScreen(
  db: Db,
  actor: Actor,
  input: { schoolId: string; student?: string; term?: string },
  now = new Date(),
) {
  assertBelongsTo(actor, input.schoolId);
  const [students, year] = await Promise.all([
    familyStudents(db, actor, input.schoolId),
    currentYearTerms(db, input.schoolId),
  ]);
  const current = students.find((s) => s.id === input.student) ?? students[0] ?? null;
  const terms = year?.terms ?? [];
  const enrollment =
    current && year
      ? await db.classEnrollment.findFirst({
          where: { studentId: current.id, class: { schoolYearId: year.id } },
          select: {
            class: {
              select: {
                id: true,
                name: true,
                level: {
                  select: { cycle: true, assessmentCoef: true, testCoef: true, examCoef: true, ...MARKS_RULE_SELECT },
                },
              },
            },
          },
        })
      : null;
  // the child's cards made public this year (a card is the family's only once its class's cards for the term are)
  const published =
    current && enrollment
      ? await publishedCards(
          db,
          current.id,
          enrollment.class.id,
          terms.map((t) => t.id),
        )
      : new Map<string, string>();
  const term =
    terms.find((t) => t.id === input.term) ?? openingTerm(terms, year?.currentTermId ?? null, published) ?? null;
  const base = {
    students: students.map((s) => ({ id: s.id, name: s.user.name })),
    studentId: current?.id ?? null,
    terms,
    termId: term?.id ?? null,
    termType: year?.termType ?? "QUARTERLY",
    /** the child's published card of the term shown, linked from the screen */
    cardId: (term && published.get(term.id)) ?? null,
  };
  if (!current || !year || !term || !enrollment) return { ...base, data: null };
  const audience: MarksAudience = current.userId === actor.userId ? "STUDENT" : "PARENT";
  await logAccess(db, actor, "GRADES", [{ id: current.id, userId: current.userId, schoolId: input.schoolId }]);
  const cls = enrollment.class;
  const rule = levelRule(cls.level);
  const cutoff = releasedBefore(rule, audience, now);
  // the evaluations this reader sees, the child's mark and the class's figures, in one statement (a lateral
  // aggregate per evaluation): /marks is read every day by every family (goal p95 ≤ 30 ms, bench/grades.ts)
  type Row = {
    id: string;
    kind: EvaluationKind;
    title: string;
    fromDate: Date;
    toDate: Date;
    remark: string;
    releasedAt: Date;
    subjectId: string;
    position: number;
    nameFr: string;
    nameEn: string;
    nameAr: string;
    teacher: string | null;
    status: "MARK" | "ABSENT" | "EXEMPT";
    hundredths: number | null;
    marks: bigint;
    total: bigint | null;
    highest: number | null;
    lowest: number | null;
  };
  const rows = cutoff
    ? await db.$queryRaw<Row[]>`
        SELECT e."id", e."kind", e."title", e."fromDate", e."toDate", e."remark", e."releasedAt",
               cs."subjectId", s."position", s."nameFr", s."nameEn", s."nameAr", u."name" AS "teacher",
               g."status", g."hundredths", st."marks", st."total", st."highest", st."lowest"
        FROM "Evaluation" e
        JOIN "ClassSubject" cs ON cs."id" = e."classSubjectId"
        JOIN "Subject" s ON s."id" = cs."subjectId"
        LEFT JOIN "User" u ON u."id" = cs."teacherId"
        JOIN "Grade" g ON g."evaluationId" = e."id" AND g."studentId" = ${current.id} AND g."status" <> 'CLEARED'
        CROSS JOIN LATERAL (
          SELECT count(*) AS "marks", sum(m."hundredths") AS "total", max(m."hundredths") AS "highest", min(m."hundredths") AS "lowest"
          FROM "Grade" m WHERE m."evaluationId" = e."id" AND m."status" = 'MARK'
        ) st
        WHERE e."termId" = ${term.id} AND cs."classId" = ${cls.id} AND e."releasedAt" IS NOT NULL AND e."releasedAt" <= ${cutoff}
        ORDER BY e."fromDate" ASC, e."createdAt" ASC`
    : [];
  const evaluations = rows.map((r) => ({
    ...r,
    classSubject: {
      subjectId: r.subjectId,
      subject: { nameFr: r.nameFr, nameEn: r.nameEn, nameAr: r.nameAr },
      teacher: r.teacher === null ? null : { name: r.teacher },
    },
    grades: [{ status: r.status, hundredths: r.hundredths }],
  }));
  const statsOf = new Map(
    rows
      .filter((r) => r.marks > 0n)
      .map((r) => [
        r.id,
        {
          average: meanHundredths(Number(r.total ?? 0), Number(r.marks)),
          highest: r.highest,
          lowest: r.lowest,
          marks: Number(r.marks),
        },
      ]),
  );
  const subjects = new Map<
    string,
    {
      subjectId: string;
      name: { nameFr: string; nameEn: string; nameAr: string };
      teacher: string | null;
      evaluations: ReturnType<typeof row>[];
    }
  >();
  function row(e: (typeof evaluations)[number]) {
    const grade = e.grades[0]!;
    return {
      id: e.id,
      kind: e.kind,
      title: e.title,
      from: dayKey(e.fromDate),
      to: dayKey(e.toDate),
      remark: e.remark,
      /** when this reader could first see it */
      seenFrom: visibleFrom(rule, e.releasedAt, audience)!,
      status: grade.status as "MARK" | "ABSENT" | "EXEMPT",
      hundredths: grade.status === "MARK" ? grade.hundredths : null,
      class: statsOf.get(e.id) ?? null,
    };
  }
  for (const e of evaluations) {
    const cs = e.classSubject;
    const entry = subjects.get(cs.subjectId) ?? {
      subjectId: cs.subjectId,
      name: cs.subject,
      teacher: cs.teacher?.name ?? null,
      evaluations: [],
    };
    entry.evaluations.push(row(e));
    subjects.set(cs.subjectId, entry);
  }
  const places = new Map(rows.map((r) => [r.subjectId, { position: r.position, nameFr: r.nameFr }]));
  const coefficients = { assessment: cls.level.assessmentCoef, test: cls.level.testCoef, exam: cls.level.examCoef };
  return {
    ...base,
    data: {
      audience,
      className: cls.name,
      outOf: outOfFor(cls.level.cycle),
      mode: rule.mode,
      runningAverage: cls.level.runningAverage,
      // in the school's subject order (docs/grades.md), as the card lists them
      subjects: inSchoolOrder([...subjects.values()], (s) => places.get(s.subjectId)).map((s) => {
        const marks = s.evaluations.map((e) => ({
          kind: e.kind,
          mark: (e.status === "MARK" ? Ratio.hundredths(e.hundredths!) : e.status) as Mark,
        }));
        const average = cls.level.runningAverage ? subjectAverage(marks, coefficients) : null;
        return { ...s, average: average?.kind === "average" ? average.value.toHundredths() : null };
      }),
    },
  };
}

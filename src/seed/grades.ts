import { addDays, dayKey, schoolClock } from "~/lib/school-time";
import type { createCaller } from "~/modules/root";
import type { Db } from "~/platform/db";

type Caller = ReturnType<typeof createCaller>;

/**
 * The demo class's first term so far, through the grade procedures: in each subject a continuous evaluation and a
 * first test (devoir), marked for every student — the term's exams (compositions) have not been sat yet, so no card
 * is generated and families see none until the school publishes them. Marks are deterministic: each student has a
 * level, each subject moves it a little.
 */
export async function seedDemoGrades(db: Db, admin: Caller, schoolId: string, log: (line: string) => void) {
  const cls = await db.schoolClass.findFirst({
    where: { schoolId, name: "4AM1", schoolYear: { isCurrent: true } },
    select: {
      id: true,
      schoolYearId: true,
      subjects: { orderBy: { subject: { nameFr: "asc" } }, select: { id: true } },
    },
  });
  const term =
    cls &&
    (await db.term.findFirst({
      where: { schoolYearId: cls.schoolYearId, number: 1 },
      select: { id: true, startsOn: true, endsOn: true },
    }));
  if (!cls || !term) return;
  if (await db.evaluation.count({ where: { classSubject: { classId: cls.id }, termId: term.id } })) return;
  const today = schoolClock().date;
  // the evaluations already behind us in the term (or at its start when the term has not begun)
  const day = (offset: number) => {
    const date = addDays(term.startsOn, offset);
    const last = today < term.endsOn ? (today > term.startsOn ? today : term.startsOn) : term.endsOn;
    return dayKey(date > last ? last : date);
  };
  const students = await db.student.findMany({
    where: { enrollments: { some: { classId: cls.id } } },
    orderBy: { user: { name: "asc" } },
    select: { id: true },
  });
  let cells = 0;
  for (const [s, cs] of cls.subjects.entries()) {
    const continuous = await admin.evaluations.save({
      classSubjectId: cs.id,
      termId: term.id,
      kind: "CONTINUOUS",
      title: "",
      from: day(7),
      to: day(40),
    });
    const test = await admin.evaluations.save({
      classSubjectId: cs.id,
      termId: term.id,
      kind: "TEST",
      title: "Devoir 1",
      from: day(35 + (s % 5)),
      to: day(35 + (s % 5)),
    });
    const marks = students.flatMap((student, i) => {
      const level = 8 + ((i * 7) % 10); // 8 … 17
      const mark = (shift: number) => {
        const value = Math.max(0, Math.min(20, level + (((i + s * 3 + shift) % 7) - 3) + ((i + s) % 4) * 0.25));
        return value.toFixed(2);
      };
      // one absence at the test in the class, as there always is
      return [
        { evaluationId: continuous.id, studentId: student.id, text: mark(1), base: 0 },
        { evaluationId: test.id, studentId: student.id, text: i === 3 && s === 0 ? "abs" : mark(2), base: 0 },
      ];
    });
    if (marks.length) await admin.gradebook.save({ classSubjectId: cs.id, termId: term.id, cells: marks });
    cells += marks.length;
  }
  log(`marked ${cells} grade cells of 4AM1's first term`);
}

// Grades at the size of a large school (the 1,000 students and 30 classes of bench/school.ts): three evaluations per
// subject and class in the first term, every cell marked. Reports a 40 × 12 grade table's load and one save (goal:
// p95 ≤ 50 ms) and generating every class's cards for the term (goal ≤ 3 s for the school). The class PDF of 40
// cards is timed by the report-card journey (e2e/report-cards.spec.ts prints it), which has a server to print from.
import { performance } from "node:perf_hooks";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

type Caller = ReturnType<typeof createCaller>;
// (marks as they come, issue 32: a parent's /marks with every evaluation of the term released — goal p95 ≤ 30 ms)
type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchGrades(db: Db, superAdmin: Caller, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const select = {
    id: true,
    name: true,
    schoolYearId: true,
    subjects: { select: { id: true } },
    enrollments: { select: { studentId: true } },
  } as const;
  const before = await db.schoolClass.findMany({ where: { schoolId: school.id }, orderBy: { name: "asc" }, select });
  const extra = before[1]!.enrollments.slice(0, Math.max(0, 40 - before[0]!.enrollments.length));
  await db.classEnrollment.createMany({ data: extra.map((e) => ({ classId: before[0]!.id, studentId: e.studentId })) });
  const classes = await db.schoolClass.findMany({ where: { schoolId: school.id }, orderBy: { name: "asc" }, select });
  const big = classes[0]!;
  const term = await db.term.findFirstOrThrow({
    where: { schoolYearId: classes[0]!.schoolYearId, number: 1 },
    select: { id: true, startsOn: true },
  });
  const admin = await db.user.findFirstOrThrow({ where: { email: "superadmin@wasla.dz" }, select: { id: true } });

  // the term's evaluations and marks, written directly (setting up is not what is measured)
  const evaluations: {
    id: string;
    schoolId: string;
    classSubjectId: string;
    termId: string;
    kind: "CONTINUOUS" | "TEST" | "EXAM";
    fromDate: Date;
    toDate: Date;
    createdById: string;
  }[] = [];
  for (const cls of classes)
    for (const cs of cls.subjects)
      for (const [i, kind] of (["CONTINUOUS", "TEST", "EXAM"] as const).entries())
        evaluations.push({
          id: `ev${cs.id.slice(-14)}${i}`,
          schoolId: school.id,
          classSubjectId: cs.id,
          termId: term.id,
          kind,
          fromDate: term.startsOn,
          toDate: term.startsOn,
          createdById: admin.id,
        });
  await db.evaluation.createMany({ data: evaluations });
  const byCs = new Map(classes.flatMap((c) => c.subjects.map((s) => [s.id, c] as const)));
  const grades = evaluations.flatMap((e, k) =>
    byCs.get(e.classSubjectId)!.enrollments.map((en, i) => ({
      evaluationId: e.id,
      studentId: en.studentId,
      status: "MARK" as const,
      hundredths: 600 + ((i * 137 + k * 71) % 1300),
      updatedById: admin.id,
    })),
  );
  for (let i = 0; i < grades.length; i += 5000) await db.grade.createMany({ data: grades.slice(i, i + 5000) });
  console.log(`\nGrades: ${evaluations.length} evaluations, ${grades.length} marks in the first term`);

  // a 40-student table with 12 evaluations: one class gets students from the next class and nine more evaluations
  const cs = big.subjects[0]!;
  for (let i = 0; i < 9; i++)
    await superAdmin.evaluations.save({
      classSubjectId: cs.id,
      termId: term.id,
      kind: i % 2 ? "QUIZ" : "TEST",
      title: `Éval ${i + 4}`,
      from: term.startsOn.toISOString().slice(0, 10),
      to: term.startsOn.toISOString().slice(0, 10),
    });
  const table = await superAdmin.gradebook.table({ classSubjectId: cs.id, termId: term.id });
  await superAdmin.gradebook.save({
    classSubjectId: cs.id,
    termId: term.id,
    cells: table.students.flatMap((s, i) =>
      table.evaluations.map((e, j) => ({
        evaluationId: e.id,
        studentId: s.id,
        text: String(5 + ((i + j) % 15)),
        base: 0,
      })),
    ),
  });
  const full = await superAdmin.gradebook.table({ classSubjectId: cs.id, termId: term.id });
  const label = `${full.students.length} × ${full.evaluations.length}`;
  await measure(`gradebook.table (${label})`, 100, () =>
    superAdmin.gradebook.table({ classSubjectId: cs.id, termId: term.id }),
  );
  let flip = false;
  await measure(`gradebook.save (one cell of ${label})`, 100, () => {
    flip = !flip;
    const cell = full.cells[0]!;
    return superAdmin.gradebook.save({
      classSubjectId: cs.id,
      termId: term.id,
      cells: [{ evaluationId: cell.evaluationId, studentId: cell.studentId, text: flip ? "11" : "12", base: 0 }],
    });
  });
  await measure(`gradebook.save (a pasted column, ${full.students.length} cells)`, 50, () => {
    flip = !flip;
    return superAdmin.gradebook.save({
      classSubjectId: cs.id,
      termId: term.id,
      cells: full.students.map((s) => ({
        evaluationId: full.evaluations[1]!.id,
        studentId: s.id,
        text: flip ? "13" : "14",
        base: 0,
      })),
    });
  });

  // every class's cards for the term
  const students = await db.classEnrollment.count({ where: { class: { schoolId: school.id } } });
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    let cards = 0;
    for (const cls of classes) {
      const result = await superAdmin.reportCards.generate({ classId: cls.id, termId: term.id });
      if (result.missing.length) throw new Error(`missing grades in ${cls.name}`);
      cards += result.generated;
    }
    const ms = performance.now() - started;
    console.log(
      `${`reportCards.generate (school, ${classes.length} classes)`.padEnd(42)} ${(ms / 1000).toFixed(2)} s for ${cards} cards (${students} enrolments), run ${run} (goal ≤ 3 s)`,
    );
  }

  // marks as they come (issue 32): every evaluation of the big class released, its level showing them at release with
  // the provisional average; a parent's /marks for their child in that class (goal p95 ≤ 30 ms)
  const level = await db.schoolClass.findUniqueOrThrow({ where: { id: big.id }, select: { levelId: true } });
  await db.level.update({ where: { id: level.levelId }, data: { marksRelease: "AT_RELEASE", runningAverage: true } });
  const released = await db.evaluation.updateMany({
    where: { classSubject: { classId: big.id }, termId: term.id },
    data: { releasedAt: new Date(Date.now() - 86_400_000), remark: "Bon travail d'ensemble" },
  });
  const link = await db.parentLink.findFirstOrThrow({
    where: { studentId: { in: big.enrollments.map((e) => e.studentId) } },
    select: { parentId: true, studentId: true },
  });
  const parent = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, link.parentId) }));
  const shown = await parent.marks.screen({ schoolId: school.id, student: link.studentId, term: term.id });
  const rows = shown.data?.subjects.reduce((n, s) => n + s.evaluations.length, 0) ?? 0;
  if (!rows) throw new Error("the parent's marks page shows no mark");
  await measure(`marks.screen (a parent, ${rows} marks of ${released.count} released)`, 200, () =>
    parent.marks.screen({ schoolId: school.id, student: link.studentId, term: term.id }),
  );

  // /verify/{code} (issue 32): a visitor checks a report card's code among the school's 1,000 cards (goal p95 ≤ 10 ms)
  const card = await db.reportCard.findFirstOrThrow({
    where: { classId: big.id, termId: term.id, verifyCode: { not: null } },
    select: { verifyCode: true },
  });
  const visitor = createCaller(createInnerTRPCContext({ db, ip: "bench-visitor" }));
  await measure(`verify.check (a report card's code, ${students} cards)`, 500, () =>
    visitor.verify.check({ code: card.verifyCode! }),
  );
}

/**
 * The documents desk (issue 32): the office issues the school certificates of a 40-pupil class at once (each pupil's
 * paper numbered, its content read and kept, its code drawn, the parents told), three times; and a visitor verifies
 * one of those papers' codes.
 */
export async function benchDocuments(db: Db, superAdmin: Caller, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const big = await db.schoolClass.findFirstOrThrow({
    where: { schoolId: school.id },
    orderBy: { name: "asc" },
    select: { id: true, name: true, _count: { select: { enrollments: true } } },
  });
  await db.school.update({ where: { id: school.id }, data: { headName: "M. Le Proviseur" } });
  let last: { ids: string[] } = { ids: [] };
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    last = await superAdmin.documents.issue({ classId: big.id, kind: "SCHOOL_CERTIFICATE", purpose: "Rentrée" });
    const ms = performance.now() - started;
    console.log(
      `${`documents.issue (class ${big.name}, ${big._count.enrollments} pupils)`.padEnd(42)} ${ms.toFixed(0)} ms for ${last.ids.length} papers, run ${run}`,
    );
  }
  const doc = await db.schoolDocument.findUniqueOrThrow({ where: { id: last.ids[0]! }, select: { verifyCode: true } });
  const visitor = createCaller(createInnerTRPCContext({ db, ip: "bench-visitor-documents" }));
  await measure("verify.check (a document's code)", 500, () => visitor.verify.check({ code: doc.verifyCode! }));
}

// The school screens at the size of a large Algerian school: 1,000 students in 30 classes with their parents,
// imported through the same procedure as a spreadsheet. Reports the students list and the class page.
import type { createCaller } from "~/modules/root";
import type { Db } from "~/platform/db";
import { demoStudentRows } from "~/seed/school";

type Caller = ReturnType<typeof createCaller>;
type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchSchool(db: Db, superAdmin: Caller, measure: Measure) {
  const { id: schoolId } = await superAdmin.school.create({ name: "Lycée de mesure", slug: "lycee-de-mesure" });
  await superAdmin.schoolYears.create({
    schoolId,
    name: "2026-2027",
    startsOn: "2026-09-21",
    endsOn: "2027-06-30",
    isCurrent: true,
  });
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId }, select: { id: true } });
  const levels = await superAdmin.levels.list({ schoolId });
  const subjects = await Promise.all(
    [
      "Mathématiques",
      "Langue arabe",
      "Langue française",
      "Physique",
      "Sciences naturelles",
      "Histoire-géographie",
      "Anglais",
      "Éducation islamique",
    ].map((nameFr, i) =>
      superAdmin.subjects.create({ schoolId, nameFr, nameEn: nameFr, nameAr: nameFr, coefficient: 1 + (i % 5) }),
    ),
  );
  const classes: { name: string; cycle: "MIDDLE" | "SECONDARY"; grade: number }[] = [];
  for (const level of levels.filter((l) => l.cycle !== "PRIMARY")) {
    for (let n = 1; n <= 5 && classes.length < 30; n++) {
      const name = `${level.grade}${level.cycle === "MIDDLE" ? "AM" : "AS"}${n}`;
      const { id } = await superAdmin.classes.create({ schoolId, schoolYearId: year.id, levelId: level.id, name });
      for (const subject of subjects) await superAdmin.classes.addSubject({ classId: id, subjectId: subject.id });
      classes.push({ name, cycle: level.cycle as "MIDDLE" | "SECONDARY", grade: level.grade });
    }
  }
  const rows = demoStudentRows(classes, 34).slice(0, 1000);
  const started = performance.now();
  await superAdmin.people.import({ schoolId, rows });
  console.log(
    `\nSchool of ${rows.length} students in ${classes.length} classes imported in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const slug = (await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" } })).slug;
  await measure("people.students (page 1 of 1,000, by name)", 100, () =>
    superAdmin.people.students({ schoolId, page: 1, sort: "name" }),
  );
  await measure('people.students (search "ben")', 100, () =>
    superAdmin.people.students({ schoolId, page: 1, sort: "name", search: "ben" }),
  );
  await measure("people.students (page 20, newest first)", 100, () =>
    superAdmin.people.students({ schoolId, page: 20, sort: "-createdAt" }),
  );
  await measure("classes.bySlug (34 students, 8 subjects)", 100, () => superAdmin.classes.bySlug({ slug }));
}

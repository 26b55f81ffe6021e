import { dayKey, schoolClock } from "~/lib/school-time";
import { can, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { outOfFor } from "./access";
import { currentYearTerms } from "./grade-pickers";

/**
 * What /gradetable offers: the class subjects of the current year whose grades the actor edits (an administrator all
 * of them, a teacher the ones they teach), by class, with the level's coefficients (the screen shows each row's term
 * average), and the year's terms with the one today falls in (else the last begun, else the first). Read through
 * `gradebook.screen`; the table itself is checked again by `getGradeTable` (`gradebook.table`).
 */
export async function gradeTableChoices(db: Db, actor: Actor, schoolId: string, now = new Date()) {
  if (!can(actor, "gradebook.edit", schoolId)) throw forbidden();
  const admin = administers(actor, schoolId);
  const none = { subjects: [], terms: [], termType: "QUARTERLY", currentTermId: null };
  if (!admin && !hasRole(actor, "TEACHER", schoolId)) return none;
  const year = await currentYearTerms(db, schoolId, dayKey(schoolClock(now).date));
  if (!year) return none;
  const subjects = await db.classSubject.findMany({
    where: { class: { schoolId, schoolYearId: year.id }, ...(admin ? {} : { teacherId: actor.userId }) },
    orderBy: [
      { class: { level: { cycle: "asc" } } },
      { class: { level: { grade: "asc" } } },
      { class: { name: "asc" } },
      { subject: { nameFr: "asc" } },
    ],
    select: {
      id: true,
      classId: true,
      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
      class: {
        select: {
          name: true,
          level: { select: { cycle: true, assessmentCoef: true, testCoef: true, examCoef: true } },
        },
      },
    },
  });
  return {
    subjects: subjects.map((s) => ({
      id: s.id,
      classId: s.classId,
      className: s.class.name,
      subject: s.subject,
      outOf: outOfFor(s.class.level.cycle),
      coefficients: {
        assessment: s.class.level.assessmentCoef,
        test: s.class.level.testCoef,
        exam: s.class.level.examCoef,
      },
    })),
    terms: year.terms,
    termType: year.termType as string,
    currentTermId: year.currentTermId,
  };
}
export type GradeTableChoices = Awaited<ReturnType<typeof gradeTableChoices>>;

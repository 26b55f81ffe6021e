import type { MemberOf } from "~/platform/api/scope";
import { isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

/**
 * The subjects, levels and this year's classes of a school: the filters of /resources and the form's choices, for
 * the school's members (its class names are not the public's). A family (a parent, a student) who holds no staff
 * role there gets the levels and classes of its own children (or its own): a parent of one 4AM1 child is not offered
 * every class of the school. The gate (memberProcedure) found the school and the actor's belonging to it.
 */
export async function resourceChoices(db: Db, actor: Actor, { id: schoolId }: MemberOf) {
  const [subjects, levels, classes] = await Promise.all([
    db.subject.findMany({
      where: { schoolId },
      orderBy: { nameFr: "asc" },
      select: { id: true, nameFr: true, nameEn: true, nameAr: true },
    }),
    db.level.findMany({
      where: { schoolId },
      orderBy: [{ cycle: "asc" }, { grade: "asc" }],
      select: { id: true, nameFr: true, nameEn: true, nameAr: true },
    }),
    db.schoolClass.findMany({
      where: { schoolId, schoolYear: { isCurrent: true } },
      orderBy: { name: "asc" },
      select: { id: true, name: true, levelId: true },
    }),
  ]);
  if (actor.bySchool.has(schoolId) || isSuperAdmin(actor)) return { subjects, levels, classes };
  const own = await db.classEnrollment.findMany({
    where: {
      class: { schoolId, schoolYear: { isCurrent: true } },
      student: { OR: [{ userId: actor.userId }, { parents: { some: { parentId: actor.userId } } }] },
    },
    select: { classId: true },
  });
  const ownClasses = classes.filter((c) => own.some((e) => e.classId === c.id));
  return { subjects, levels: levels.filter((l) => ownClasses.some((c) => c.levelId === l.id)), classes: ownClasses };
}
export type ResourceChoices = Awaited<ReturnType<typeof resourceChoices>>;

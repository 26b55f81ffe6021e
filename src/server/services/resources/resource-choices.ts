import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { assertBelongsTo } from "~/server/services/school/scope";

/**
 * The subjects, levels and this year's classes of a school: the filters of /resources and the form's choices, for
 * the school's members (its class names are not the public's).
 */
export async function resourceChoices(db: Db, actor: Actor, schoolId: string) {
  assertBelongsTo(actor, schoolId);
  const [subjects, levels, classes] = await Promise.all([
    db.subject.findMany({ where: { schoolId }, orderBy: { nameFr: "asc" }, select: { id: true, nameFr: true, nameEn: true, nameAr: true } }),
    db.level.findMany({ where: { schoolId }, orderBy: [{ cycle: "asc" }, { grade: "asc" }], select: { id: true, nameFr: true, nameEn: true, nameAr: true } }),
    db.schoolClass.findMany({ where: { schoolId, schoolYear: { isCurrent: true } }, orderBy: { name: "asc" }, select: { id: true, name: true, levelId: true } }),
  ]);
  return { subjects, levels, classes };
}
export type ResourceChoices = Awaited<ReturnType<typeof resourceChoices>>;

import type { Scoped } from "~/server/api/scope";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { administers } from "~/server/services/school/scope";
import { staffClasses } from "~/server/services/teaching/access";

/**
 * What the send screen offers the actor: administrators address the whole school, a level, a class, a role, the
 * parents of a class or chosen people; a teacher the classes they teach (their students and families, or only
 * the parents) and chosen people among those families.
 */
export async function sendChoices(db: Db, actor: Actor, { id: schoolId }: Scoped<"school">) {
  const admin = administers(actor, schoolId);
  const [levels, classes] = await Promise.all([
    admin
      ? db.level.findMany({ where: { schoolId }, orderBy: [{ cycle: "asc" }, { grade: "asc" }], select: { id: true, nameFr: true, nameEn: true, nameAr: true } })
      : [],
    staffClasses(db, actor, schoolId),
  ]);
  return { admin, levels, classes };
}

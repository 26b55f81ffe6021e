import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { administers } from "~/modules/school";
import { staffClasses } from "~/modules/teaching";

/**
 * What the send screen offers the actor: administrators address the whole school, a level, a class, a role, the
 * parents of a class or chosen people; a teacher the classes they teach (their students and families, or only
 * the parents) and chosen people among those families.
 */
export async function sendChoices(db: Db, actor: Actor, { id: schoolId }: Scoped<"school">) {
  const admin = administers(actor, schoolId);
  const [levels, classes] = await Promise.all([
    admin
      ? db.level.findMany({
          where: { schoolId },
          orderBy: [{ cycle: "asc" }, { grade: "asc" }],
          select: { id: true, nameFr: true, nameEn: true, nameAr: true },
        })
      : [],
    staffClasses(db, actor, schoolId),
  ]);
  return { admin, levels, classes };
}

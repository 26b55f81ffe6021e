import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { administers } from "~/modules/school";

/**
 * The current year's classes the actor works with as staff (the pickers of /homeworks and the grade screens, the
 * classes a message may go to): every one for an administrator, those where they teach a subject for a teacher.
 */
export async function staffClasses(db: Db, actor: Actor, schoolId: string) {
  const admin = administers(actor, schoolId);
  if (!admin && !hasRole(actor, "TEACHER", schoolId)) return [];
  return db.schoolClass.findMany({
    where: {
      schoolId,
      schoolYear: { isCurrent: true },
      ...(admin ? {} : { subjects: { some: { teacherId: actor.userId } } }),
    },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}

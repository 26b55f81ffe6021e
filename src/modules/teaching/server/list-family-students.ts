import { cache } from "react";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

/** The students whose timetable, homework and absences the actor reads as themself or as a parent, in a school. */
export const familyStudents = cache(async (db: Db, actor: Actor, schoolId: string) => {
  // each relationship through the role that carries it: themself as a student, their children as a parent
  const ways = [
    ...(hasRole(actor, "STUDENT", schoolId) ? [{ userId: actor.userId }] : []),
    ...(hasRole(actor, "PARENT", schoolId) ? [{ parents: { some: { parentId: actor.userId } } }] : []),
  ];
  if (!ways.length) return [];
  return db.student.findMany({
    where: { schoolId, OR: ways },
    orderBy: { user: { name: "asc" } },
    select: { id: true, userId: true, user: { select: { name: true } } },
  });
});

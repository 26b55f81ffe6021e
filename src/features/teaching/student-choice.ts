import "server-only";
import type { Actor } from "~/server/auth/actor";
import { db } from "~/server/db";
import { familyStudents } from "~/server/services/teaching/access";

/**
 * The child a family screen shows: the student themself, or for a parent the child chosen with ?student= (the
 * first one otherwise). Empty when the actor has no student in the school (staff screens take over).
 */
export async function chooseStudent(actor: Actor, schoolId: string, requested: string | string[] | undefined) {
  const students = (await familyStudents(db, actor, schoolId)).map((s) => ({ id: s.id, name: s.user.name }));
  const wanted = typeof requested === "string" ? requested : undefined;
  const current = students.find((s) => s.id === wanted) ?? students[0] ?? null;
  return { students, current };
}

import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { familyStudents } from "./list-family-students";

/**
 * The child a family screen shows: the student themself, or for a parent the child the address chose (?student=),
 * else the first one. Empty when the actor has no student in the school (staff screens take over).
 */
export async function chooseStudent(db: Db, actor: Actor, schoolId: string, requested: string | undefined) {
  const students = (await familyStudents(db, actor, schoolId)).map((s) => ({ id: s.id, name: s.user.name }));
  const current = students.find((s) => s.id === requested) ?? students[0] ?? null;
  return { students, current };
}

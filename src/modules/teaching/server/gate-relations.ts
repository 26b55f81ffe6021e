import { cache } from "react";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

/**
 * How the actor stands to a student or a class in teaching life, each relationship through the role that carries it:
 * what the gate (src/platform/api/relations.ts) asks to decide who reads a child's teaching life, a class or a card.
 */

/** Is `parentId` a parent of the student (one read per request and pair)? */
export const isParentOf = cache(
  async (db: Db, parentId: string, studentId: string) =>
    !!(await db.parentLink.findUnique({
      where: { parentId_studentId: { parentId, studentId } },
      select: { studentId: true },
    })),
);

/** Is the actor one of the student's parents, or the student? (what a family may do: justify, mark done) */
export async function isFamilyOf(db: Db, actor: Actor, student: { id: string; userId: string }) {
  if (student.userId === actor.userId) return true;
  return isParentOf(db, actor.userId, student.id);
}

/**
 * How the actor is related to a class, each relationship through the role that carries it: "teacher" (a subject of
 * the class, with the Teacher role there) before "family" (a student of the class, or their parent, with that role).
 * What a capacity unlocks is the caller's choice; staff screens ask for "teacher", never for any relationship.
 */
export async function classCapacity(
  db: Db,
  actor: Actor,
  cls: { id: string; schoolId: string },
): Promise<"teacher" | "family" | null> {
  const teacher = hasRole(actor, "TEACHER", cls.schoolId);
  const student = hasRole(actor, "STUDENT", cls.schoolId);
  const parent = hasRole(actor, "PARENT", cls.schoolId);
  const [taught, family] = await Promise.all([
    teacher ? db.schoolClass.count({ where: { id: cls.id, subjects: { some: { teacherId: actor.userId } } } }) : 0,
    student || parent
      ? db.schoolClass.count({
          where: {
            id: cls.id,
            enrollments: {
              some: {
                student: {
                  OR: [
                    ...(student ? [{ userId: actor.userId }] : []),
                    ...(parent ? [{ parents: { some: { parentId: actor.userId } } }] : []),
                  ],
                },
              },
            },
          },
        })
      : 0,
  ]);
  return taught ? "teacher" : family ? "family" : null;
}

import type { MemberOf } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { chooseStudent } from "./choose-student";
import { staffClasses } from "./list-staff-classes";
import { READS_CHILD, relateToChild, relateToClass } from "~/platform/api/relations";
import { classHomework, listStudentHomework } from "./homework";

/**
 * What /homeworks shows, as one action: for a class's staff, the class the address chose (an unknown or foreign one
 * falls back to the first of theirs) and who did its homework; for a family, the chosen child's homework. The school
 * is one the actor belongs to (the gate's).
 */
export async function homeworkScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: { class?: string; student?: string },
) {
  const classes = await staffClasses(db, actor, school.schoolId);
  if (classes.length > 0) {
    const current = classes.find((c) => c.id === input.class) ?? classes[0]!;
    return {
      kind: "class" as const,
      classes,
      data: await classHomework(db, actor, await relateToClass(db, actor, current.id, "role")),
    };
  }
  const { students, current } = await chooseStudent(db, actor, school.schoolId, input.student);
  return {
    kind: "family" as const,
    students,
    homework: current
      ? await listStudentHomework(db, actor, await relateToChild(db, actor, current.id, READS_CHILD))
      : null,
  };
}

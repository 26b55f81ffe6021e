import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { assertBelongsTo } from "~/server/services/school/scope";
import { chooseStudent, staffClasses } from "./access";
import { READS_CHILD, relateToChild } from "~/server/api/relations";
import { classHomework, listStudentHomework } from "./homework";

/**
 * What /homeworks shows, as one action: for a class's staff, the class the address chose (an unknown or foreign one
 * falls back to the first of theirs) and who did its homework; for a family, the chosen child's homework.
 */
export async function homeworkScreen(db: Db, actor: Actor, input: { schoolId: string; class?: string; student?: string }) {
  assertBelongsTo(actor, input.schoolId);
  const classes = await staffClasses(db, actor, input.schoolId);
  if (classes.length > 0) {
    const current = classes.find((c) => c.id === input.class) ?? classes[0]!;
    return { kind: "class" as const, classes, data: await classHomework(db, actor, { classId: current.id }) };
  }
  const { students, current } = await chooseStudent(db, actor, input.schoolId, input.student);
  return { kind: "family" as const, students, homework: current ? await listStudentHomework(db, actor, await relateToChild(db, actor, current.id, READS_CHILD)) : null };
}

import type { z } from "zod";
import type { ZGroupInput } from "~/lib/schemas/teaching";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { fieldError, notFound } from "~/server/errors";
import { assertCan } from "~/server/services/school/scope";

/** Creates or renames a group of a class and sets its students (students of the class only). */
export async function saveGroup(db: Db, actor: Actor, input: z.output<typeof ZGroupInput>) {
  const cls = await db.schoolClass.findUnique({ where: { id: input.classId }, select: { id: true, schoolId: true } });
  if (!cls) throw notFound();
  assertCan(actor, "class.edit", cls.schoolId);
  if (input.id) {
    const group = await db.classGroup.findUnique({ where: { id: input.id }, select: { classId: true } });
    if (group?.classId !== cls.id) throw notFound();
  }
  const clash = await db.classGroup.findFirst({
    where: { classId: cls.id, name: { equals: input.name, mode: "insensitive" }, ...(input.id ? { NOT: { id: input.id } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("name", "validation.groupExists");
  const studentIds = [...new Set(input.studentIds)];
  const enrolled = await db.classEnrollment.count({ where: { classId: cls.id, studentId: { in: studentIds } } });
  if (enrolled !== studentIds.length) throw fieldError("studentIds", "validation.checkInput");
  return db.$transaction(async (tx) => {
    const group = input.id
      ? await tx.classGroup.update({ where: { id: input.id }, data: { name: input.name }, select: { id: true } })
      : await tx.classGroup.create({ data: { classId: cls.id, name: input.name }, select: { id: true } });
    await tx.classGroupMember.deleteMany({ where: { groupId: group.id } });
    await tx.classGroupMember.createMany({ data: studentIds.map((studentId) => ({ groupId: group.id, studentId })) });
    return group;
  });
}

export async function deleteGroup(db: Db, actor: Actor, groupId: string) {
  const group = await db.classGroup.findUnique({ where: { id: groupId }, select: { class: { select: { schoolId: true } } } });
  if (!group) throw notFound();
  assertCan(actor, "class.edit", group.class.schoolId);
  await db.classGroup.delete({ where: { id: groupId } });
  return { ok: true as const };
}

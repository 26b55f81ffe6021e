import type { z } from "zod";
import type { ZGroupInput } from "~/modules/teaching/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";

/** Creates or renames a group of a class and sets its students (students of the class only). */
export async function saveGroup(db: Db, cls: Scoped<"class">, input: z.output<typeof ZGroupInput>) {
  if (input.id) {
    const group = await db.classGroup.findUnique({ where: { id: input.id }, select: { classId: true } });
    if (group?.classId !== cls.id) throw notFound();
  }
  const clash = await db.classGroup.findFirst({
    where: {
      classId: cls.id,
      name: { equals: input.name, mode: "insensitive" },
      ...(input.id ? { NOT: { id: input.id } } : {}),
    },
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

export async function deleteGroup(db: Db, group: Scoped<"classGroup">) {
  await db.classGroup.delete({ where: { id: group.id } });
  return { ok: true as const };
}

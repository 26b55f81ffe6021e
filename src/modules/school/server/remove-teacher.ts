import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";

/** Unlinks a teacher: the role in this school goes, and their subjects here are left without a teacher. */
export async function removeTeacher(db: Db, _school: Scoped<"school">, input: { schoolId: string; userId: string }) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.userRole.deleteMany({
      where: { userId: input.userId, schoolId: input.schoolId, role: { key: "TEACHER" } },
    });
    if (count === 0) throw notFound();
    await tx.classSubject.updateMany({
      where: { teacherId: input.userId, class: { schoolId: input.schoolId } },
      data: { teacherId: null },
    });
  });
  return { ok: true as const };
}

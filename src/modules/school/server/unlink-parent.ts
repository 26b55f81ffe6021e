import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";

/** Unlinks a parent from a child; the parent keeps the school role while another child of theirs is there. */
export async function unlinkParent(db: Db, student: Scoped<"student">, input: { parentId: string }) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.parentLink.deleteMany({ where: { parentId: input.parentId, studentId: student.id } });
    if (count === 0) throw notFound();
    const others = await tx.parentLink.count({
      where: { parentId: input.parentId, student: { schoolId: student.schoolId } },
    });
    if (others === 0) {
      await tx.userRole.deleteMany({
        where: { userId: input.parentId, schoolId: student.schoolId, role: { key: "PARENT" } },
      });
    }
  });
  return { ok: true as const };
}

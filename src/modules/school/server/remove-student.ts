import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";

/** Unlinks a student from the school: their record, class places and parent links here go; the account stays. */
export async function removeStudent(db: Db, student: Scoped<"student">) {
  await db.$transaction([
    db.student.delete({ where: { id: student.id } }),
    db.userRole.deleteMany({ where: { userId: student.userId, schoolId: student.schoolId, role: { key: "STUDENT" } } }),
  ]);
  return { ok: true as const };
}

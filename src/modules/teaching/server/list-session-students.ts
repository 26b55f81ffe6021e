import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";

/** The students a session is for: the class's, or its group's. */
export async function sessionStudents(
  db: Db | Prisma.TransactionClient,
  slot: { classId: string; groupId: string | null },
) {
  const rows = await db.student.findMany({
    where: {
      enrollments: { some: { classId: slot.classId } },
      ...(slot.groupId ? { groups: { some: { groupId: slot.groupId } } } : {}),
    },
    orderBy: { user: { name: "asc" } },
    select: { id: true, userId: true, user: { select: { name: true } } },
  });
  return rows.map((s) => ({ id: s.id, userId: s.userId, name: s.user.name }));
}

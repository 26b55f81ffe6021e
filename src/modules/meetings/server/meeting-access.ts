import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

/** The teachers of a pupil's class this year: whom a family may meet about that child. */
export async function teachersOf(db: Tx, studentId: string) {
  const rows = await db.classSubject.findMany({
    where: {
      teacherId: { not: null },
      class: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId } } },
    },
    select: {
      teacherId: true,
      teacher: { select: { name: true } },
      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
    },
  });
  const byId = new Map<
    string,
    { id: string; name: string; subjects: { nameFr: string; nameEn: string; nameAr: string }[] }
  >();
  for (const r of rows) {
    const t = byId.get(r.teacherId!) ?? { id: r.teacherId!, name: r.teacher!.name, subjects: [] };
    t.subjects.push(r.subject);
    byId.set(t.id, t);
  }
  return [...byId.values()];
}

/** The actor's own child in this school (through a parent's role), or null. */
export const ownChild = (db: Tx, actor: Actor, schoolId: string, studentId: string) =>
  db.student.findFirst({
    where: { id: studentId, schoolId, parents: { some: { parentId: actor.userId } } },
    select: { id: true, user: { select: { name: true } } },
  });

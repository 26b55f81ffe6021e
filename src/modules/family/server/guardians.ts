import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden } from "~/platform/errors";

type Tx = Db | Prisma.TransactionClient;

/**
 * The actor's link to a child as a guardian who may act for them (not a read-only custody decision), or an error:
 * the family actions (codes, delegates) go through it.
 */
export async function actingGuardian(db: Tx, actor: Actor, studentId: string) {
  const link = await db.parentLink.findUnique({
    where: { parentId_studentId: { parentId: actor.userId, studentId } },
    select: { readOnly: true, student: { select: { id: true, schoolId: true, user: { select: { name: true } } } } },
  });
  if (!link) throw forbidden();
  if (link.readOnly) throw forbidden("family.error.readOnly");
  return link.student;
}

/** May this parent act for this child (justify, answer, sign, book, write)? False for a read-only custody decision. */
export async function mayActFor(db: Tx, parentId: string, studentId: string): Promise<boolean> {
  const link = await db.parentLink.findUnique({
    where: { parentId_studentId: { parentId, studentId } },
    select: { readOnly: true },
  });
  return !!link && !link.readOnly;
}

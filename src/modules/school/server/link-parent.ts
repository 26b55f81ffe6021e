import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZParentInput } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { offerToOwner, personForSchool } from "./person-account";

type Tx = Db | Prisma.TransactionClient;

/** A child has one or two parents. */
export const MAX_PARENTS = 2;

/** Links a parent (found by e-mail or phone, else created) to a student; a child has one or two parents. */
export async function linkParent(
  db: Db,
  actor: Actor,
  student: Scoped<"student">,
  input: z.output<typeof ZParentInput>,
) {
  return db.$transaction((tx) => linkParentTx(tx, student, input, actor.userId));
}

/**
 * Links the school's own, a new, or a placeholder parent account at once; the owner of a placeholder's address is
 * asked to take its place. The answer is the same in every case.
 */
export async function linkParentTx(
  tx: Tx,
  student: { id: string; schoolId: string },
  input: { name: string; email?: string; phone?: string },
  invitedById: string | null,
) {
  const person = await personForSchool(tx, student.schoolId, input);
  const parent = person.user;
  const links = await tx.parentLink.findMany({ where: { studentId: student.id }, select: { parentId: true } });
  if (links.some((l) => l.parentId === parent.id || person.owners.includes(l.parentId))) {
    throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
  }
  if (links.length >= MAX_PARENTS) throw fieldError("name", "validation.maxParents", { count: MAX_PARENTS });
  // a custody decision "no access" stands: lifting it is the parents drawer's custody choice, not a new link
  if (
    await tx.parentBlock.findFirst({
      where: { studentId: student.id, parentId: { in: [parent.id, ...person.owners] } },
      select: { studentId: true },
    })
  ) {
    throw fieldError(input.email ? "email" : "phone", "family.error.blocked");
  }
  await tx.parentLink.create({ data: { parentId: parent.id, studentId: student.id } });
  await grantRole(tx, { userId: parent.id, role: "PARENT", schoolId: student.schoolId });
  await offerToOwner(tx, person, {
    schoolId: student.schoolId,
    role: "PARENT",
    studentId: student.id,
    invitedById,
    name: input.name,
  });
  return { id: parent.id };
}

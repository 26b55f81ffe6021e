import type { RoleKey } from "~/lib/roles";
import { SCHOOL_ROLES } from "~/lib/roles";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, notFound } from "~/platform/errors";

type Tx = Db | Prisma.TransactionClient;

/**
 * Gives a role to a user, platform-wide or within one school, without duplicates — also when two grants race:
 * the unique index on (userId, roleId, schoolId) treats a null school as equal (NULLS NOT DISTINCT, migration
 * 20261123110000), and the insert skips a row that exists (ON CONFLICT DO NOTHING, waiting for a concurrent
 * insert of the same row to commit). No permission check: the caller (a service that already checked the actor)
 * decides.
 */
export async function grantRole(db: Tx, input: { userId: string; role: RoleKey; schoolId: string | null }) {
  if (SCHOOL_ROLES.has(input.role) !== (input.schoolId !== null)) {
    throw new AppError("BAD_REQUEST", "validation.checkInput");
  }
  const role = await db.role.findUnique({ where: { key: input.role }, select: { id: true } });
  if (!role) throw new AppError("INTERNAL_SERVER_ERROR", "errors.operationFailed");
  // a platform-wide actor may name any school id: one that does not exist is 404, not a foreign-key violation
  if (input.schoolId && !(await db.school.findUnique({ where: { id: input.schoolId }, select: { id: true } })))
    throw notFound();
  const row = { userId: input.userId, roleId: role.id, schoolId: input.schoolId };
  await db.userRole.createMany({ data: [row], skipDuplicates: true });
  return db.userRole.findFirstOrThrow({ where: row });
}

import type { RoleKey } from "~/lib/roles";
import { SCHOOL_ROLES } from "~/lib/roles";
import type { Db } from "~/server/db";
import type { Prisma } from "~/server/db/generated/client";
import { AppError } from "~/server/errors";

type Tx = Db | Prisma.TransactionClient;

/**
 * Gives a role to a user, platform-wide or within one school, without duplicates (PostgreSQL treats the null
 * school of platform roles as distinct in the unique index, so the lookup comes first). No permission check: the
 * caller (a service that already checked the actor) decides.
 */
export async function grantRole(db: Tx, input: { userId: string; role: RoleKey; schoolId: string | null }) {
  if (SCHOOL_ROLES.has(input.role) !== (input.schoolId !== null)) {
    throw new AppError("BAD_REQUEST", "validation.checkInput");
  }
  const role = await db.role.findUnique({ where: { key: input.role }, select: { id: true } });
  if (!role) throw new AppError("INTERNAL_SERVER_ERROR", "errors.operationFailed");
  const existing = await db.userRole.findFirst({
    where: { userId: input.userId, roleId: role.id, schoolId: input.schoolId },
  });
  return existing ?? db.userRole.create({ data: { userId: input.userId, roleId: role.id, schoolId: input.schoolId } });
}

import { ROLE_RANK, type RoleKey } from "~/lib/roles";
import { canIn, hasRole, topRank, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { forbidden, notFound } from "~/server/errors";
import { audit } from "~/server/services/audit/audit";
import { createUser, type NewUser } from "./create-user";
import { grantRole } from "./grant-role";

/**
 * May the actor hand out `role` (in `schoolId` for school roles)? Only roles ranked below the actor's best, and
 * school roles only in a school where the actor holds `user.edit` (or platform-wide).
 */
export function canGrant(actor: Actor, role: RoleKey, schoolId: string | null): boolean {
  if (!canIn(actor, "user.edit", schoolId)) return false;
  if (hasRole(actor, "SUPER_ADMIN", null)) return true;
  return ROLE_RANK[role] < topRank(actor);
}

export async function createUserWithRole(
  db: Db,
  actor: Actor,
  input: NewUser & { role: RoleKey; schoolId: string | null },
) {
  if (!canIn(actor, "user.create", input.schoolId)) throw forbidden();
  if (input.role !== "MEMBER" && !canGrant(actor, input.role, input.schoolId)) throw forbidden();
  const user = await createUser(db, input);
  if (input.role !== "MEMBER") await grantRole(db, { userId: user.id, role: input.role, schoolId: input.schoolId });
  return { id: user.id, slug: user.slug };
}

export async function assignRole(db: Db, actor: Actor, input: { userId: string; role: RoleKey; schoolId: string | null }) {
  if (!canGrant(actor, input.role, input.schoolId)) throw forbidden();
  const target = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!target) throw notFound();
  await db.$transaction(async (tx) => {
    const existing = await tx.userRole.findFirst({ where: { userId: input.userId, schoolId: input.schoolId, role: { key: input.role } } });
    if (existing) return;
    await grantRole(tx, input);
    const grant = { role: input.role, schoolId: input.schoolId };
    await audit(tx, actor, { action: "user.grantRole", targetType: "user", targetId: input.userId, after: grant });
  });
}

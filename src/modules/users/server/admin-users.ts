import type { SchoolOrPlatform } from "~/platform/api/scope";
import { ROLE_RANK, SCHOOL_ROLES, type RoleKey } from "~/lib/roles";
import { canIn, hasRole, topRank, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, forbidden } from "~/platform/errors";
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

/**
 * An account made by a school's staff or the platform, with its first role: the gate found the school (or the
 * platform, when none) where the actor holds 'create users' (schoolOrPlatformProcedure); handing out the role takes
 * 'edit users' there too, and a rank below the actor's (canGrant).
 */
export async function createUserWithRole(
  db: Db,
  actor: Actor,
  at: SchoolOrPlatform,
  input: NewUser & { role: RoleKey },
) {
  const { schoolId } = at;
  if (input.role !== "MEMBER" && !canGrant(actor, input.role, schoolId)) throw forbidden();
  // checked before the account exists: a role refused afterwards must not leave an account nobody asked for
  if (input.role !== "MEMBER" && SCHOOL_ROLES.has(input.role) !== (schoolId !== null)) {
    throw new AppError("BAD_REQUEST", "validation.checkInput");
  }
  const user = await createUser(db, input, async (tx, userId) => {
    if (input.role !== "MEMBER") await grantRole(tx, { userId, role: input.role, schoolId });
  });
  return { id: user.id, slug: user.slug };
}

import type { Permission } from "~/lib/permissions";
import { FAMILY_ROLES, SCHOOL_ROLES } from "~/lib/roles";
import type { Prisma } from "~/platform/db/generated/client";

/**
 * The people of a school who hold a permission through one of its staff roles (as the role editor set it), to tell
 * them of work waiting for that permission (a paper asked for, a transfer proof sent). Family roles never count.
 */
export async function holdersOf(
  tx: Prisma.TransactionClient,
  schoolId: string,
  permission: Permission,
): Promise<string[]> {
  const staffRoles = [...SCHOOL_ROLES].filter((r) => !FAMILY_ROLES.has(r));
  const rows = await tx.userRole.findMany({
    where: { schoolId, role: { key: { in: staffRoles }, permissions: { some: { permission: { key: permission } } } } },
    distinct: ["userId"],
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

/** The people who hold a permission platform-wide (a role without a school: the super admin, the developer), to tell
 * them of work waiting on the platform's side (a board member's correction or erasure request). */
export async function platformHoldersOf(tx: Prisma.TransactionClient, permission: Permission): Promise<string[]> {
  const rows = await tx.userRole.findMany({
    where: { schoolId: null, role: { permissions: { some: { permission: { key: permission } } } } },
    distinct: ["userId"],
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

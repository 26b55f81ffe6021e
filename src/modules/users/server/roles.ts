import { PERMISSIONS, type Permission } from "~/lib/permissions";
import { DEFAULT_ROLE_PERMISSIONS, ROLE_KEYS, ROLE_RANK, type RoleKey } from "~/lib/roles";
import { canIn, hasRole, topRank, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";

/**
 * Makes the Role and Permission tables match the typed lists in src/lib (adds what is missing, removes permission
 * keys the code no longer knows). The super admin role always holds every permission. Roles' other permissions
 * are left as the role editor set them; a role with no permission row yet receives its default set.
 */
export async function syncRolesAndPermissions(db: Db) {
  await db.$transaction(
    async (tx) => {
      await tx.permission.createMany({ data: PERMISSIONS.map((key) => ({ key })), skipDuplicates: true });
      await tx.permission.deleteMany({ where: { key: { notIn: [...PERMISSIONS] } } });
      for (const key of ROLE_KEYS) {
        await tx.role.upsert({
          where: { key },
          create: { key, rank: ROLE_RANK[key] },
          update: { rank: ROLE_RANK[key] },
        });
      }
      const permissions = await tx.permission.findMany({ select: { id: true, key: true } });
      const idOf = new Map(permissions.map((p) => [p.key, p.id]));
      const roles = await tx.role.findMany({
        select: { id: true, key: true, _count: { select: { permissions: true } } },
      });
      for (const role of roles) {
        const fresh = role._count.permissions === 0;
        if (role.key !== "SUPER_ADMIN" && !fresh) continue;
        const keys = DEFAULT_ROLE_PERMISSIONS[role.key as RoleKey] ?? [];
        await tx.rolePermission.createMany({
          data: keys.map((k) => ({ roleId: role.id, permissionId: idOf.get(k)! })),
          skipDuplicates: true,
        });
      }
      // a start-up step of some twenty statements: Prisma's 5 s default ran out on a loaded machine (the tests' CI)
    },
    { timeout: 30_000 },
  );
}

/** Whether the actor may change this role: `role.edit`, and ranked above it (the super admin edits every role). */
export function canEditRole(actor: Actor, role: RoleKey): boolean {
  if (!canIn(actor, "role.edit", null)) return false;
  return hasRole(actor, "SUPER_ADMIN", null) || topRank(actor) > ROLE_RANK[role];
}

/** Every role with its permissions, highest first; `editable`: the actor may change it (never the super admin's). */
export async function listRoles(db: Db, actor: Actor) {
  const roles = await db.role.findMany({
    orderBy: { rank: "desc" },
    select: { key: true, rank: true, permissions: { select: { permission: { select: { key: true } } } } },
  });
  return roles.map((r) => ({
    key: r.key as RoleKey,
    rank: r.rank,
    permissions: r.permissions.map((p) => p.permission.key as Permission),
    editable: r.key !== "SUPER_ADMIN" && canEditRole(actor, r.key as RoleKey),
  }));
}

/** Replaces a role's permissions. Takes effect on the next request of its holders (actors are rebuilt per request). */
export async function setRolePermissions(db: Db, actor: Actor, input: { role: RoleKey; permissions: Permission[] }) {
  if (!canEditRole(actor, input.role)) throw new AppError("FORBIDDEN", "errors.roleForbidden");
  if (input.role === "SUPER_ADMIN") throw new AppError("FORBIDDEN", "errors.roleForbidden");
  await db.$transaction(async (tx) => {
    const role = await tx.role.findUniqueOrThrow({
      where: { key: input.role },
      select: { id: true, permissions: { select: { permission: { select: { key: true } } } } },
    });
    const wanted = await tx.permission.findMany({
      where: { key: { in: input.permissions } },
      select: { id: true, key: true },
    });
    const before = role.permissions.map((p) => p.permission.key).sort();
    const after = wanted.map((p) => p.key).sort();
    if (before.join() === after.join()) return;
    await tx.rolePermission.deleteMany({ where: { roleId: role.id } });
    await tx.rolePermission.createMany({ data: wanted.map((p) => ({ roleId: role.id, permissionId: p.id })) });
    await audit(tx, actor, { action: "role.permissions", targetType: "role", targetId: input.role, before, after });
  });
}

import type { ManagedAccount } from "~/platform/api/relations";
import type { SchoolOrPlatform } from "~/platform/api/scope";
import { ROLE_KEYS, ROLE_RANK, SCHOOL_ROLES, isRoleKey, type RoleKey } from "~/lib/roles";
import { LIST_PAGE_SIZE } from "~/modules/school/client";
import type { TUsersListInput } from "~/modules/users/schemas";
import { can, canIn, hasRole, topRank, type Actor } from "~/platform/auth/actor";
import { managedSchools } from "~/platform/auth/rules";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { canGrant } from "./admin-users";
import { grantRole } from "./grant-role";

type Tx = Db | Prisma.TransactionClient;

/**
 * The /users screen (moderation of accounts). Scope: an actor holding `user.edit` (or `user.suspend`) platform-wide
 * sees every account; one holding `user.edit` only within schools (a school admin) sees the accounts holding a role
 * in those schools, and only their roles there (plus platform roles) — never other schools' memberships.
 *
 * Rank rules: an actor manages (grants to, revokes from, suspends) only accounts whose best role ranks strictly
 * below theirs; the super admin manages everyone. Nobody suspends themselves; the last active super admin can be
 * neither demoted nor suspended.
 */

/** Algerian phone fragments in their usual forms ("0550 12", "+213 550…", "00213…") → a fragment of the E.164 form. */
function phoneFragment(search: string): string | null {
  const compact = search.replace(/[\s.\-()]/g, "");
  if (!/^\+?[0-9]{3,15}$/.test(compact)) return null;
  if (compact.startsWith("00213")) return `+213${compact.slice(5)}`;
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("213")) return `+${compact}`;
  if (compact.startsWith("0")) return `+213${compact.slice(1)}`;
  return compact;
}

function userSearch(search?: string): Prisma.UserWhereInput {
  if (!search) return {};
  const phone = phoneFragment(search);
  return {
    OR: [
      { name: { contains: search, mode: "insensitive" } },
      { email: { contains: search, mode: "insensitive" } },
      { username: { contains: search.toLowerCase() } },
      ...(phone ? [{ phone: { contains: phone } }] : []),
    ],
  };
}

const scopeWhere = (schools: string[] | null): Prisma.UserWhereInput =>
  schools === null ? {} : { roles: { some: { schoolId: { in: schools } } } };

const USER_ROW = {
  id: true,
  name: true,
  email: true,
  phone: true,
  username: true,
  createdAt: true,
  suspendedAt: true,
  roles: {
    orderBy: { createdAt: "asc" },
    select: { id: true, schoolId: true, school: { select: { name: true } }, role: { select: { key: true } } },
  },
} satisfies Prisma.UserSelect;

type UserRecord = Prisma.UserGetPayload<{ select: typeof USER_ROW }>;

async function allRoleKeys(tx: Tx, userId: string): Promise<RoleKey[]> {
  const held = await tx.userRole.findMany({ where: { userId }, select: { role: { select: { key: true } } } });
  return held.map((h) => h.role.key).filter(isRoleKey);
}

const rankOf = (keys: RoleKey[]) => Math.max(0, ...keys.map((k) => ROLE_RANK[k]));

/** Does the actor outrank this account (or is the super admin)? */
function outranks(actor: Actor, targetKeys: RoleKey[]): boolean {
  return hasRole(actor, "SUPER_ADMIN", null) || topRank(actor) > rankOf(targetKeys);
}

/**
 * One row of /users: contacts (never the password hash), roles visible in the actor's scope, and what the actor may
 * do with it. Ranks come from every role held (a school admin must not manage someone who is an admin elsewhere).
 */
function toRow(actor: Actor, schools: string[] | null, user: UserRecord) {
  const manageable = outranks(actor, user.roles.map((r) => r.role.key).filter(isRoleKey));
  const self = user.id === actor.userId;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    username: user.username,
    createdAt: user.createdAt,
    suspendedAt: user.suspendedAt,
    self,
    canSuspend: manageable && !self && canIn(actor, "user.suspend", null),
    roles: user.roles
      .filter((r) => schools === null || r.schoolId === null || schools.includes(r.schoolId))
      .map((r) => {
        const key = r.role.key as RoleKey;
        return {
          id: r.id,
          key,
          schoolId: r.schoolId,
          schoolName: r.school?.name ?? null,
          canRevoke: key !== "MEMBER" && manageable && canGrant(actor, key, r.schoolId),
        };
      }),
  };
}

/**
 * Who holds 'edit users' somewhere opens /users (its list and the roles it offers): the procedures are the actor's own
 * ("own": no school in their input), so the permission is checked here, and what they read is what those roles give.
 */
function assertEditsUsers(actor: Actor) {
  if (!can(actor, "user.edit")) throw forbidden();
}

/** The accounts of the schools whose users the actor manages (every account for a platform-wide grant). */
export async function listUsers(db: Db, actor: Actor, input: TUsersListInput) {
  assertEditsUsers(actor);
  const schools = managedSchools(actor);
  if (schools !== null && schools.length === 0) throw forbidden();
  const where: Prisma.UserWhereInput = { AND: [scopeWhere(schools), userSearch(input.search)] };
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE,
      select: USER_ROW,
    }),
  ]);
  return { total, rows: users.map((u) => toRow(actor, schools, u)) };
}

/** One account of /users, which the gate found the actor manages (relations.ts's relateToAccount). */
export async function getUser(db: Db, actor: Actor, account: ManagedAccount) {
  const user = await db.user.findUniqueOrThrow({ where: { id: account.id }, select: USER_ROW });
  return toRow(actor, account.schools, user);
}

/**
 * The account exists and is within the actor's scope; returns the scope. The gate of users.get asks it
 * (relateToAccount), the role changes and suspensions again inside their transaction.
 */
export async function assertManages(db: Tx, actor: Actor, userId: string) {
  const schools = managedSchools(actor);
  const user = await db.user.findFirst({ where: { AND: [{ id: userId }, scopeWhere(schools)] }, select: { id: true } });
  if (!user) {
    const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
    throw exists ? forbidden() : notFound();
  }
  return schools;
}

/** What the actor may hand out on /users: platform roles, school roles and the schools they apply in. */
export async function grantOptions(db: Db, actor: Actor) {
  assertEditsUsers(actor);
  const schools = managedSchools(actor);
  const platformRoles = ROLE_KEYS.filter((k) => !SCHOOL_ROLES.has(k) && k !== "MEMBER" && canGrant(actor, k, null));
  const schoolRows = await db.school.findMany({
    where: schools === null ? {} : { id: { in: schools } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
  const grantable = schoolRows.filter((s) => ROLE_KEYS.some((k) => SCHOOL_ROLES.has(k) && canGrant(actor, k, s.id)));
  const schoolRoles = ROLE_KEYS.filter((k) => SCHOOL_ROLES.has(k) && grantable.some((s) => canGrant(actor, k, s.id)));
  return { platformRoles, schoolRoles, schools: grantable };
}

/** A role snapshot for the audit log (no contact, no secret). */
async function rolesSnapshot(tx: Tx, userId: string) {
  const held = await tx.userRole.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { schoolId: true, school: { select: { name: true } }, role: { select: { key: true } } },
  });
  return held.map((h) => ({ role: h.role.key, schoolId: h.schoolId, school: h.school?.name ?? null }));
}

/** Active super admins other than `userId`. */
const otherSuperAdmins = (tx: Tx, userId: string) =>
  tx.userRole.count({
    where: { role: { key: "SUPER_ADMIN" }, schoolId: null, userId: { not: userId }, user: { suspendedAt: null } },
  });

const lastSuperAdmin = () => new AppError("FORBIDDEN", "users.lastSuperAdmin");

/**
 * Serializes every change that can take a super admin away (suspension, revocation) for the rest of the
 * transaction. Without it two super admins suspending each other at once both see "one other is left" and both
 * succeed. A transaction-scoped advisory lock: released at commit or rollback; on PGlite (one connection) it is
 * uncontended. Checks made after it read what the previous holder committed (READ COMMITTED, a new snapshot per
 * statement).
 */
const SUPER_ADMIN_LOCK = 0x5741_5341; // "WASA"
async function lockSuperAdmins(tx: Tx) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SUPER_ADMIN_LOCK}::bigint)`;
}

/**
 * Hands a role to an account in the school the gate found, or platform-wide when none (schoolOrPlatformProcedure:
 * 'edit users' there); the role ranks below the actor's, and the account is one they manage and outrank.
 */
export async function grantUserRole(
  db: Db,
  actor: Actor,
  at: SchoolOrPlatform,
  input: { userId: string; role: RoleKey },
) {
  const { schoolId } = at;
  if (!canGrant(actor, input.role, schoolId)) throw forbidden();
  if (input.role === "MEMBER") throw new AppError("BAD_REQUEST", "validation.checkInput");
  return db.$transaction(async (tx) => {
    await assertManages(tx, actor, input.userId);
    if (!outranks(actor, await allRoleKeys(tx, input.userId))) throw forbidden();
    const before = await rolesSnapshot(tx, input.userId);
    await grantRole(tx, { userId: input.userId, role: input.role, schoolId });
    const after = await rolesSnapshot(tx, input.userId);
    await audit(tx, actor, { action: "user.grantRole", targetType: "user", targetId: input.userId, before, after });
    return { ok: true as const };
  });
}

/** Takes a role back, in the school the gate found or platform-wide (as grantUserRole). */
export async function revokeUserRole(
  db: Db,
  actor: Actor,
  at: SchoolOrPlatform,
  input: { userId: string; role: RoleKey },
) {
  const { schoolId } = at;
  if (!canGrant(actor, input.role, schoolId)) throw forbidden();
  if (input.role === "MEMBER") throw forbidden();
  return db.$transaction(async (tx) => {
    if (input.role === "SUPER_ADMIN") await lockSuperAdmins(tx);
    await assertManages(tx, actor, input.userId);
    if (input.role === "SUPER_ADMIN" && (await otherSuperAdmins(tx, input.userId)) === 0) throw lastSuperAdmin();
    if (!outranks(actor, await allRoleKeys(tx, input.userId))) throw forbidden();
    const held = await tx.userRole.findFirst({
      where: { userId: input.userId, schoolId, role: { key: input.role } },
      select: { id: true },
    });
    if (!held) throw notFound();
    const before = await rolesSnapshot(tx, input.userId);
    await tx.userRole.delete({ where: { id: held.id } });
    const after = await rolesSnapshot(tx, input.userId);
    await audit(tx, actor, { action: "user.revokeRole", targetType: "user", targetId: input.userId, before, after });
    return { ok: true as const };
  });
}

/**
 * Suspends (sets suspendedAt and bumps sessionVersion, so every session ends on its next request and login is
 * refused) or restores an account.
 */
export async function setSuspended(db: Db, actor: Actor, input: { userId: string; suspended: boolean }) {
  return db.$transaction((tx) => setSuspendedTx(tx, actor, input));
}

/** setSuspended inside the caller's transaction (a complaint resolved by suspending its author). */
export async function setSuspendedTx(
  tx: Prisma.TransactionClient,
  actor: Actor,
  input: { userId: string; suspended: boolean },
) {
  // a suspension is account-wide (login refused everywhere), so it needs user.suspend platform-wide
  if (!canIn(actor, "user.suspend", null)) throw forbidden();
  if (input.suspended) await lockSuperAdmins(tx);
  await assertManages(tx, actor, input.userId);
  const keys = await allRoleKeys(tx, input.userId);
  if (input.suspended && keys.includes("SUPER_ADMIN") && (await otherSuperAdmins(tx, input.userId)) === 0)
    throw lastSuperAdmin();
  if (input.userId === actor.userId) throw new AppError("FORBIDDEN", "users.notSelf");
  if (!outranks(actor, keys)) throw forbidden();
  const current = await tx.user.findUniqueOrThrow({ where: { id: input.userId }, select: { suspendedAt: true } });
  if (!!current.suspendedAt === input.suspended) return { ok: true as const };
  const suspendedAt = input.suspended ? new Date() : null;
  await tx.user.update({
    where: { id: input.userId },
    data: { suspendedAt, ...(input.suspended ? { sessionVersion: { increment: 1 } } : {}) },
  });
  await audit(tx, actor, {
    action: input.suspended ? "user.suspend" : "user.restore",
    targetType: "user",
    targetId: input.userId,
    before: { suspendedAt: current.suspendedAt?.toISOString() ?? null },
    after: { suspendedAt: suspendedAt?.toISOString() ?? null },
  });
  return { ok: true as const };
}

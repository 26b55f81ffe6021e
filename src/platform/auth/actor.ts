import type { Locale } from "~/i18n/config";
import { isPermission, type Permission } from "~/lib/permissions";
import { FAMILY_ROLES, isRoleKey, ROLE_RANK, type RoleKey } from "~/lib/roles";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { touchLoginSession } from "~/platform/auth/login-sessions";

/**
 * Who is acting, rebuilt from the database on every request: role and permission changes apply on the user's
 * next request, and a suspended user or an ended session (sessionVersion bumped) has no actor at all.
 */
export interface Actor {
  userId: string;
  name: string;
  locale: Locale;
  mustChangePassword: boolean;
  roles: { key: RoleKey; schoolId: string | null; schoolName: string | null }[];
  /** Permissions held platform-wide. */
  global: ReadonlySet<Permission>;
  /**
   * Permissions held within one school through a staff role there (Admin, Teacher): the school's rights. A family
   * role's permissions never enter here, so `can(actor, p, schoolId)` cannot be satisfied by being a parent.
   */
  bySchool: ReadonlyMap<string, ReadonlySet<Permission>>;
  /** Permissions held within one school through a family role there (Parent, Student): they act on the family's own records only. */
  familyBySchool: ReadonlyMap<string, ReadonlySet<Permission>>;
  /** Schools the user belongs to, in the order they joined. */
  schoolIds: string[];
  /** The signed-in browser acting (its push token is bound to it); null for an actor loaded without a session (seed, tests). */
  loginSessionId: string | null;
}

interface ActorRow {
  id: string;
  name: string;
  locale: Locale;
  suspendedAt: Date | null;
  sessionVersion: number;
  mustChangePassword: boolean;
  loginSessionId: string | null;
  lastSeenAt: Date | null;
  /** in the order they were given, each with its school's name and its permissions' keys */
  roles: { schoolId: string | null; schoolName: string | null; key: string; permissions: string[] }[];
}

/**
 * The user, the login session and every role with its school and permissions, in one query: it runs before every
 * signed-in page and procedure, and Prisma's nested select made it seven round trips to the database (issue 17: ~7 ms
 * of every signed-in page on the embedded database).
 */
const actorSql = (userId: string, loginSessionId: string) => Prisma.sql`
  SELECT u."id", u."name", u."locale"::text AS "locale", u."suspendedAt", u."sessionVersion", u."mustChangePassword",
    ls."id" AS "loginSessionId", ls."lastSeenAt",
    COALESCE((
      SELECT json_agg(json_build_object(
        'schoolId', ur."schoolId",
        'schoolName', s."name",
        'key', r."key",
        'permissions', COALESCE((SELECT json_agg(p."key") FROM "RolePermission" rp JOIN "Permission" p ON p."id" = rp."permissionId" WHERE rp."roleId" = r."id"), '[]'::json)
      ) ORDER BY ur."createdAt", ur."id")
      FROM "UserRole" ur JOIN "Role" r ON r."id" = ur."roleId" LEFT JOIN "School" s ON s."id" = ur."schoolId"
      WHERE ur."userId" = u."id"
    ), '[]'::json) AS "roles"
  FROM "User" u LEFT JOIN "LoginSession" ls ON ls."userId" = u."id" AND ls."id" = ${loginSessionId}
  WHERE u."id" = ${userId}`;

/**
 * Null for a suspended user; with `sessionVersion`, also when it was bumped (password change, suspension); with
 * `loginSessionId`, also when that login session was ended (sign-out). Without them: the user as such (seed, tests).
 */
export async function loadActor(
  db: Db,
  userId: string,
  sessionVersion?: number,
  loginSessionId?: string,
): Promise<Actor | null> {
  // with no login session asked for, none is joined
  const [user] = await db.$queryRaw<ActorRow[]>(actorSql(userId, loginSessionId ?? ""));
  if (!user || user.suspendedAt) return null;
  if (sessionVersion !== undefined && sessionVersion !== user.sessionVersion) return null;
  if (loginSessionId !== undefined) {
    if (!user.loginSessionId || !user.lastSeenAt) return null;
    await touchLoginSession(db, user.loginSessionId, user.lastSeenAt);
  }

  const global = new Set<Permission>();
  const bySchool = new Map<string, Set<Permission>>();
  const familyBySchool = new Map<string, Set<Permission>>();
  const roles: Actor["roles"] = [];
  for (const held of user.roles) {
    if (!isRoleKey(held.key)) continue;
    roles.push({ key: held.key, schoolId: held.schoolId, schoolName: held.schoolName });
    // a right comes from the role that grants it: a parent's permissions are kept apart from a teacher's
    const map = FAMILY_ROLES.has(held.key) ? familyBySchool : bySchool;
    const target = held.schoolId
      ? (map.get(held.schoolId) ?? map.set(held.schoolId, new Set()).get(held.schoolId)!)
      : global;
    for (const key of held.permissions) {
      if (isPermission(key)) target.add(key);
    }
  }
  return {
    userId: user.id,
    name: user.name,
    locale: user.locale,
    mustChangePassword: user.mustChangePassword,
    roles,
    global,
    bySchool,
    familyBySchool,
    schoolIds: [...new Set(roles.flatMap((r) => (r.schoolId ? [r.schoolId] : [])))],
    loginSessionId: loginSessionId === undefined ? null : user.loginSessionId,
  };
}

/** What the session cookie carries about the user (see the jwt and session callbacks in options.ts). */
export interface SessionClaims {
  user?: { id?: string };
  sv?: number;
  /** LoginSession id; cookies issued before login sessions existed have none and no longer count. */
  sid?: string;
}

/** The actor of a decoded session, or null when there is none or it was ended. */
export async function actorFromSession(db: Db, session: SessionClaims | null | undefined): Promise<Actor | null> {
  if (!session?.user?.id || !session.sid) return null;
  return loadActor(db, session.user.id, session.sv ?? 0, session.sid);
}

/**
 * Does the actor hold `permission`? Without `schoolId`: anywhere (platform-wide, or in some school through any
 * role) — the middleware's question. With `schoolId`: within that school, **through a staff role** (Admin,
 * Teacher) — the school's rights. A parent's or a student's permissions never answer it, whatever other role the
 * person holds there (a teacher who is also a parent is not payment staff: issue 27); the family's own rights are
 * `familyCan`. A platform-wide permission never reaches into a school (the webmaster's `user.edit` moderates
 * accounts, it does not reset a school's passwords); the super admin alone acts in every school.
 */
export function can(actor: Actor | null, permission: Permission, schoolId?: string): boolean {
  if (!actor) return false;
  if (schoolId !== undefined) {
    if (actor.bySchool.get(schoolId)?.has(permission)) return true;
    return isSuperAdmin(actor) && actor.global.has(permission);
  }
  if (actor.global.has(permission)) return true;
  for (const map of [actor.bySchool, actor.familyBySchool])
    for (const set of map.values()) if (set.has(permission)) return true;
  return false;
}

/** Does a family role (Parent, Student) of the actor in this school grant `permission`? Only for the family's own records. */
export function familyCan(actor: Actor | null, permission: Permission, schoolId: string): boolean {
  return !!actor?.familyBySchool.get(schoolId)?.has(permission);
}

/** The platform's super admin: every permission, in every school. */
export function isSuperAdmin(actor: Actor | null): boolean {
  return hasRole(actor, "SUPER_ADMIN", null);
}

/** `can` for a scope that is either one school or, with null, the whole platform (platform-wide grants only). */
export function canIn(actor: Actor | null, permission: Permission, schoolId: string | null): boolean {
  return schoolId === null ? !!actor?.global.has(permission) : can(actor, permission, schoolId);
}

export function hasRole(actor: Actor | null, role: RoleKey, schoolId?: string | null): boolean {
  return !!actor?.roles.some((r) => r.key === role && (schoolId === undefined || r.schoolId === schoolId));
}

/** The rank of the actor's highest role: it may manage only roles ranked strictly below. */
export function topRank(actor: Actor | null): number {
  return Math.max(0, ...(actor?.roles.map((r) => ROLE_RANK[r.key]) ?? []));
}

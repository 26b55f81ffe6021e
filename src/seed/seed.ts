import { DEFAULT_ROLE_PERMISSIONS, ROLE_KEYS, SCHOOL_ROLES, type RoleKey } from "~/lib/roles";
import type { Db } from "~/platform/db";
import { syncRolesAndPermissions } from "~/modules/users/server/roles";
import { createUser } from "~/modules/users/server/create-user";
import { grantRole } from "~/modules/users/server/grant-role";
import { actorCaller } from "./caller";
import { seedDemoSchool } from "./school";
import { seedAds } from "./ads";
import { seedDemoResources } from "./resources";

export const DEMO_PASSWORD = "wasla-demo-2026";
export const DEMO_SCHOOL = { name: "École Wasla Démo", slug: "wasla-demo" };
/** 10 classes × 30 = 300 students (tests seed 2 per class). */
export const DEMO_STUDENTS_PER_CLASS = 30;

/** One demo account per role (README lists them). School roles belong to the demo school. */
export const DEMO_USERS: { role: RoleKey; name: string; email: string; phone?: string }[] = [
  { role: "SUPER_ADMIN", name: "Samira Super-Admin", email: "superadmin@wasla.dz" },
  { role: "DEVELOPER", name: "Djamel Développeur", email: "developer@wasla.dz" },
  { role: "WEBMASTER", name: "Wafa Webmestre", email: "webmaster@wasla.dz" },
  { role: "ADMIN", name: "Amine Administrateur", email: "admin@wasla.dz" },
  { role: "TEACHER", name: "Taous Enseignante", email: "teacher@wasla.dz" },
  { role: "PARENT", name: "Karim Parent", email: "parent@wasla.dz", phone: "0550123456" },
  { role: "STUDENT", name: "Sara Élève", email: "student@wasla.dz" },
  { role: "MEMBER", name: "Mourad Membre", email: "member@wasla.dz" },
];

/**
 * Platform data every installation needs: roles, permissions, and the default matrix for roles not yet configured.
 * The matrix goes through roles.setPermissions as the given super admin, like the role editor would.
 */
export async function seedPlatform(db: Db, superAdminId: string) {
  await syncRolesAndPermissions(db);
  const caller = await actorCaller(db, superAdminId);
  const roles = await caller.roles.list();
  for (const key of ROLE_KEYS) {
    if (key === "SUPER_ADMIN") continue;
    const current = roles.find((r) => r.key === key);
    if (current && current.permissions.length > 0) continue; // keep what the role editor set
    await caller.roles.setPermissions({ role: key, permissions: [...DEFAULT_ROLE_PERMISSIONS[key]] });
  }
}

/**
 * The demo accounts share a published password: refused in production whoever calls the seed (db:seed, the
 * embedded first start, a script), unless ALLOW_DEMO_SEED=1. Read at call time, as the caller's process has it.
 */
export function demoSeedAllowed(): boolean {
  return process.env.NODE_ENV !== "production" || process.env.ALLOW_DEMO_SEED === "1";
}

/**
 * The first super admin of a real installation (npm run admin:create): created only while no super admin exists,
 * with the platform's roles and default permissions. Returns null when one already exists.
 */
export async function createFirstSuperAdmin(db: Db, input: { name: string; email: string; password: string }) {
  await syncRolesAndPermissions(db);
  const existing = await db.userRole.count({ where: { role: { key: "SUPER_ADMIN" } } });
  if (existing > 0) return null;
  const user = await createUser(db, {
    name: input.name,
    email: input.email.trim().toLowerCase(),
    password: input.password,
  });
  await grantRole(db, { userId: user.id, role: "SUPER_ADMIN", schoolId: null });
  await seedPlatform(db, user.id);
  return { id: user.id };
}

/**
 * The demo installation, idempotent: every step looks before it creates, and creates through the tRPC caller as a
 * client would. Only the very first super admin is granted directly (nobody exists yet who could grant it).
 */
export async function seedDemo(
  db: Db,
  log: (line: string) => void = () => {},
  options: { studentsPerClass?: number } = {},
) {
  if (!demoSeedAllowed()) {
    throw new Error(
      "The demo seed creates accounts with a public password: refused when NODE_ENV=production (set ALLOW_DEMO_SEED=1 to force).",
    );
  }
  await syncRolesAndPermissions(db);

  const superSpec = DEMO_USERS[0]!;
  let superAdmin = await db.user.findUnique({ where: { email: superSpec.email }, select: { id: true } });
  if (!superAdmin) {
    // directly: a public sign-up with an e-mail only mails an activation link
    superAdmin = await createUser(db, { name: superSpec.name, email: superSpec.email, password: DEMO_PASSWORD });
    log(`created ${superSpec.email}`);
  }
  await grantRole(db, { userId: superAdmin.id, role: "SUPER_ADMIN", schoolId: null });
  await seedPlatform(db, superAdmin.id);
  const admin = await actorCaller(db, superAdmin.id);

  let school = await db.school.findUnique({ where: { slug: DEMO_SCHOOL.slug }, select: { id: true } });
  if (!school) {
    school = await admin.school.create(DEMO_SCHOOL);
    log(`created school ${DEMO_SCHOOL.slug}`);
  }

  for (const spec of DEMO_USERS.slice(1)) {
    const schoolId = SCHOOL_ROLES.has(spec.role) ? school.id : null;
    const existing = await db.user.findUnique({ where: { email: spec.email }, select: { id: true } });
    if (existing) {
      if (spec.role !== "MEMBER") await admin.users.grantRole({ userId: existing.id, role: spec.role, schoolId });
      continue;
    }
    await admin.users.create({
      name: spec.name,
      email: spec.email,
      phone: spec.phone,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: spec.role,
      schoolId,
    });
    log(`created ${spec.email} (${spec.role})`);
  }

  const schoolAdmin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } });
  await seedDemoSchool(db, await actorCaller(db, schoolAdmin.id), school.id, {
    studentsPerClass: options.studentsPerClass ?? DEMO_STUDENTS_PER_CLASS,
    log,
  });
  await seedDemoResources(db, await actorCaller(db, schoolAdmin.id), school.id, log);
  await seedAds(db, log);
  return { superAdminId: superAdmin.id, schoolId: school.id };
}

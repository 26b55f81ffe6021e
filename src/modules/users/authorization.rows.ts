import {
  db,
  freshStudent,
  unique,
  only,
  MODERATORS,
  PLATFORM_EDITORS,
  adminOf,
  SCHOOL,
  school,
  superAdmin,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the users module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const usersRows: Record<string, Rule> = {
  "roles.list": { allow: PLATFORM_EDITORS },
  "roles.setPermissions": {
    input: async () => {
      const teacher = await db.role.findUniqueOrThrow({
        where: { key: "TEACHER" },
        select: { permissions: { select: { permission: { select: { key: true } } } } },
      });
      return { role: "TEACHER", permissions: teacher.permissions.map((p) => p.permission.key) };
    },
    allow: PLATFORM_EDITORS,
  },

  // ── /users: accounts ──
  "users.create": {
    scopes: SCHOOL,
    input: (call) => ({
      name: "Compte Créé",
      email: `compte-${unique()}@matrice.dz`,
      password: "motdepasse1",
      confirmPassword: "motdepasse1",
      role: "STUDENT",
      schoolId: school(call).id,
    }),
    allow: adminOf,
  },
  "users.list": { input: () => ({ page: 1 }), allow: only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER", "ADMIN") },
  "users.get": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshStudent(school(call).id)).userId }),
    allow: (who, scope) => MODERATORS(who) || adminOf(who, scope),
  },
  "users.grantOptions": { allow: only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER", "ADMIN") },
  "users.grantRole": {
    scopes: SCHOOL,
    input: async (call) => ({
      userId: (await freshStudent(school(call).id)).userId,
      role: "TEACHER",
      schoolId: school(call).id,
    }),
    // a school role is granted within the school only: platform editors stop at its door
    allow: adminOf,
  },
  "users.revokeRole": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      await (await superAdmin()).users.grantRole({ userId: s.userId, role: "TEACHER", schoolId: school(call).id });
      return { userId: s.userId, role: "TEACHER", schoolId: school(call).id };
    },
    allow: adminOf,
  },
  "users.setSuspended": {
    input: async () => {
      const user = await db.user.create({
        data: { name: "Abus", slug: `abus-${unique()}`, roles: { create: { role: { connect: { key: "MEMBER" } } } } },
      });
      return { userId: user.id, suspended: true };
    },
    allow: MODERATORS,
  },
};

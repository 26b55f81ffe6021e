import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "~/lib/permissions";
import { db } from "~/platform/db";
import { callerAs, callerForUser, seedOnce } from "~/test/callers";

let schoolA: string;
beforeAll(async () => {
  schoolA = (await seedOnce()).schoolId;
});

const expectRefusal = async (promise: Promise<unknown>, code: string, message: string) => {
  await expect(promise).rejects.toMatchObject({ code, message });
};

describe("permission middleware", () => {
  it("refuses a visitor with 'must be logged in' and a member without the permission with 'not authorized'", async () => {
    await expectRefusal((await callerAs(null)).school.create({ name: "X" }), "UNAUTHORIZED", "errors.loginRequired");
    await expectRefusal((await callerAs("MEMBER")).school.create({ name: "X" }), "FORBIDDEN", "errors.forbidden");
    await expectRefusal((await callerAs("MEMBER")).roles.list(), "FORBIDDEN", "errors.forbidden");
  });

  it("scopes school permissions to the school: the admin of A cannot change B", async () => {
    const superAdmin = await callerAs("SUPER_ADMIN");
    const schoolB = await superAdmin.school.create({ name: "Lycée B" });
    const admin = await callerAs("ADMIN");
    await expect(admin.school.setFlags({ schoolId: schoolA, maintenance: true })).resolves.toMatchObject({
      maintenance: true,
    });
    await expectRefusal(
      admin.school.setFlags({ schoolId: schoolB.id, maintenance: true }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    await expectRefusal(
      admin.users.grantRole({
        userId: (await db.user.findFirstOrThrow({ where: { email: "member@wasla.dz" } })).id,
        role: "TEACHER",
        schoolId: schoolB.id,
      }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    await admin.school.setFlags({ schoolId: schoolA, maintenance: false });
    // a school admin creates accounts in their school only, never platform-wide ones
    const account = { name: "Nouvel Élève", password: "motdepasse1", confirmPassword: "motdepasse1" };
    await expect(
      admin.users.create({ ...account, email: "eleve-a@wasla.dz", role: "STUDENT", schoolId: schoolA }),
    ).resolves.toHaveProperty("id");
    await expectRefusal(
      admin.users.create({ ...account, email: "eleve-b@wasla.dz", role: "STUDENT", schoolId: schoolB.id }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    await expectRefusal(
      admin.users.create({ ...account, email: "membre-x@wasla.dz", role: "MEMBER", schoolId: null }),
      "FORBIDDEN",
      "errors.forbidden",
    );
  });

  it("lets no one below the super admin grant super admin or edit protected roles", async () => {
    const member = await db.user.findFirstOrThrow({ where: { email: "member@wasla.dz" } });
    const developer = await callerAs("DEVELOPER");
    await expectRefusal(
      developer.users.grantRole({ userId: member.id, role: "SUPER_ADMIN", schoolId: null }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    await expectRefusal(
      developer.roles.setPermissions({ role: "DEVELOPER", permissions: [] }),
      "FORBIDDEN",
      "errors.roleForbidden",
    );
    await expectRefusal(
      (await callerAs("SUPER_ADMIN")).roles.setPermissions({ role: "SUPER_ADMIN", permissions: [] }),
      "FORBIDDEN",
      "errors.roleForbidden",
    );
    const admin = await callerAs("ADMIN");
    await expectRefusal(
      admin.users.grantRole({ userId: member.id, role: "ADMIN", schoolId: schoolA }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    // a board member is outside the school: a school admin invites them (people.addTeacher), never grants directly
    await expectRefusal(
      admin.users.grantRole({ userId: member.id, role: "TEACHER", schoolId: schoolA }),
      "FORBIDDEN",
      "errors.forbidden",
    );
  });

  it("applies a role change on the holder's next request, without a new login", async () => {
    const teacher = await db.user.findFirstOrThrow({ where: { email: "teacher@wasla.dz" } });
    const superAdmin = await callerAs("SUPER_ADMIN");
    const roles = await superAdmin.roles.list();
    const adminPermissions = roles.find((r) => r.key === "ADMIN")!.permissions;
    expect(adminPermissions).toContain("school.edit");

    // a teacher may not toggle maintenance; give TEACHER school.edit, then take it back
    await expectRefusal(
      (await callerForUser(teacher.id)).school.setFlags({ schoolId: schoolA, holidayMode: true }),
      "FORBIDDEN",
      "errors.forbidden",
    );
    const teacherPermissions = roles.find((r) => r.key === "TEACHER")!.permissions;
    await superAdmin.roles.setPermissions({ role: "TEACHER", permissions: [...teacherPermissions, "school.edit"] });
    await expect(
      (await callerForUser(teacher.id)).school.setFlags({ schoolId: schoolA, holidayMode: true }),
    ).resolves.toMatchObject({ holidayMode: true });
    await superAdmin.roles.setPermissions({ role: "TEACHER", permissions: teacherPermissions });
    await expectRefusal(
      (await callerForUser(teacher.id)).school.setFlags({ schoolId: schoolA, holidayMode: false }),
      "FORBIDDEN",
      "errors.forbidden",
    );
  });

  it("seeds the super admin with every permission and is idempotent", async () => {
    const { seedDemo } = await import("~/seed/seed");
    await seedDemo(db);
    expect(await db.user.count({ where: { email: { endsWith: "@wasla.dz" } } })).toBeGreaterThanOrEqual(8);
    const superRole = await db.role.findUniqueOrThrow({
      where: { key: "SUPER_ADMIN" },
      include: { _count: { select: { permissions: true } } },
    });
    expect(superRole._count.permissions).toBe(PERMISSIONS.length);
    expect(await db.school.count({ where: { slug: "wasla-demo" } })).toBe(1);
  });
});

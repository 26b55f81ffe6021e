import { beforeAll, describe, expect, it } from "vitest";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account/server/authenticate";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";

let schoolA: string;
let schoolB: string;
const PASSWORD = "motdepasse-2026";

beforeAll(async () => {
  ({ schoolId: schoolA } = await seedOnce());
  const superAdmin = await callerAs("SUPER_ADMIN");
  ({ id: schoolB } = await superAdmin.school.create({
    name: "Lycée Ibn Rochd",
    wilayaCode: "31",
    adminName: "Nadia Directrice",
    adminEmail: "directrice@ibnrochd.dz",
  }));
});

const idOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

/** A fresh account (member only) with a password, made by the super admin. */
async function newAccount(email: string, extra: { phone?: string } = {}) {
  const superAdmin = await callerAs("SUPER_ADMIN");
  const { id } = await superAdmin.users.create({
    name: `Compte ${email}`,
    email,
    ...extra,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "MEMBER",
    schoolId: null,
  });
  return id;
}

const lastAudit = (targetId: string) =>
  db.auditLog.findFirstOrThrow({ where: { targetType: "user", targetId }, orderBy: { createdAt: "desc" } });

describe("/users procedures", () => {
  it("a member (and a teacher) reaches none of them", async () => {
    const memberId = await idOf("member@wasla.dz");
    for (const role of ["MEMBER", "TEACHER"] as const) {
      const caller = await callerAs(role);
      for (const call of [
        () => caller.users.list({ page: 1 }),
        () => caller.users.get({ id: memberId }),
        () => caller.users.grantOptions(),
        () => caller.users.grantRole({ userId: memberId, role: "TEACHER", schoolId: schoolA }),
        () => caller.users.revokeRole({ userId: memberId, role: "TEACHER", schoolId: schoolA }),
        () => caller.users.setSuspended({ userId: memberId, suspended: true }),
      ]) {
        expect(await clientError(call())).toMatchObject({ code: "FORBIDDEN", messageKey: "errors.forbidden" });
      }
    }
    expect((await clientError((await callerAs(null)).users.list({ page: 1 }))).messageKey).toBe("errors.loginRequired");
  });

  it("searches by name, e-mail and phone in its usual forms, and never returns a password hash", async () => {
    const superAdmin = await callerAs("SUPER_ADMIN");
    const names = async (search: string) => (await superAdmin.users.list({ search, page: 1 })).rows.map((r) => r.name);
    expect(await names("karim")).toContain("Karim Parent");
    expect(await names("PARENT@wasla")).toContain("Karim Parent");
    expect(await names("0550 12 34 56")).toContain("Karim Parent");
    expect(await names("+213 550 12")).toContain("Karim Parent");
    expect(await names("00213550123456")).toContain("Karim Parent");
    expect(await names("0550 12")).toContain("Karim Parent");
    const page = await superAdmin.users.list({ page: 1 });
    expect(page.total).toBeGreaterThan(8);
    const row = page.rows[0]!;
    expect(Object.keys(row)).not.toContain("passwordHash");
    expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash/);
    const parent = (await superAdmin.users.list({ search: "parent@wasla.dz", page: 1 })).rows[0]!;
    expect(parent.roles.map((r) => [r.key, r.schoolName])).toEqual(
      expect.arrayContaining([
        ["MEMBER", null],
        ["PARENT", "École Wasla Démo"],
      ]),
    );
  });

  it("a school admin sees and manages only the accounts of their school, and only their roles there", async () => {
    const adminA = await callerAs("ADMIN");
    const directorB = await idOf("directrice@ibnrochd.dz");
    const teacher = await idOf("teacher@wasla.dz");
    const names = async (search: string) => (await adminA.users.list({ page: 1, search })).rows.map((r) => r.name);
    expect(await names("Taous")).toEqual(["Taous Enseignante"]);
    expect(await names("Nadia Directrice")).toEqual([]);
    expect(await names("member@wasla.dz")).toEqual([]);
    for (const call of [
      () => adminA.users.get({ id: directorB }),
      () => adminA.users.grantRole({ userId: directorB, role: "TEACHER", schoolId: schoolA }),
      () => adminA.users.revokeRole({ userId: directorB, role: "ADMIN", schoolId: schoolB }),
      () => adminA.users.grantRole({ userId: teacher, role: "TEACHER", schoolId: schoolB }),
    ]) {
      expect((await clientError(call())).code).toBe("FORBIDDEN");
    }
    // the teacher also teaches in B: admin A sees only the school A role
    await (await callerAs("SUPER_ADMIN")).users.grantRole({ userId: teacher, role: "TEACHER", schoolId: schoolB });
    const seen = await adminA.users.get({ id: teacher });
    expect(seen.roles.filter((r) => r.key === "TEACHER").map((r) => r.schoolId)).toEqual([schoolA]);
    const options = await adminA.users.grantOptions();
    expect(options.platformRoles).toEqual([]);
    expect(options.schools.map((s) => s.id)).toEqual([schoolA]);
    expect(options.schoolRoles).toEqual(["TEACHER", "PARENT", "STUDENT"]);
  });

  it("grants and revokes within the actor's rank, writing before/after to the audit log", async () => {
    const admin = await callerAs("ADMIN");
    const parent = await idOf("parent@wasla.dz");
    await expect(admin.users.grantRole({ userId: parent, role: "TEACHER", schoolId: schoolA })).resolves.toEqual({
      ok: true,
    });
    const granted = await lastAudit(parent);
    expect(granted.action).toBe("user.grantRole");
    expect(granted.actorId).toBe(await idOf("admin@wasla.dz"));
    expect(JSON.stringify(granted.before)).not.toContain('"TEACHER"');
    expect(granted.after).toEqual(
      expect.arrayContaining([{ role: "TEACHER", schoolId: schoolA, school: "École Wasla Démo" }]),
    );
    await expect(admin.users.revokeRole({ userId: parent, role: "TEACHER", schoolId: schoolA })).resolves.toEqual({
      ok: true,
    });
    const revoked = await lastAudit(parent);
    expect(revoked.action).toBe("user.revokeRole");
    expect(revoked.before).toEqual(
      expect.arrayContaining([{ role: "TEACHER", schoolId: schoolA, school: "École Wasla Démo" }]),
    );
    expect(JSON.stringify(revoked.after)).not.toContain('"TEACHER"');
    expect(JSON.stringify([granted, revoked])).not.toMatch(/argon2|passwordHash|@/);

    // an admin raises nobody to admin (their own rank) nor to super admin; neither does the developer
    expect((await clientError(admin.users.grantRole({ userId: parent, role: "ADMIN", schoolId: schoolA }))).code).toBe(
      "FORBIDDEN",
    );
    expect(
      (await clientError(admin.users.grantRole({ userId: parent, role: "SUPER_ADMIN", schoolId: null }))).code,
    ).toBe("FORBIDDEN");
    const developer = await callerAs("DEVELOPER");
    expect(
      (await clientError(developer.users.grantRole({ userId: parent, role: "SUPER_ADMIN", schoolId: null })))
        .messageKey,
    ).toBe("errors.forbidden");
    // the webmaster (rank 70) cannot touch the developer's roles (rank 90)
    const webmaster = await callerAs("WEBMASTER");
    expect(
      (
        await clientError(
          webmaster.users.revokeRole({ userId: await idOf("developer@wasla.dz"), role: "MEMBER", schoolId: null }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    // a school role needs its school
    expect(
      (await clientError(developer.users.grantRole({ userId: parent, role: "TEACHER", schoolId: null }))).code,
    ).toBe("BAD_REQUEST");
  });

  it("the last super admin can be neither demoted nor suspended", async () => {
    const superAdmin = await callerAs("SUPER_ADMIN");
    const me = await idOf("superadmin@wasla.dz");
    const demote = await clientError(superAdmin.users.revokeRole({ userId: me, role: "SUPER_ADMIN", schoolId: null }));
    expect(demote).toMatchObject({ code: "FORBIDDEN", messageKey: "users.lastSuperAdmin" });
    expect((await clientError(superAdmin.users.setSuspended({ userId: me, suspended: true }))).messageKey).toBe(
      "users.lastSuperAdmin",
    );

    // with a second super admin, one may be demoted by the other
    const second = await newAccount("second-super@wasla.dz");
    await superAdmin.users.grantRole({ userId: second, role: "SUPER_ADMIN", schoolId: null });
    expect((await clientError(superAdmin.users.setSuspended({ userId: me, suspended: true }))).messageKey).toBe(
      "users.notSelf",
    );
    const other = await callerForUser(second);
    await expect(other.users.revokeRole({ userId: second, role: "SUPER_ADMIN", schoolId: null })).resolves.toEqual({
      ok: true,
    });
    expect(
      (await clientError(superAdmin.users.revokeRole({ userId: me, role: "SUPER_ADMIN", schoolId: null }))).messageKey,
    ).toBe("users.lastSuperAdmin");
    expect(await loadActor(db, me)).not.toBeNull();
  });

  it("suspending ends the sessions and refuses login; restoring lets the user back in", async () => {
    const id = await newAccount("a-suspendre@wasla.dz", { phone: "0661 23 45 67" });
    const before = await db.user.findUniqueOrThrow({ where: { id }, select: { sessionVersion: true } });
    expect(await loadActor(db, id, before.sessionVersion)).not.toBeNull();
    expect((await authenticate(db, { identifier: "a-suspendre@wasla.dz", password: PASSWORD }, "10.0.0.1")).ok).toBe(
      true,
    );

    const webmaster = await callerAs("WEBMASTER");
    await expect(webmaster.users.setSuspended({ userId: id, suspended: true })).resolves.toEqual({ ok: true });
    const after = await db.user.findUniqueOrThrow({
      where: { id },
      select: { sessionVersion: true, suspendedAt: true },
    });
    expect(after.suspendedAt).not.toBeNull();
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await loadActor(db, id, before.sessionVersion)).toBeNull();
    expect(await loadActor(db, id)).toBeNull();
    expect(await authenticate(db, { identifier: "a-suspendre@wasla.dz", password: PASSWORD }, "10.0.0.2")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await authenticate(db, { identifier: "0661234567", password: PASSWORD }, "10.0.0.3")).ok).toBe(false);
    const suspended = await lastAudit(id);
    expect(suspended).toMatchObject({ action: "user.suspend", before: { suspendedAt: null } });
    expect((suspended.after as { suspendedAt: string }).suspendedAt).toBe(after.suspendedAt!.toISOString());
    expect((await webmaster.users.get({ id })).suspendedAt).not.toBeNull();

    await expect(webmaster.users.setSuspended({ userId: id, suspended: false })).resolves.toEqual({ ok: true });
    expect(await lastAudit(id)).toMatchObject({ action: "user.restore", after: { suspendedAt: null } });
    expect((await authenticate(db, { identifier: "a-suspendre@wasla.dz", password: PASSWORD }, "10.0.0.4")).ok).toBe(
      true,
    );
    expect(await loadActor(db, id, after.sessionVersion)).not.toBeNull();
  });

  it("refuses suspending oneself, someone of equal or higher rank, or without user.suspend platform-wide", async () => {
    const webmaster = await callerAs("WEBMASTER");
    expect(
      (await clientError(webmaster.users.setSuspended({ userId: await idOf("webmaster@wasla.dz"), suspended: true })))
        .messageKey,
    ).toBe("users.notSelf");
    expect(
      (await clientError(webmaster.users.setSuspended({ userId: await idOf("developer@wasla.dz"), suspended: true })))
        .messageKey,
    ).toBe("errors.forbidden");
    expect(
      (await clientError(webmaster.users.setSuspended({ userId: await idOf("superadmin@wasla.dz"), suspended: true })))
        .code,
    ).toBe("FORBIDDEN");
    const developer = await callerAs("DEVELOPER");
    expect(
      (await clientError(developer.users.setSuspended({ userId: await idOf("superadmin@wasla.dz"), suspended: true })))
        .code,
    ).toBe("FORBIDDEN");
    // a school admin has user.edit but not user.suspend
    expect(
      (
        await clientError(
          (await callerAs("ADMIN")).users.setSuspended({ userId: await idOf("student@wasla.dz"), suspended: true }),
        )
      ).messageKey,
    ).toBe("errors.forbidden");
    // the row tells the screen what the actor may do
    const row = await webmaster.users.get({ id: await idOf("developer@wasla.dz") });
    expect(row.canSuspend).toBe(false);
    expect(row.roles.every((r) => !r.canRevoke)).toBe(true);
    expect((await webmaster.users.get({ id: await idOf("member@wasla.dz") })).canSuspend).toBe(true);
    expect(await db.user.count({ where: { suspendedAt: { not: null } } })).toBe(0);
  });
});

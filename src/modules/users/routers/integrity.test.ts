import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, seedOnce } from "~/test/callers";
import { newMember } from "~/test/members";

/** Races fired through the procedures against the real database: both requests at once (Promise.all). */
let demoSuperAdmin: string;

beforeAll(async () => {
  await seedOnce();
  demoSuperAdmin = (await db.user.findUniqueOrThrow({ where: { email: "superadmin@wasla.dz" }, select: { id: true } }))
    .id;
});

const activeSuperAdmins = () =>
  db.user.count({ where: { suspendedAt: null, roles: { some: { role: { key: "SUPER_ADMIN" }, schoolId: null } } } });

/** A second super admin (so exactly two exist), made by the demo one. */
async function secondSuperAdmin() {
  const other = await newMember("Deuxième Super Admin");
  await (await callerAs("SUPER_ADMIN")).users.grantRole({ userId: other.id, role: "SUPER_ADMIN", schoolId: null });
  return other.id;
}

/** Leaves exactly the demo super admin, active, for the next test (whatever the race did). */
async function backToOneSuperAdmin(other: string) {
  await db.userRole.deleteMany({ where: { userId: other, role: { key: "SUPER_ADMIN" } } });
  await db.user.updateMany({ where: { id: { in: [demoSuperAdmin, other] } }, data: { suspendedAt: null } });
  await db.userRole.createMany({
    data: [
      {
        userId: demoSuperAdmin,
        roleId: (await db.role.findUniqueOrThrow({ where: { key: "SUPER_ADMIN" } })).id,
        schoolId: null,
      },
    ],
    skipDuplicates: true,
  });
}

describe("the last super admin rule under concurrency", () => {
  it("two super admins suspending each other at once: exactly one succeeds, one super admin stays active", async () => {
    for (let round = 0; round < 3; round++) {
      const other = await secondSuperAdmin();
      expect(await activeSuperAdmins()).toBe(2);
      const [a, b] = [await callerForUser(demoSuperAdmin), await callerForUser(other)];
      const results = await Promise.allSettled([
        a.users.setSuspended({ userId: other, suspended: true }),
        b.users.setSuspended({ userId: demoSuperAdmin, suspended: true }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      expect((refused?.reason as { message?: string } | undefined)?.message).toBe("users.lastSuperAdmin");
      expect(await activeSuperAdmins()).toBe(1);
      await backToOneSuperAdmin(other);
    }
  });

  it("two super admins revoking each other's role at once: exactly one succeeds", async () => {
    for (let round = 0; round < 3; round++) {
      const other = await secondSuperAdmin();
      const [a, b] = [await callerForUser(demoSuperAdmin), await callerForUser(other)];
      const results = await Promise.allSettled([
        a.users.revokeRole({ userId: other, role: "SUPER_ADMIN", schoolId: null }),
        b.users.revokeRole({ userId: demoSuperAdmin, role: "SUPER_ADMIN", schoolId: null }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await activeSuperAdmins()).toBe(1);
      await backToOneSuperAdmin(other);
    }
  });
});

describe("platform roles are held once", () => {
  it("two concurrent grants of the same platform role make one row, and both answer ok", async () => {
    const superAdmin = await callerAs("SUPER_ADMIN");
    for (let round = 0; round < 3; round++) {
      const member = await newMember();
      const grant = () => superAdmin.users.grantRole({ userId: member.id, role: "WEBMASTER", schoolId: null });
      expect(await Promise.all([grant(), grant(), grant()])).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
      expect(await db.userRole.count({ where: { userId: member.id, role: { key: "WEBMASTER" } } })).toBe(1);
    }
  });

  it("the database itself refuses a second row of the same platform role (NULLS NOT DISTINCT)", async () => {
    const member = await newMember();
    const role = await db.role.findUniqueOrThrow({ where: { key: "WEBMASTER" } });
    await db.userRole.create({ data: { userId: member.id, roleId: role.id, schoolId: null } });
    await expect(
      db.userRole.create({ data: { userId: member.id, roleId: role.id, schoolId: null } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

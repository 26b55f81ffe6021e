import { beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "~/lib/permissions";
import { db } from "~/platform/db";
import { callerAs, clientError, seedOnce } from "~/test/callers";

beforeAll(async () => {
  await seedOnce();
});

const permissionsOf = async (role: string) =>
  (await (await callerAs("SUPER_ADMIN")).roles.list()).find((r) => r.key === role)!.permissions;

describe("/roles procedures", () => {
  it("a member, a school admin and a webmaster reach neither list nor setPermissions", async () => {
    for (const role of ["MEMBER", "ADMIN", "WEBMASTER"] as const) {
      const caller = await callerAs(role);
      expect(await clientError(caller.roles.list())).toMatchObject({
        code: "FORBIDDEN",
        messageKey: "errors.forbidden",
      });
      expect((await clientError(caller.roles.setPermissions({ role: "MEMBER", permissions: [] }))).messageKey).toBe(
        "errors.forbidden",
      );
    }
  });

  it("protected roles answer 'not authorized to edit a role', even when the request is forced", async () => {
    const developer = await callerAs("DEVELOPER");
    for (const role of ["SUPER_ADMIN", "DEVELOPER"] as const) {
      expect(await clientError(developer.roles.setPermissions({ role, permissions: [] }))).toMatchObject({
        code: "FORBIDDEN",
        messageKey: "errors.roleForbidden",
      });
    }
    expect(
      (
        await clientError(
          (await callerAs("SUPER_ADMIN")).roles.setPermissions({ role: "SUPER_ADMIN", permissions: [] }),
        )
      ).messageKey,
    ).toBe("errors.roleForbidden");
    expect((await permissionsOf("DEVELOPER")).length).toBeGreaterThan(10);
  });

  it("a permission change applies on the holders' next request and is audited with before/after lists", async () => {
    const original = await permissionsOf("WEBMASTER");
    expect(original).toContain("user.edit");
    await expect((await callerAs("WEBMASTER")).users.list({ page: 1 })).resolves.toHaveProperty("total");

    const developer = await callerAs("DEVELOPER");
    const without = original.filter((p) => p !== "user.edit");
    await expect(developer.roles.setPermissions({ role: "WEBMASTER", permissions: without })).resolves.toEqual({
      ok: true,
    });
    // the same logged-in webmaster, next request: refused
    expect((await clientError((await callerAs("WEBMASTER")).users.list({ page: 1 }))).messageKey).toBe(
      "errors.forbidden",
    );
    const entry = await db.auditLog.findFirstOrThrow({
      where: { targetType: "role", targetId: "WEBMASTER" },
      orderBy: { createdAt: "desc" },
    });
    expect(entry.action).toBe("role.permissions");
    expect(entry.actorId).toBe((await db.user.findUniqueOrThrow({ where: { email: "developer@wasla.dz" } })).id);
    expect(entry.before as Permission[]).toContain("user.edit");
    expect(entry.after as Permission[]).not.toContain("user.edit");
    expect((entry.before as string[]).length).toBe((entry.after as string[]).length + 1);

    await developer.roles.setPermissions({ role: "WEBMASTER", permissions: original });
    await expect((await callerAs("WEBMASTER")).users.list({ page: 1 })).resolves.toHaveProperty("total");
    expect(new Set(await permissionsOf("WEBMASTER"))).toEqual(new Set(original));
  });

  it("saving an unchanged list writes nothing to the log", async () => {
    const count = await db.auditLog.count({ where: { targetType: "role" } });
    await (
      await callerAs("SUPER_ADMIN")
    ).roles.setPermissions({ role: "MEMBER", permissions: await permissionsOf("MEMBER") });
    expect(await db.auditLog.count({ where: { targetType: "role" } })).toBe(count);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/platform/db";
import { seedDemo } from "./seed";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("demo seed in production", () => {
  it("is refused by the seed itself, whoever calls it, unless ALLOW_DEMO_SEED=1", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("ALLOW_DEMO_SEED", "0");
    await expect(seedDemo(db)).rejects.toThrow(/ALLOW_DEMO_SEED/);
    expect(await db.user.count()).toBe(0);
  });
});

describe("first super admin (npm run admin:create)", () => {
  it("creates one Super Admin with the platform roles, and refuses once one exists", async () => {
    const { createFirstSuperAdmin } = await import("./seed");
    const first = await createFirstSuperAdmin(db, {
      name: "Première Admin",
      email: "Root@Example.dz",
      password: "un-long-secret-2026",
    });
    expect(first).not.toBeNull();
    const user = await db.user.findUniqueOrThrow({
      where: { email: "root@example.dz" },
      include: { roles: { include: { role: true } } },
    });
    expect(user.roles.map((r) => r.role.key).sort()).toEqual(["MEMBER", "SUPER_ADMIN"]);
    expect(await db.rolePermission.count({ where: { role: { key: "ADMIN" } } })).toBeGreaterThan(0);
    expect(
      await createFirstSuperAdmin(db, { name: "Seconde", email: "other@example.dz", password: "un-long-secret-2026" }),
    ).toBeNull();
    expect(await db.user.count({ where: { email: "other@example.dz" } })).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce } from "~/test/callers";
import { db } from "~/platform/db";
import { endLoginSession, startLoginSession } from "~/platform/auth/login-sessions";
import { loadActor } from "./actor";

// The actor is read in one query (actor.ts): it must be what Prisma's nested select of the same rows gives — every
// role in the order it was given, its school's name, its permissions platform-wide or in its school — and nothing
// when the user is suspended, the session version moved, or the login session is not this user's live one.

beforeAll(() => seedOnce());

/** The actor as the nested select read it before (the reference). */
async function reference(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      roles: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          schoolId: true,
          school: { select: { name: true } },
          role: { select: { key: true, permissions: { select: { permission: { select: { key: true } } } } } },
        },
      },
    },
  });
  const global = new Set<string>();
  const bySchool = new Map<string, Set<string>>();
  const familyBySchool = new Map<string, Set<string>>();
  for (const held of user.roles) {
    // a family role's permissions are kept apart from the school's (staff) rights
    const map = held.role.key === "PARENT" || held.role.key === "STUDENT" ? familyBySchool : bySchool;
    const target = held.schoolId
      ? (map.get(held.schoolId) ?? map.set(held.schoolId, new Set()).get(held.schoolId)!)
      : global;
    for (const { permission } of held.role.permissions) target.add(permission.key);
  }
  return {
    roles: user.roles.map((held) => ({
      key: held.role.key,
      schoolId: held.schoolId,
      schoolName: held.school?.name ?? null,
    })),
    global,
    bySchool,
    familyBySchool,
  };
}

describe("loadActor", () => {
  it.each(["superadmin@wasla.dz", "admin@wasla.dz", "teacher@wasla.dz", "parent@wasla.dz", "member@wasla.dz"])(
    "reads %s as the nested select does",
    async (email) => {
      const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      const [actor, expected] = await Promise.all([loadActor(db, id), reference(id)]);
      expect(actor).not.toBeNull();
      expect(actor!.roles).toEqual(expected.roles);
      expect([...actor!.global].sort()).toEqual([...expected.global].sort());
      expect([...actor!.bySchool.keys()].sort()).toEqual([...expected.bySchool.keys()].sort());
      for (const [school, permissions] of expected.bySchool)
        expect([...actor!.bySchool.get(school)!].sort()).toEqual([...permissions].sort());
      expect([...actor!.familyBySchool.keys()].sort()).toEqual([...expected.familyBySchool.keys()].sort());
      for (const [school, permissions] of expected.familyBySchool)
        expect([...actor!.familyBySchool.get(school)!].sort()).toEqual([...permissions].sort());
    },
  );

  it("needs the user's own live login session and session version, and an active account", async () => {
    const [teacher, parent] = await Promise.all(
      ["teacher@wasla.dz", "parent@wasla.dz"].map((email) =>
        db.user.findUniqueOrThrow({ where: { email }, select: { id: true, sessionVersion: true } }),
      ),
    );
    const sid = await startLoginSession(db, teacher!.id);
    expect((await loadActor(db, teacher!.id, teacher!.sessionVersion, sid))?.userId).toBe(teacher!.id);
    expect(await loadActor(db, teacher!.id, teacher!.sessionVersion + 1, sid)).toBeNull();
    expect(await loadActor(db, parent!.id, parent!.sessionVersion, sid)).toBeNull();
    expect(await loadActor(db, teacher!.id, teacher!.sessionVersion, "no-such-session")).toBeNull();
    expect(await loadActor(db, "no-such-user")).toBeNull();
    await endLoginSession(db, sid);
    expect(await loadActor(db, teacher!.id, teacher!.sessionVersion, sid)).toBeNull();

    const member = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" }, select: { id: true } });
    await db.user.update({ where: { id: member.id }, data: { suspendedAt: new Date() } });
    try {
      expect(await loadActor(db, member.id)).toBeNull();
    } finally {
      await db.user.update({ where: { id: member.id }, data: { suspendedAt: null } });
    }
  });
});

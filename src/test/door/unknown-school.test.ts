import { describe, expect, it } from "vitest";
import { databaseError } from "~/platform/api/database-errors";
import { db } from "~/platform/db";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/**
 * The super admin holds every permission platform-wide, so a made-up school id passes the scope check: each
 * service must then find the school itself (404) before writing, not leave it to a foreign key (found by
 * fuzz.test.ts, where only the base middleware kept those calls from answering 500).
 */
const NO_SCHOOL = "cnoschool0000000000000000";

async function refusedBeforeAnyWrite(call: Promise<unknown>) {
  let cause: unknown;
  try {
    await call;
  } catch (error) {
    cause = (error as { cause?: unknown }).cause;
  }
  expect(databaseError(cause), "a database error reached the middleware").toBeNull();
  return clientError(call);
}

describe("an unknown schoolId, as the super admin", () => {
  const names = { nameFr: "Robotique", nameEn: "Robotics", nameAr: "روبوتيك" };
  const cases: [string, (c: Awaited<ReturnType<typeof callerAs>>) => Promise<unknown>][] = [
    [
      "levels.create",
      (c) =>
        c.levels.create({
          schoolId: NO_SCHOOL,
          cycle: "MIDDLE",
          grade: 2,
          ...names,
          assessmentCoef: 1,
          testCoef: 1,
          examCoef: 2,
        }),
    ],
    ["subjects.create", (c) => c.subjects.create({ schoolId: NO_SCHOOL, ...names, coefficient: 2 })],
    [
      "people.addTeacher",
      (c) => c.people.addTeacher({ schoolId: NO_SCHOOL, name: "Nadia Prof", email: "nadia.prof@example.dz" }),
    ],
    [
      "people.addStudent",
      (c) => c.people.addStudent({ schoolId: NO_SCHOOL, name: "Yanis Élève", email: "yanis.eleve@example.dz" }),
    ],
    ["people.import", (c) => c.people.import({ schoolId: NO_SCHOOL, rows: [{ name: "Lina Élève" }] })],
  ];

  it.each(cases)("%s is 404 before any write", async (_path, call) => {
    await seedOnce();
    const superAdmin = await callerAs("SUPER_ADMIN");
    expect((await refusedBeforeAnyWrite(call(superAdmin))).code).toBe("NOT_FOUND");
  });

  it("users.grantRole is 404 before any write", async () => {
    await seedOnce();
    const superAdmin = await callerAs("SUPER_ADMIN");
    const member = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" }, select: { id: true } });
    const error = await refusedBeforeAnyWrite(
      superAdmin.users.grantRole({ userId: member.id, role: "TEACHER", schoolId: NO_SCHOOL }),
    );
    expect(error.code).toBe("NOT_FOUND");
  });

  it("users.create is refused before the account is created (unknown school, or a school role without a school)", async () => {
    await seedOnce();
    const superAdmin = await callerAs("SUPER_ADMIN");
    const person = {
      name: "Compte Orphelin",
      email: "orphelin@example.dz",
      password: "wasla-demo-2026",
      confirmPassword: "wasla-demo-2026",
    };
    expect(
      (await refusedBeforeAnyWrite(superAdmin.users.create({ ...person, role: "TEACHER", schoolId: NO_SCHOOL }))).code,
    ).toBe("NOT_FOUND");
    expect((await clientError(superAdmin.users.create({ ...person, role: "TEACHER", schoolId: null }))).code).toBe(
      "BAD_REQUEST",
    );
    expect(await db.user.count({ where: { email: person.email } })).toBe(0);
  });

  it("school.create with a slug already taken is a field error", async () => {
    const { schoolId } = await seedOnce();
    const { slug } = await db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { slug: true } });
    const error = await refusedBeforeAnyWrite(
      (await callerAs("SUPER_ADMIN")).school.create({ name: "Deuxième école", slug }),
    );
    expect(error).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { slug: { key: "validation.checkInput" } } });
  });
});

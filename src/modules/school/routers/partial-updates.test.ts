import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/** An update that omits a field leaves it unchanged; a field sent blank (the form's emptied input) is cleared. */
let schoolId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
});

describe("partial updates keep what they were not sent", () => {
  it("class subject: changing the teacher keeps the coefficient override, and the other way round", async () => {
    const admin = await callerAs("ADMIN");
    const row = await db.classSubject.findFirstOrThrow({ where: { class: { schoolId }, teacherId: { not: null } } });
    await admin.classes.updateSubject({ id: row.id, coefficient: 7 });
    expect(await db.classSubject.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      teacherId: row.teacherId,
      coefficient: 7,
    });
    await admin.classes.updateSubject({ id: row.id, teacherId: null });
    expect(await db.classSubject.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      teacherId: null,
      coefficient: 7,
    });
    await admin.classes.updateSubject({ id: row.id, coefficient: null });
    expect((await db.classSubject.findUniqueOrThrow({ where: { id: row.id } })).coefficient).toBeNull();
  });

  it("class: renaming keeps the level", async () => {
    const admin = await callerAs("ADMIN");
    const cls = await db.schoolClass.findFirstOrThrow({ where: { schoolId } });
    await admin.classes.update({ id: cls.id, name: `${cls.name} bis` });
    expect(await db.schoolClass.findUniqueOrThrow({ where: { id: cls.id } })).toMatchObject({
      name: `${cls.name} bis`,
      levelId: cls.levelId,
    });
  });

  it("school settings: sending one field keeps the others; a blank field is cleared", async () => {
    const admin = await callerAs("ADMIN");
    await admin.school.updateSettings({
      schoolId,
      name: "École Wasla Démo",
      termType: "QUARTERLY",
      wilayaCode: "16",
      communeCode: "1601",
      street: "1 rue Didouche",
      phone: "0550 12 34 56",
      facebook: "https://facebook.com/wasla",
    });
    await admin.school.updateSettings({ schoolId, street: "2 rue Larbi Ben M'hidi" });
    expect(await db.school.findUniqueOrThrow({ where: { id: schoolId } })).toMatchObject({
      name: "École Wasla Démo",
      street: "2 rue Larbi Ben M'hidi",
      phone: "+213550123456",
      facebook: "https://facebook.com/wasla",
      wilayaCode: "16",
      communeCode: "1601",
    });
    await admin.school.updateSettings({ schoolId, facebook: "" });
    expect(await db.school.findUniqueOrThrow({ where: { id: schoolId } })).toMatchObject({
      facebook: null,
      phone: "+213550123456",
    });
  });

  it("school days: stored Sunday first without repeats, kept when not sent, never none", async () => {
    const admin = await callerAs("ADMIN");
    await admin.school.updateSettings({ schoolId, schoolDays: [4, 0, 2, 2, 1, 3] });
    expect((await db.school.findUniqueOrThrow({ where: { id: schoolId } })).schoolDays).toEqual([0, 1, 2, 3, 4]);
    await admin.school.updateSettings({ schoolId, street: "3 rue Hassiba Ben Bouali" });
    expect((await db.school.findUniqueOrThrow({ where: { id: schoolId } })).schoolDays).toEqual([0, 1, 2, 3, 4]);
    const none = await clientError(admin.school.updateSettings({ schoolId, schoolDays: [] }));
    expect(none.fieldErrors?.schoolDays?.key).toBe("timetables.schoolDays.required");
    const bad = await clientError(admin.school.updateSettings({ schoolId, schoolDays: [7] }));
    expect(bad.fieldErrors?.["schoolDays.0"]?.key).toBe("validation.checkInput");
    expect((await admin.school.settings({ schoolId })).schoolDays).toEqual([0, 1, 2, 3, 4]);
  });

  it("levels, subjects and school years: one field sent, the rest kept", async () => {
    const admin = await callerAs("ADMIN");
    const level = await db.level.findFirstOrThrow({ where: { schoolId } });
    await admin.levels.update({ id: level.id, examCoef: 3 });
    expect(await db.level.findUniqueOrThrow({ where: { id: level.id } })).toMatchObject({ ...level, examCoef: 3 });

    const subject = await db.subject.findFirstOrThrow({ where: { schoolId } });
    await admin.subjects.update({ id: subject.id, coefficient: 9 });
    expect(await db.subject.findUniqueOrThrow({ where: { id: subject.id } })).toMatchObject({
      ...subject,
      coefficient: 9,
    });

    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true } });
    await admin.schoolYears.update({ id: year.id, name: "2026/2027" });
    expect(await db.schoolYear.findUniqueOrThrow({ where: { id: year.id } })).toMatchObject({
      ...year,
      name: "2026/2027",
    });
    // a single date is still checked against the stored other one
    const early = new Date(year.startsOn.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect((await clientError(admin.schoolYears.update({ id: year.id, endsOn: early }))).fieldErrors).toMatchObject({
      endsOn: { key: "validation.date" },
    });
  });

  it("student: renaming keeps the contacts, birth date and ID number", async () => {
    const admin = await callerAs("ADMIN");
    const student = await db.student.findFirstOrThrow({ where: { schoolId }, include: { user: true } });
    await admin.people.updateStudent({
      id: student.id,
      name: "Élève Renommé",
      email: "eleve.renomme@test.dz",
      birthDate: "2012-05-04",
      registrationNumber: "R-77",
    });
    await admin.people.updateStudent({ id: student.id, name: "Élève Renommé Deux" });
    const after = await db.student.findUniqueOrThrow({ where: { id: student.id }, include: { user: true } });
    // a new e-mail waits for the link mailed to it (login-identifiers.ts): the stored one stays until then
    expect(after).toMatchObject({
      registrationNumber: "R-77",
      birthDate: new Date("2012-05-04T00:00:00Z"),
      user: { name: "Élève Renommé Deux", email: student.user.email },
    });
    expect(
      await db.emailChangeRequest.findFirst({
        where: { userId: student.userId, usedAt: null },
        select: { email: true },
      }),
    ).toEqual({ email: "eleve.renomme@test.dz" });
    await admin.people.updateStudent({ id: student.id, registrationNumber: "" });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).registrationNumber).toBeNull();
  });
});

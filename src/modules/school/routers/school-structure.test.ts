import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account/server/authenticate";
import { callerAs, callerForUser, clientError, linked, seedOnce } from "~/test/callers";

let schoolA: string;
let schoolB: string;

beforeAll(async () => {
  ({ schoolId: schoolA } = await seedOnce());
  const superAdmin = await callerAs("SUPER_ADMIN");
  ({ id: schoolB } = await superAdmin.school.create({
    name: "Lycée Ibn Khaldoun",
    wilayaCode: "16",
    adminName: "Hakim Directeur",
    adminEmail: "directeur@ibnkhaldoun.dz",
  }));
});

async function adminOfB() {
  const user = await db.user.findUniqueOrThrow({ where: { email: "directeur@ibnkhaldoun.dz" }, select: { id: true } });
  return callerForUser(user.id);
}

describe("schools", () => {
  it("a new school gets the twelve Algerian levels and its named admin", async () => {
    const admin = await adminOfB();
    const levels = await admin.levels.list({ schoolId: schoolB });
    expect(levels.map((l) => `${l.grade}${l.cycle}`)).toEqual([
      "1PRIMARY",
      "2PRIMARY",
      "3PRIMARY",
      "4PRIMARY",
      "5PRIMARY",
      "1MIDDLE",
      "2MIDDLE",
      "3MIDDLE",
      "4MIDDLE",
      "1SECONDARY",
      "2SECONDARY",
      "3SECONDARY",
    ]);
    const settings = await admin.school.settings({ schoolId: schoolB });
    expect(settings.defaultHeaders.fr).toContain("Direction de l'éducation de la wilaya de Alger");
    expect(settings.defaultHeaders.ar).toContain("الجمهورية الجزائرية الديمقراطية الشعبية");
  });

  it("only the super admin lists and creates schools", async () => {
    expect((await clientError((await callerAs("ADMIN")).school.list({ page: 1 }))).messageKey).toBe("errors.forbidden");
    expect((await clientError((await callerAs("ADMIN")).school.create({ name: "X" }))).messageKey).toBe(
      "errors.forbidden",
    );
    const list = await (await callerAs("SUPER_ADMIN")).school.list({ page: 1 });
    expect(list.rows.find((s) => s.id === schoolB)?.admins.map((a) => a.name)).toEqual(["Hakim Directeur"]);
  });

  it("an admin of school A can neither read nor change school B", async () => {
    const adminA = await callerAs("ADMIN");
    for (const call of [
      adminA.school.settings({ schoolId: schoolB }),
      adminA.school.setFlags({ schoolId: schoolB, maintenance: true }),
      adminA.people.students({ schoolId: schoolB, page: 1, sort: "name" }),
      adminA.levels.list({ schoolId: schoolB }),
      adminA.schoolYears.create({
        schoolId: schoolB,
        name: "2026-2027",
        startsOn: "2026-09-21",
        endsOn: "2027-06-30",
        isCurrent: true,
      }),
    ]) {
      expect((await clientError(call)).messageKey).toBe("errors.forbidden");
    }
    const levelB = (await (await adminOfB()).levels.list({ schoolId: schoolB }))[0]!;
    expect((await clientError(adminA.levels.delete({ id: levelB.id }))).messageKey).toBe("errors.forbidden");
  });

  it("settings keep a commune only inside the chosen wilaya", async () => {
    const admin = await adminOfB();
    const base = { schoolId: schoolB, name: "Lycée Ibn Khaldoun", termType: "SEMIANNUAL" as const, wilayaCode: "16" };
    const error = await clientError(admin.school.updateSettings({ ...base, communeCode: "3101" }));
    expect(error.fieldErrors?.communeCode?.key).toBe("validation.checkInput");
    const bad = await clientError(admin.school.updateSettings({ ...base, facebook: "pas un lien" }));
    expect(bad.fieldErrors?.facebook?.key).toBe("validation.url");
    await admin.school.updateSettings({ ...base, communeCode: "1601", facebook: "https://facebook.com/ibnkhaldoun" });
    const page = await (
      await callerAs(null)
    ).school.publicPage({ slug: (await db.school.findUniqueOrThrow({ where: { id: schoolB } })).slug });
    expect(page.facebook).toBe("https://facebook.com/ibnkhaldoun");
    expect(page.wilaya?.code).toBe("16");
  });
});

describe("school years, levels, subjects", () => {
  it("a year gets its terms from the school's term type, and only one year is current", async () => {
    const admin = await adminOfB(); // school B is semi-annual since the settings test
    await admin.school.updateSettings({ schoolId: schoolB, name: "Lycée Ibn Khaldoun", termType: "SEMIANNUAL" });
    await admin.schoolYears.create({
      schoolId: schoolB,
      name: "2025-2026",
      startsOn: "2025-09-21",
      endsOn: "2026-06-30",
      isCurrent: false,
    });
    await admin.schoolYears.create({
      schoolId: schoolB,
      name: "2026-2027",
      startsOn: "2026-09-21",
      endsOn: "2027-06-30",
      isCurrent: true,
    });
    const years = await admin.schoolYears.list({ schoolId: schoolB });
    expect(years.map((y) => [y.name, y.isCurrent, y.terms.length])).toEqual([
      ["2026-2027", true, 2],
      ["2025-2026", false, 2],
    ]);
    const dup = await clientError(
      admin.schoolYears.create({
        schoolId: schoolB,
        name: "2026-2027",
        startsOn: "2026-09-21",
        endsOn: "2027-06-30",
        isCurrent: false,
      }),
    );
    expect(dup.fieldErrors?.name?.key).toBe("validation.yearExists");
    const backwards = await clientError(
      admin.schoolYears.create({
        schoolId: schoolB,
        name: "2027-2028",
        startsOn: "2028-06-30",
        endsOn: "2027-09-21",
        isCurrent: false,
      }),
    );
    expect(backwards.fieldErrors?.endsOn?.key).toBe("validation.date");
    const impossible = await clientError(
      admin.schoolYears.create({
        schoolId: schoolB,
        name: "2027-2028",
        startsOn: "2027-02-30",
        endsOn: "2028-06-30",
        isCurrent: false,
      }),
    );
    expect(impossible.fieldErrors?.startsOn?.key).toBe("validation.date");
  });

  it("a level or subject in use cannot be deleted", async () => {
    const admin = await callerAs("ADMIN");
    const level = (await admin.levels.list({ schoolId: schoolA })).find((l) => l.cycle === "MIDDLE" && l.grade === 4)!;
    expect((await clientError(admin.levels.delete({ id: level.id }))).messageKey).toBe("errors.inUse");
    const maths = (await admin.subjects.list({ schoolId: schoolA })).find((s) => s.nameFr === "Mathématiques")!;
    expect((await clientError(admin.subjects.delete({ id: maths.id }))).messageKey).toBe("errors.inUse");
    const dup = await clientError(
      admin.subjects.create({
        schoolId: schoolA,
        nameFr: "mathématiques",
        nameEn: "Maths",
        nameAr: "رياضيات",
        coefficient: 4,
      }),
    );
    expect(dup.fieldErrors?.nameFr?.key).toBe("validation.subjectExists");
  });

  it("secondary levels override the subject coefficient", async () => {
    const admin = await callerAs("ADMIN");
    const cls = await admin.classes.bySlug({
      slug: (await db.schoolClass.findFirstOrThrow({ where: { schoolId: schoolA, name: "2AS1" } })).slug,
    });
    expect(cls.subjects.find((s) => s.subject.nameFr === "Sciences de la nature et de la vie")?.coefficient).toBe(6);
    expect(cls.subjects.find((s) => s.subject.nameFr === "Mathématiques")?.coefficient).toBe(5);
    const middle = await admin.classes.bySlug({
      slug: (await db.schoolClass.findFirstOrThrow({ where: { schoolId: schoolA, name: "4AM1" } })).slug,
    });
    expect(middle.subjects.find((s) => s.subject.nameFr === "Langue arabe")?.coefficient).toBe(5);
  });
});

describe("classes", () => {
  const slugOf = async (name: string) =>
    (await db.schoolClass.findFirstOrThrow({ where: { schoolId: schoolA, name } })).slug;

  it("a subject is added once per class", async () => {
    const admin = await callerAs("ADMIN");
    const cls = await admin.classes.bySlug({ slug: await slugOf("1AM1") });
    const error = await clientError(
      admin.classes.addSubject({ classId: cls.id, subjectId: cls.subjects[0]!.subject.id }),
    );
    expect(error.fieldErrors?.subjectId?.key).toBe("validation.subjectAlreadyAdded");
  });

  it("a student is added once to a class, and moves when put in another class of the year", async () => {
    const admin = await callerAs("ADMIN");
    const one = await admin.classes.bySlug({ slug: await slugOf("1AM1") });
    const two = await admin.classes.bySlug({ slug: await slugOf("1AM2") });
    const student = one.students[0]!;
    const again = await clientError(admin.classes.enroll({ classId: one.id, studentIds: [student.id] }));
    expect(again.fieldErrors?.studentIds?.key).toBe("validation.userAlreadyAdded");
    // listed twice (found by the fuzz test: a unique violation), enrolled once
    await admin.classes.enroll({ classId: two.id, studentIds: [student.id, student.id] });
    expect((await admin.classes.bySlug({ slug: two.slug })).students.filter((s) => s.id === student.id)).toHaveLength(
      1,
    );
    expect((await admin.classes.bySlug({ slug: one.slug })).students.map((s) => s.id)).not.toContain(student.id);
    await admin.classes.enroll({ classId: one.id, studentIds: [student.id] });
  });

  it("a teacher reads the classes they teach, not the others, and edits none", async () => {
    const teacher = await callerAs("TEACHER");
    const classes = await teacher.classes.list({ schoolId: schoolA });
    expect(classes.map((c) => c.name).sort()).toEqual([
      "1AM1",
      "1AM2",
      "1AS1",
      "2AM1",
      "2AM2",
      "2AS1",
      "3AM1",
      "3AM2",
      "4AM1",
      "4AM2",
    ]);
    // the demo teacher teaches maths everywhere; take maths away from 1AM1 and the class disappears for her
    const admin = await callerAs("ADMIN");
    const one = await admin.classes.bySlug({ slug: await slugOf("1AM1") });
    const maths = one.subjects.find((s) => s.subject.nameFr === "Mathématiques")!;
    await admin.classes.updateSubject({ id: maths.id, teacherId: null });
    expect((await teacher.classes.list({ schoolId: schoolA })).map((c) => c.name)).not.toContain("1AM1");
    expect((await clientError(teacher.classes.bySlug({ slug: one.slug }))).messageKey).toBe("errors.forbidden");
    const taught = await teacher.classes.bySlug({ slug: await slugOf("4AM1") });
    expect(
      (await clientError(teacher.classes.update({ id: taught.id, levelId: taught.level.id, name: "4AM9" }))).messageKey,
    ).toBe("errors.forbidden");
    expect(
      (await clientError(teacher.classes.addSubject({ classId: taught.id, subjectId: maths.subject.id }))).messageKey,
    ).toBe("errors.forbidden");
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
    await admin.classes.updateSubject({ id: maths.id, teacherId });
  });

  it("a class with students cannot be deleted; an empty one can", async () => {
    const admin = await callerAs("ADMIN");
    const one = await admin.classes.bySlug({ slug: await slugOf("1AM1") });
    expect((await clientError(admin.classes.delete({ id: one.id }))).messageKey).toBe("errors.inUse");
    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId: schoolA, isCurrent: true } });
    const empty = await admin.classes.create({
      schoolId: schoolA,
      schoolYearId: year.id,
      levelId: one.level.id,
      name: "1AM9",
    });
    const dup = await clientError(
      admin.classes.create({ schoolId: schoolA, schoolYearId: year.id, levelId: one.level.id, name: "1am9" }),
    );
    expect(dup.fieldErrors?.name?.key).toBe("validation.classExists");
    await admin.classes.delete({ id: empty.id });
  });
});

describe("students and parents", () => {
  it("a parent reads their own child only", async () => {
    const parent = await callerAs("PARENT");
    const [child] = await parent.people.myChildren();
    expect(child?.user.name).toBe("Sara Élève");
    expect((await parent.people.student({ id: child!.id })).user.name).toBe("Sara Élève");
    const other = await db.student.findFirstOrThrow({ where: { schoolId: schoolA, NOT: { id: child!.id } } });
    expect((await clientError(parent.people.student({ id: other.id }))).messageKey).toBe("errors.forbidden");
    expect((await clientError(parent.people.students({ schoolId: schoolA, page: 1, sort: "name" }))).messageKey).toBe(
      "errors.forbidden",
    );
  });

  it("a student sees their class with classmates' names only", async () => {
    const student = await callerAs("STUDENT");
    const [own] = await student.classes.list({ schoolId: schoolA });
    expect(own?.name).toBe("4AM1");
    const page = await student.classes.bySlug({ slug: own!.slug });
    expect(page.students.every((s) => s.registrationNumber === null && s.parents.length === 0)).toBe(true);
    const other = await db.schoolClass.findFirstOrThrow({ where: { schoolId: schoolA, name: "1AM1" } });
    expect((await clientError(student.classes.bySlug({ slug: other.slug }))).messageKey).toBe("errors.forbidden");
  });

  it("a child has one or two parents, each linked once", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(
      await admin.people.addStudent({ schoolId: schoolA, name: "Ilyes Test", registrationNumber: "T-1" }),
    );
    const dupNumber = await clientError(
      admin.people.addStudent({ schoolId: schoolA, name: "Autre", registrationNumber: "T-1" }),
    );
    expect(dupNumber.fieldErrors?.registrationNumber?.key).toBe("validation.registrationTaken");
    const noContact = await clientError(admin.people.linkParent({ studentId: id, name: "Papa" }));
    expect(noContact.fieldErrors?.email?.key).toBe("validation.phoneOrEmail");
    await admin.people.linkParent({ studentId: id, name: "Papa Test", phone: "0661 00 00 01" });
    const twice = await clientError(
      admin.people.linkParent({ studentId: id, name: "Papa Test", phone: "+213661000001" }),
    );
    expect(twice.fieldErrors?.phone?.key).toBe("validation.userAlreadyAdded");
    await admin.people.linkParent({ studentId: id, name: "Maman Test", email: "maman@test.dz" });
    const third = await clientError(admin.people.linkParent({ studentId: id, name: "Tante", email: "tante@test.dz" }));
    expect(third.fieldErrors?.name).toEqual({ key: "validation.maxParents", values: { count: 2 } });
    const adminB = await adminOfB();
    expect(
      (await clientError(adminB.people.linkParent({ studentId: id, name: "Intrus", email: "intrus@test.dz" })))
        .messageKey,
    ).toBe("errors.forbidden");
    // another school's administrator learns nothing of the pupil, not even that the record exists (the child gate)
    expect((await clientError(adminB.people.student({ id }))).messageKey).toBe("errors.notFound");
  });

  it("lists search by name and page by 25", async () => {
    const admin = await callerAs("ADMIN");
    const all = await admin.people.students({ schoolId: schoolA, page: 1, sort: "name" });
    expect(all.total).toBeGreaterThanOrEqual(21);
    const found = await admin.people.students({ schoolId: schoolA, page: 1, sort: "name", search: "sara élève" });
    expect(found.rows.map((r) => r.user.name)).toEqual(["Sara Élève"]);
  });
});

describe("credentials and import", () => {
  it("generates passwords once, with a login identifier for people without e-mail or phone, to change at first login", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(
      await admin.people.addStudent({ schoolId: schoolA, name: "Mélissa Aït Saïd", birthDate: "2013-05-02" }),
    );
    const slips = await admin.people.generateCredentials({
      schoolId: schoolA,
      studentIds: [id],
      students: true,
      parents: true,
    });
    expect(slips).toHaveLength(1);
    expect(slips[0]!.identifier).toMatch(/^melissa\.ait\.\d{4}$/);
    const login = await authenticate(
      db,
      { identifier: slips[0]!.identifier, password: slips[0]!.password },
      "10.9.9.9",
    );
    expect(login.ok).toBe(true);
    const user = await db.user.findUniqueOrThrow({ where: { id: slips[0]!.userId } });
    expect(user.mustChangePassword).toBe(true);
    expect(user.passwordHash).not.toContain(slips[0]!.password);
    // staff (accounts of their own) are asked to be parents, never linked or given a password: the school's
    // placeholder stands in, and only it gets a slip
    const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } });
    const placeholder = linked(
      await admin.people.linkParent({ studentId: id, name: teacher.name, email: "teacher@wasla.dz" }),
    );
    const again = await admin.people.generateCredentials({
      schoolId: schoolA,
      studentIds: [id],
      students: false,
      parents: true,
    });
    expect(again.map((slip) => slip.userId)).toEqual([placeholder]);
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).people.generateCredentials({
            schoolId: schoolA,
            studentIds: [id],
            students: true,
            parents: true,
          }),
        )
      ).messageKey,
    ).toBe("errors.forbidden");
  });

  it("previews each row's problems and imports all or nothing", async () => {
    const admin = await callerAs("ADMIN");
    const good = {
      name: "Adam Import",
      className: "2AM1",
      birthDate: "2013-01-01",
      parent1Name: "Père Import",
      parent1Phone: "0770 11 22 33",
    };
    const rows = [
      good,
      { name: "", className: "9ZZ", birthDate: "2013-02-30", parent1Name: "Sans contact" },
      { name: "Double", parent1Name: "Père Import", parent1Phone: "0770112233", email: "x@y" },
    ];
    const preview = await admin.people.previewImport({ schoolId: schoolA, rows });
    expect(preview[0]!.problems).toEqual([]);
    expect(preview[1]!.problems.map((p) => `${p.column}:${p.message.key}`).sort()).toEqual([
      "birthDate:validation.date",
      "name:validation.required",
      "parent1Phone:validation.phoneOrEmail",
    ]);
    expect(preview[2]!.problems.map((p) => p.column)).toEqual(["email"]);
    const before = await db.student.count({ where: { schoolId: schoolA } });
    expect((await clientError(admin.people.import({ schoolId: schoolA, rows }))).messageKey).toBe("import.hasProblems");
    expect(await db.student.count({ where: { schoolId: schoolA } })).toBe(before);
    const unknownClass = await admin.people.previewImport({ schoolId: schoolA, rows: [{ ...good, className: "9ZZ" }] });
    expect(unknownClass[0]!.problems[0]!.message).toEqual({ key: "import.unknownClass", values: { name: "9ZZ" } });
    await admin.people.import({ schoolId: schoolA, rows: [good] });
    expect(await db.student.count({ where: { schoolId: schoolA } })).toBe(before + 1);
    expect((await clientError((await adminOfB()).people.import({ schoolId: schoolA, rows: [good] }))).messageKey).toBe(
      "errors.forbidden",
    );
  });
});

describe("dashboard", () => {
  it("shows each role its own overview", async () => {
    const admin = await (await callerAs("ADMIN")).dashboard.overview({ schoolId: schoolA });
    expect(admin.counts?.classes).toBe(10);
    expect(admin.current?.name).toBe("2026-2027");
    const teacher = await (await callerAs("TEACHER")).dashboard.overview({ schoolId: schoolA });
    expect(teacher.counts).toBeNull();
    expect(teacher.teaching?.length).toBeGreaterThan(0);
    const parent = await (await callerAs("PARENT")).dashboard.overview({ schoolId: schoolA });
    expect(parent.children?.map((c) => c.user.name)).toEqual(["Sara Élève"]);
    const student = await (await callerAs("STUDENT")).dashboard.overview({ schoolId: schoolA });
    expect(student.ownClass?.name).toBe("4AM1");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { ageOn, isAdult, registerNumber } from "~/modules/documents/domain/paper";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * The documents desk against the real database (issue 32): a parent asks, the desk issues once with the register's
 * next number and what the school holds that day, refuses or withdraws with a reason, issues for a whole class; who
 * may ask (a parent not restricted to reading, a student of age) and who may not; what each family sees; /verify.
 */
let schoolId: string;
let sara: { id: string; userId: string; parentId: string };
let classId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const student = await db.student.findFirstOrThrow({
    where: { user: { email: "student@wasla.dz" } },
    select: {
      id: true,
      userId: true,
      parents: { select: { parentId: true } },
      enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { classId: true } },
    },
  });
  sara = { id: student.id, userId: student.userId, parentId: student.parents[0]!.parentId };
  classId = student.enrollments[0]!.classId;
  await db.school.update({ where: { id: schoolId }, data: { headName: "Mme Karima Benali" } });
});

describe("the papers' small rules", () => {
  it.each([
    ["2007-11-28", "2026-11-28", 19],
    ["2007-11-29", "2026-11-28", 18],
    ["2008-02-29", "2027-02-28", 18],
    ["2008-02-29", "2027-03-01", 19],
    ["2010-01-01", "2026-11-28", 16],
  ])("born %s, on %s: %i years", (birth, day, age) => expect(ageOn(birth, day)).toBe(age));

  it("a student asks for their own papers from 19; without a birth day, never", () => {
    expect(isAdult("2007-11-28", "2026-11-28")).toBe(true);
    expect(isAdult("2007-11-29", "2026-11-28")).toBe(false);
    expect(isAdult(null, "2026-11-28")).toBe(false);
  });

  it("register numbers read as receipts do", () => {
    expect(registerNumber(12, "2026-2027")).toBe("2026-2027/0012");
    expect(registerNumber(12345, "2026-2027")).toBe("2026-2027/12345");
  });
});

describe("a parent asks, the desk issues", () => {
  it("asks with a purpose, is refused a second waiting request of the same kind, sees it waiting", async () => {
    const parent = await callerForUser(sara.parentId);
    expect(
      await clientError(parent.documents.request({ studentId: sara.id, kind: "SCHOOL_CERTIFICATE", purpose: "x" })),
    ).toMatchObject({ fieldErrors: { purpose: { key: "documents.error.purpose" } } });
    const { id } = await parent.documents.request({
      studentId: sara.id,
      kind: "FEES_CERTIFICATE",
      purpose: "Allocations familiales (Sonelgaz)",
    });
    expect(
      await clientError(parent.documents.request({ studentId: sara.id, kind: "FEES_CERTIFICATE", purpose: "Encore" })),
    ).toMatchObject({ fieldErrors: { kind: { key: "documents.error.pending" } } });
    const mine = await parent.documents.mine({ schoolId });
    const child = mine.students.find((s) => s.id === sara.id)!;
    expect(child.canRequest).toBe(true);
    expect(child.documents.find((d) => d.id === id)).toMatchObject({
      status: "REQUESTED",
      number: null,
      purpose: "Allocations familiales (Sonelgaz)",
    });
    // the desk is told, with the pupil's name (the family's own notification never carries it)
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } });
    expect(await db.notification.count({ where: { userId: admin.id, kind: "document.requested" } })).toBeGreaterThan(0);
  });

  it("issues once, with the next number and the year's payments; the asker is told; the paper verifies", async () => {
    const parent = await callerForUser(sara.parentId);
    const { id } = await parent.documents.request({
      studentId: sara.id,
      kind: "SCHOOL_CERTIFICATE",
      purpose: "Inscription au club de judo",
    });
    const admin = await callerAs("ADMIN");
    const desk = await admin.documents.desk({ schoolId });
    expect(desk.pending.map((d) => d.id)).toContain(id);
    // two clerks click at once: one paper, one "already dealt with"
    const [a, b] = await Promise.allSettled([
      admin.documents.issueRequested({ documentId: id }),
      admin.documents.issueRequested({ documentId: id }),
    ]);
    const ok = [a, b].filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(1);
    const failed = [a, b].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(await clientError(Promise.reject(failed.reason))).toMatchObject({
      code: "CONFLICT",
      messageKey: "documents.error.decided",
    });
    const sheet = await parent.documents.sheet({ id });
    expect(sheet.status).toBe("ISSUED");
    expect(sheet.number).toMatch(/^\d{4}-\d{4}\/\d{4}$/);
    expect(sheet.content.student.name).toBe("Sara Élève");
    expect(sheet.content.headName).toBe("Mme Karima Benali");
    expect(sheet.content.className).toBeTruthy();
    const told = await db.notification.findFirstOrThrow({
      where: { userId: sara.parentId, kind: "document.decided" },
      orderBy: { createdAt: "desc" },
      select: { params: true },
    });
    expect(told.params).toEqual({ kind: "SCHOOL_CERTIFICATE", status: "ISSUED" });
    // the code on the paper: valid, initials only
    const doc = await db.schoolDocument.findUniqueOrThrow({ where: { id }, select: { verifyCode: true } });
    const visitor = await callerAs(null, { ip: "203.0.113.71" });
    const verified = await visitor.verify.check({ code: doc.verifyCode! });
    expect(verified).toMatchObject({
      kind: "document",
      valid: true,
      initials: "S. É.",
      document: { kind: "SCHOOL_CERTIFICATE", number: sheet.number },
    });
    expect(JSON.stringify(verified)).not.toContain("Sara");
    // withdrawn with a reason: the family no longer downloads it, /verify says withdrawn
    expect(await clientError(admin.documents.withdraw({ documentId: id, reason: "" }))).toMatchObject({
      fieldErrors: { reason: { key: "documents.error.reason" } },
    });
    await admin.documents.withdraw({ documentId: id, reason: "Erreur de classe" });
    expect(await clientError(parent.documents.sheet({ id }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await admin.documents.sheet({ id })).status).toBe("WITHDRAWN");
    expect(await visitor.verify.check({ code: doc.verifyCode! })).toMatchObject({ kind: "document", valid: false });
    expect(
      (await parent.documents.mine({ schoolId })).students
        .find((s) => s.id === sara.id)!
        .documents.find((d) => d.id === id),
    ).toMatchObject({ status: "WITHDRAWN", reason: "Erreur de classe" });
  });

  it("a fees certificate keeps what the year's payments came to that day; the pupil themself does not read it", async () => {
    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
    const paid =
      (await db.payment.aggregate({ where: { studentId: sara.id, schoolYearId: year.id }, _sum: { amount: true } }))
        ._sum.amount ?? 0;
    const admin = await callerAs("ADMIN");
    const { ids } = await admin.documents.issue({ classId, studentId: sara.id, kind: "FEES_CERTIFICATE", purpose: "" });
    const sheet = await admin.documents.sheet({ id: ids[0]! });
    expect(sheet.content.paid).toBe(paid);
    // the amounts are the parents' to read (as /payments): Sara neither lists nor opens it
    expect((await (await callerForUser(sara.parentId)).documents.sheet({ id: ids[0]! })).kind).toBe("FEES_CERTIFICATE");
    const student = await callerForUser(sara.userId);
    expect(await clientError(student.documents.sheet({ id: ids[0]! }))).toMatchObject({ code: "NOT_FOUND" });
    expect((await student.documents.mine({ schoolId })).students[0]!.documents.map((d) => d.id)).not.toContain(ids[0]);
  });

  it("a past year's class issues nothing (the register is the current year's)", async () => {
    const next = await db.schoolYear.findFirst({ where: { schoolId, isCurrent: false }, select: { id: true } });
    if (!next) return;
    const level = await db.level.findFirstOrThrow({ where: { schoolId }, select: { id: true } });
    const old = await db.schoolClass.create({
      data: {
        schoolId,
        schoolYearId: next.id,
        levelId: level.id,
        name: `Ancienne ${Date.now()}`,
        slug: `ancienne-${Date.now()}`,
      },
      select: { id: true },
    });
    expect(
      await clientError(
        (await callerAs("ADMIN")).documents.issue({ classId: old.id, kind: "SCHOOL_CERTIFICATE", purpose: "" }),
      ),
    ).toMatchObject({ fieldErrors: { classId: { key: "documents.error.pastYear" } } });
  });

  it("refuses a request with a reason; a decided request cannot be issued", async () => {
    const parent = await callerForUser(sara.parentId);
    const { id } = await parent.documents.request({
      studentId: sara.id,
      kind: "TRANSFER_CERTIFICATE",
      purpose: "Déménagement à Oran",
    });
    const admin = await callerAs("ADMIN");
    await admin.documents.refuse({ documentId: id, reason: "Passez au secrétariat avec le livret" });
    expect(await clientError(admin.documents.issueRequested({ documentId: id }))).toMatchObject({ code: "CONFLICT" });
    expect(await clientError(parent.documents.sheet({ id }))).toMatchObject({ code: "NOT_FOUND" });
    const told = await db.notification.findFirstOrThrow({
      where: { userId: sara.parentId, kind: "document.decided" },
      orderBy: { createdAt: "desc" },
      select: { params: true },
    });
    expect(told.params).toEqual({ kind: "TRANSFER_CERTIFICATE", status: "REFUSED" });
  });

  it("issues for a whole class: one paper per pupil, numbers without gap", async () => {
    const admin = await callerAs("ADMIN");
    const pupils = await db.classEnrollment.count({ where: { classId } });
    const { count, ids } = await admin.documents.issue({ classId, kind: "ATTENDANCE_CERTIFICATE", purpose: "Rentrée" });
    expect(count).toBe(pupils);
    const numbers = (await db.schoolDocument.findMany({ where: { id: { in: ids } }, select: { number: true } }))
      .map((d) => d.number!)
      .sort((a, b) => a - b);
    expect(numbers[numbers.length - 1]! - numbers[0]!).toBe(pupils - 1);
    const register = await admin.documents.register({ schoolId });
    const all = register.rows.map((r) => Number(r.number!.split("/")[1]));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("who may", () => {
  it("a student under 19 reads their papers but does not ask; a teacher has no desk; another school's desk sees nothing of ours", async () => {
    // the demo Sara was born in 2012
    const student = await callerForUser(sara.userId);
    const mine = await student.documents.mine({ schoolId });
    expect(mine.students.map((s) => s.id)).toEqual([sara.id]);
    expect(mine.students[0]!.canRequest).toBe(false);
    expect(
      await clientError(
        student.documents.request({ studentId: sara.id, kind: "SCHOOL_CERTIFICATE", purpose: "Pour moi" }),
      ),
    ).toMatchObject({ code: "FORBIDDEN", messageKey: "documents.error.adultOnly" });
    const teacher = await callerAs("TEACHER");
    expect(await clientError(teacher.documents.desk({ schoolId }))).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await clientError(teacher.documents.issue({ classId, kind: "SCHOOL_CERTIFICATE", purpose: "" })),
    ).toMatchObject({ code: "FORBIDDEN" });
  });

  it("a student of age asks for their own papers", async () => {
    const { birthDate } = await db.student.findUniqueOrThrow({ where: { id: sara.id }, select: { birthDate: true } });
    await db.student.update({ where: { id: sara.id }, data: { birthDate: new Date("2005-03-14T00:00:00Z") } });
    try {
      const student = await callerForUser(sara.userId);
      expect((await student.documents.mine({ schoolId })).students[0]!.canRequest).toBe(true);
      const { id } = await student.documents.request({
        studentId: sara.id,
        kind: "ATTENDANCE_CERTIFICATE",
        purpose: "Carte de transport",
      });
      await (await callerAs("ADMIN")).documents.issueRequested({ documentId: id });
      expect((await student.documents.sheet({ id })).content.student.birthDate).toBe("2005-03-14");
    } finally {
      await db.student.update({ where: { id: sara.id }, data: { birthDate } });
    }
  });

  it("a parent restricted to reading reads but does not ask; a parent of another child sees nothing", async () => {
    await db.parentLink.update({
      where: { parentId_studentId: { parentId: sara.parentId, studentId: sara.id } },
      data: { readOnly: true },
    });
    try {
      const parent = await callerForUser(sara.parentId);
      expect((await parent.documents.mine({ schoolId })).students.find((s) => s.id === sara.id)!.canRequest).toBe(
        false,
      );
      expect(
        await clientError(
          parent.documents.request({ studentId: sara.id, kind: "SCHOOL_CERTIFICATE", purpose: "Club de foot" }),
        ),
      ).toMatchObject({ code: "FORBIDDEN", messageKey: "family.error.readOnly" });
    } finally {
      await db.parentLink.update({
        where: { parentId_studentId: { parentId: sara.parentId, studentId: sara.id } },
        data: { readOnly: false },
      });
    }
    const other = await db.user.create({
      data: { name: "Autre Parent", email: `autre-${Date.now()}@wasla.dz`, slug: `autre-parent-${Date.now()}` },
      select: { id: true },
    });
    const role = await db.role.findUniqueOrThrow({ where: { key: "PARENT" }, select: { id: true } });
    await db.userRole.create({ data: { userId: other.id, roleId: role.id, schoolId } });
    const stranger = await callerForUser(other.id);
    expect((await stranger.documents.mine({ schoolId })).students).toEqual([]);
    expect(
      await clientError(
        stranger.documents.request({ studentId: sara.id, kind: "SCHOOL_CERTIFICATE", purpose: "Curieux" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    const issued = await db.schoolDocument.findFirstOrThrow({
      where: { studentId: sara.id, status: "ISSUED" },
      select: { id: true },
    });
    expect(await clientError(stranger.documents.sheet({ id: issued.id }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { can, familyCan, loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { callerForUser, linked, seedOnce } from "~/test/callers";

/**
 * A right comes from the role that grants it (issue 27, finding 1). The demo teacher is made a parent too: of a
 * pupil of a class they do not teach. As a parent they read that child; as a teacher only their own classes; and
 * no school right (payments, a class's homework sheet, a class's staff view) comes from the parent role.
 */
let schoolId: string;
let teacherId: string;
let child: { id: string; classId: string; classSlug: string };
let otherFamily: { studentId: string; paymentId: string };

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } })).id;
  // a class the demo teacher does not teach, with two families, made by the school's admin
  const admin = await callerForUser(
    (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } })).id,
  );
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  const level = await db.level.findFirstOrThrow({ where: { schoolId }, select: { id: true } });
  const cls = await admin.classes.create({ schoolId, schoolYearId: year.id, levelId: level.id, name: "Classe Témoin" });
  const [first, second] = await Promise.all(
    ["Enfant Témoin", "Autre Famille"].map((name) =>
      admin.people.addStudent({ schoolId, classId: cls.id, name }).then(linked),
    ),
  );
  const untaught = {
    id: cls.id,
    slug: (await db.schoolClass.findUniqueOrThrow({ where: { id: cls.id }, select: { slug: true } })).slug,
    enrollments: [{ studentId: first! }, { studentId: second! }],
  };
  child = { id: untaught.enrollments[0]!.studentId, classId: untaught.id, classSlug: untaught.slug };
  const parentRole = await db.role.findUniqueOrThrow({ where: { key: "PARENT" }, select: { id: true } });
  await db.userRole.create({ data: { userId: teacherId, roleId: parentRole.id, schoolId } });
  await db.parentLink.create({ data: { parentId: teacherId, studentId: child.id } });

  // another family's payment in the same school
  const other = untaught.enrollments[1]!.studentId;
  const fee = await db.fee.create({
    data: { schoolId, schoolYearId: year.id, kind: "OTHER", name: "Cantine", amount: 100000, months: ["2026-11"] },
    select: { id: true },
  });
  const payment = await db.payment.create({
    data: {
      schoolId,
      schoolYearId: year.id,
      studentId: other,
      number: 90001,
      amount: 5000,
      paidOn: new Date("2026-11-24"),
      method: "CASH",
      lines: { create: [{ feeId: fee.id, month: "2026-11", amount: 5000 }] },
    },
    select: { id: true },
  });
  otherFamily = { studentId: other, paymentId: payment.id };
});

describe("a teacher who is also a parent in the same school", () => {
  it("holds 'consult payments' as a parent only: never as the school's right", async () => {
    const actor = (await loadActor(db, teacherId))!;
    expect(familyCan(actor, "payment.consult", schoolId)).toBe(true);
    expect(can(actor, "payment.consult", schoolId)).toBe(false);
    // the middleware's question (held anywhere) still says yes: the services decide per record
    expect(can(actor, "payment.consult")).toBe(true);
  });

  it("reads their own child's payments, and no other family's: situation, fees, another child, a receipt", async () => {
    const caller = await callerForUser(teacherId);
    await expect(caller.payments.ofStudent({ studentId: child.id })).resolves.toMatchObject({ staff: false });
    await expect(caller.payments.ofStudent({ studentId: otherFamily.studentId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(caller.payments.situation({ schoolId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.payments.fees({ schoolId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.payments.receipt({ id: otherFamily.paymentId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("does not get the homework sheet of their child's class, which they do not teach", async () => {
    const caller = await callerForUser(teacherId);
    await expect(caller.homework.ofClass({ classId: child.classId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("sees their child's class as a family does: classmates' names, not the staff's view", async () => {
    const caller = await callerForUser(teacherId);
    const cls = await caller.classes.bySlug({ slug: child.classSlug });
    const admin = await callerForUser(
      (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" }, select: { id: true } })).id,
    );
    const staffView = await admin.classes.bySlug({ slug: child.classSlug });
    expect(JSON.stringify(cls.students)).not.toEqual(JSON.stringify(staffView.students));
  });

  it("loses the parent's reading with the parent role: a parent link alone is no relationship", async () => {
    await db.userRole.deleteMany({ where: { userId: teacherId, schoolId, role: { key: "PARENT" } } });
    try {
      const caller = await callerForUser(teacherId);
      await expect(caller.homework.ofStudent({ studentId: child.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.payments.ofStudent({ studentId: child.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    } finally {
      const parentRole = await db.role.findUniqueOrThrow({ where: { key: "PARENT" }, select: { id: true } });
      await db.userRole.create({ data: { userId: teacherId, roleId: parentRole.id, schoolId } });
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { resolveScope } from "~/platform/api/scope";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { callerAs, callerForUser, callerOf, linked, seedOnce } from "~/test/callers";
import { feeChoices } from "./fees";
import { schoolSituation } from "./school-situation";
import { loadStudentSituation } from "./student-situation";

/** Payments are recorded, cancelled and reduced through their actions, as the screens do. */
const recordPayment = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["record"]>[0],
) => (await callerOf(actor)).payments.record(input);
const cancelPayment = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["cancel"]>[0],
) => (await callerOf(actor)).payments.cancel(input);
const saveDiscount = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["saveDiscount"]>[0],
) => (await callerOf(actor)).payments.saveDiscount(input);
const deleteDiscount = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["deleteDiscount"]>[0],
) => (await callerOf(actor)).payments.deleteDiscount(input);

/**
 * Payments against the real database, through the services (the procedures and pages come next): a payment shares
 * itself among months, two recordings of the same months at once never both count, receipt numbers have no gap,
 * and a correction is a numbered negative entry that makes the months owed again.
 */
let schoolId: string;
let yearId: string;
let admin: Actor;
let sara: { id: string; parents: string[] };
let otherStudent: string;
let tuition: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  yearId = year.id;
  admin = (await loadActor(db, (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } })).id))!;
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  sara = { id: student.id, parents: student.parents.map((p) => p.parentId) };
  otherStudent = (
    await db.student.findFirstOrThrow({
      where: { schoolId, id: { not: student.id }, enrollments: { some: { class: { schoolYearId: yearId } } } },
      select: { id: true },
    })
  ).id;
  tuition = (
    await db.fee.create({
      data: {
        schoolId,
        schoolYearId: yearId,
        kind: "TUITION",
        name: "Frais de scolarité",
        amount: 800000,
        months: ["2026-09", "2026-10", "2026-11", "2026-12"],
      },
    })
  ).id;
});

const pay = (studentId: string, months: string[], amount: number) =>
  recordPayment(admin, {
    studentId,
    months: months.map((month) => ({ feeId: tuition, month })),
    amount,
    paidOn: "2026-11-24",
    method: "CASH",
    note: "",
    sharedWithSpouse: false,
  });

describe("recording", () => {
  it("shares a payment among the chosen months and numbers its receipt", async () => {
    const first = await pay(sara.id, ["2026-09", "2026-10"], 1_200_000);
    const { rows } = await loadStudentSituation(db, sara.id, yearId, "2026-11");
    const status = Object.fromEntries(
      rows.filter((r) => r.feeId === tuition).map((r) => [r.month, [r.status, r.paid]]),
    );
    expect(status).toMatchObject({
      "2026-09": ["PAID", 800000],
      "2026-10": ["PARTIAL", 400000],
      "2026-11": ["UNPAID", 0],
      "2026-12": ["UPCOMING", 0],
    });
    expect(first.number).toBeGreaterThan(0);
  });

  it("refuses more than the months lack and months already paid, on their fields", async () => {
    await expect(pay(sara.id, ["2026-10"], 400_001)).rejects.toMatchObject({
      cause: { fields: { amount: { key: "payments.error.moreThanDue" } } },
    });
    await expect(pay(sara.id, ["2026-09"], 100)).rejects.toMatchObject({
      cause: { fields: { months: { key: "payments.error.alreadyPaid" } } },
    });
  });

  it("two people recording the same months at once: one payment counts, the other is refused", async () => {
    const results = await Promise.allSettled([
      pay(otherStudent, ["2026-09"], 800_000),
      pay(otherStudent, ["2026-09"], 800_000),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const { rows } = await loadStudentSituation(db, otherStudent, yearId, "2026-11");
    expect(rows.find((r) => r.feeId === tuition && r.month === "2026-09")).toMatchObject({
      paid: 800_000,
      status: "PAID",
    });
  });

  it("numbers receipts without gaps, even for payments recorded at the same moment", async () => {
    const before = await db.payment.count({ where: { schoolId, schoolYearId: yearId } });
    await Promise.all([
      pay(sara.id, ["2026-11"], 100_000),
      pay(otherStudent, ["2026-10"], 100_000),
      pay(otherStudent, ["2026-11"], 100_000),
    ]);
    const numbers = (
      await db.payment.findMany({
        where: { schoolId, schoolYearId: yearId },
        select: { number: true },
        orderBy: { number: "asc" },
      })
    ).map((p) => p.number);
    expect(numbers).toHaveLength(before + 3);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe("correcting", () => {
  it("cancels with a numbered negative entry: the history keeps both, the months are owed again; once only", async () => {
    const payment = await pay(sara.id, ["2026-12"], 800_000);
    const correction = await cancelPayment(admin, { id: payment.id, note: "Chèque sans provision" });
    expect(correction.number).toBe(payment.number + 1);
    const entries = await db.payment.findMany({
      where: { id: { in: [payment.id, correction.id] } },
      select: { amount: true, cancelsId: true },
    });
    expect(entries.map((e) => e.amount).sort()).toEqual([-800_000, 800_000]);
    const { rows } = await loadStudentSituation(db, sara.id, yearId, "2026-12");
    expect(rows.find((r) => r.feeId === tuition && r.month === "2026-12")).toMatchObject({ paid: 0, status: "UNPAID" });
    await expect(cancelPayment(admin, { id: payment.id, note: "encore" })).rejects.toMatchObject({
      cause: { fields: { id: { key: "payments.error.alreadyCancelled" } } },
    });
    await expect(cancelPayment(admin, { id: correction.id, note: "encore" })).rejects.toMatchObject({
      cause: { fields: { id: { key: "payments.error.alreadyCancelled" } } },
    });
  });

  it("is refused to a parent", async () => {
    const parent = (await loadActor(db, sara.parents[0]!))!;
    const payment = await db.payment.findFirstOrThrow({
      where: { studentId: sara.id, cancelsId: null, cancelledBy: null },
      select: { id: true },
    });
    await expect(cancelPayment(parent, { id: payment.id, note: "non" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("who sees which payments", () => {
  it("a parent sees their child's months and the payments they made or their spouse shared; a student's parents only", async () => {
    const spouse = linked(
      await (
        await callerAs("ADMIN")
      ).people.linkParent({ studentId: sara.id, name: "Conjoint Élève", phone: "0661 55 44 33" }),
    );
    const payer = sara.parents[0]!;
    const hidden = await recordPayment(admin, {
      studentId: sara.id,
      months: [{ feeId: tuition, month: "2026-10" }],
      amount: 1000,
      paidOn: "2026-11-24",
      method: "CASH",
      note: "",
      payerId: payer,
      sharedWithSpouse: false,
    });
    const shared = await recordPayment(admin, {
      studentId: sara.id,
      months: [{ feeId: tuition, month: "2026-10" }],
      amount: 1000,
      paidOn: "2026-11-24",
      method: "CASH",
      note: "",
      payerId: payer,
      sharedWithSpouse: true,
    });
    const mine = await (await callerForUser(payer)).payments.ofStudent({ studentId: sara.id });
    expect(mine.payments.map((p) => p.id)).toEqual(expect.arrayContaining([hidden.id, shared.id]));
    const theirs = await (await callerForUser(spouse)).payments.ofStudent({ studentId: sara.id });
    expect(theirs.payments.map((p) => p.id)).toContain(shared.id);
    expect(theirs.payments.map((p) => p.id)).not.toContain(hidden.id);
    // the month's status is the child's, the same for both
    expect(theirs.rows).toEqual(mine.rows);
    const stranger = await callerForUser((await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" } })).id);
    // someone outside the school learns nothing of the child
    await expect(stranger.payments.ofStudent({ studentId: sara.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const student = await callerForUser((await db.user.findUniqueOrThrow({ where: { email: "student@wasla.dz" } })).id);
    await expect(student.payments.ofStudent({ studentId: sara.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the school's situation", () => {
  it("counts per class and month who paid all, part or nothing, and totals what is due, paid and overdue", async () => {
    const situation = await schoolSituation(db, (await resolveScope(db, "school", schoolId))!, "2026-11");
    const cls = situation.classes.find((c) => c.name === "4AM1")!;
    expect(cls.students).toBeGreaterThan(0);
    const sept = cls.months["2026-09"]!;
    expect(sept.paid + sept.partial + sept.unpaid).toBe(cls.students);
    const line = situation.students.find((s) => s.id === sara.id)!;
    const own = await loadStudentSituation(db, sara.id, yearId, "2026-11");
    expect(line).toMatchObject({ year: own.totals.year, paid: own.totals.paid, overdue: own.totals.overdue });
    expect(situation.totals.paid).toBe(situation.students.reduce((sum, s) => sum + s.paid, 0));
  });
});

describe("the screens' reads", () => {
  it("the fee form offers the school's levels, this year's classes and its months, to 'payment.edit' only", async () => {
    const choices = await feeChoices(db, admin, { schoolId });
    expect(choices.months[0]).toBe("2026-09");
    expect(choices.months).toContain("2027-06");
    expect(choices.classes.map((c) => c.name)).toContain("4AM1");
    const parent = (await loadActor(db, sara.parents[0]!))!;
    await expect(feeChoices(db, parent, { schoolId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("the situation's student lines name their class, for the class screen and the export", async () => {
    const situation = await schoolSituation(db, (await resolveScope(db, "school", schoolId))!);
    const line = situation.students.find((s) => s.id === sara.id)!;
    expect(situation.classes.find((c) => c.id === line.classId)?.name).toBe("4AM1");
  });
});

describe("discounts", () => {
  it("a sibling reduction lowers what every month of the fee asks; removing it restores it; a parent cannot add one", async () => {
    const before = (await loadStudentSituation(db, otherStudent, yearId, "2026-11")).rows.find(
      (r) => r.feeId === tuition && r.month === "2026-12",
    )!;
    const { id } = await saveDiscount(admin, {
      studentId: otherStudent,
      feeId: tuition,
      percent: 10,
      amount: 0,
      reason: "Fratrie",
    });
    const after = (await loadStudentSituation(db, otherStudent, yearId, "2026-11")).rows.find(
      (r) => r.feeId === tuition && r.month === "2026-12",
    )!;
    expect(after.due).toBe(before.due - 80_000);
    await deleteDiscount(admin, { id });
    expect(
      (await loadStudentSituation(db, otherStudent, yearId, "2026-11")).rows.find(
        (r) => r.feeId === tuition && r.month === "2026-12",
      )!.due,
    ).toBe(before.due);
    const parent = (await loadActor(db, sara.parents[0]!))!;
    await expect(
      saveDiscount(parent, { studentId: sara.id, feeId: null, percent: 100, amount: 0, reason: "Moi" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "~/modules/notify/domain/rules";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { callerOf, seedOnce } from "~/test/callers";
import { sendPaymentReminders } from "./send-reminders";

/** Payments are recorded, cancelled and reduced through their actions, as the screens do. */
const recordPayment = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["record"]>[0],
) => (await callerOf(actor)).payments.record(input);

/**
 * Reminders of overdue fees against the real database: who is reminded (a student owing months that have come,
 * with parents), who is not (paid up, only months to come, a school whose rules send it to nobody), and when — at
 * most once in seven days per student's family, however often the daily job runs.
 */
let schoolId: string;
let sara: { id: string; userId: string; parents: string[] };
let classmate: string;

const DAY = 24 * 60 * 60_000;
const START = new Date("2026-11-24T16:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);
const name = (id: string) => (id === sara.id ? "sara" : id === classmate ? "classmate" : id);

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: {
      id: true,
      userId: true,
      parents: { select: { parentId: true } },
      enrollments: { where: { class: { schoolYearId: year.id } }, select: { classId: true } },
    },
  });
  sara = { id: student.id, userId: student.userId, parents: student.parents.map((p) => p.parentId) };
  const classId = student.enrollments[0]!.classId;
  const classmates = (
    await db.classEnrollment.findMany({
      where: { classId, studentId: { not: student.id } },
      select: { studentId: true },
    })
  ).map((e) => e.studentId);
  classmate = classmates[0]!;
  // a fee of Sara's class alone: the other classes owe nothing
  const fee = await db.fee.create({
    data: {
      schoolId,
      schoolYearId: year.id,
      classId,
      kind: "CANTEEN",
      name: "Cantine",
      amount: 300000,
      months: ["2026-09", "2026-10", "2026-12"],
    },
  });
  const admin = (await loadActor(db, (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } })).id))!;
  // her classmates paid everything
  for (const studentId of classmates)
    await recordPayment(admin, {
      studentId,
      months: ["2026-09", "2026-10", "2026-12"].map((month) => ({ feeId: fee.id, month })),
      amount: 900000,
      paidOn: "2026-11-01",
      method: "CASH",
      note: "",
      sharedWithSpouse: false,
    });
  await db.school.update({ where: { id: schoolId }, data: { notificationRules: DEFAULT_RULES } });
});

describe("who is reminded, and when", () => {
  // run in order: each row is the daily job at a moment after START (days), and whose families it reminds
  const runs: [string, Date, string[]][] = [
    ["in August no month has come yet: nobody", new Date("2026-08-20T16:00:00Z"), []],
    ["Sara owes September and October; her classmates paid everything: Sara's family", at(0), ["sara"]],
    ["the next day: nobody (reminded yesterday)", at(1), []],
    ["six days and 23 hours later: still nobody", at(6 + 23 / 24), []],
    ["seven days and an hour later: Sara's family again", at(7 + 1 / 24), ["sara"]],
    ["the same run twice: once only", at(7 + 2 / 24), []],
  ];
  it.each(runs)("%s", async (_, now, expected) => {
    const { studentIds } = await sendPaymentReminders(db, now);
    expect(studentIds.map(name)).toEqual(expected);
  });

  it("two runs at once remind a family once", async () => {
    const results = await Promise.all([sendPaymentReminders(db, at(15)), sendPaymentReminders(db, at(15))]);
    expect(results.flatMap((r) => r.studentIds).map(name)).toEqual(["sara"]);
    expect(await db.paymentReminder.count({ where: { studentId: sara.id } })).toBe(3);
  });

  it("a school whose rules send the reminder to nobody: nobody", async () => {
    await db.school.update({
      where: { id: schoolId },
      data: { notificationRules: { ...DEFAULT_RULES, "payment.overdue": [] } },
    });
    try {
      expect((await sendPaymentReminders(db, at(30))).studentIds).toEqual([]);
    } finally {
      await db.school.update({ where: { id: schoolId }, data: { notificationRules: DEFAULT_RULES } });
    }
  });
});

describe("the reminder", () => {
  it("reaches the parents (not the student) with the student, the amount overdue and the months, linking to their payments", async () => {
    const notes = await db.notification.findMany({
      where: { kind: "payment.overdue" },
      orderBy: { createdAt: "asc" },
      select: { userId: true, params: true, url: true, schoolId: true },
    });
    const first = notes.filter((n) => (n.params as { months: string }).months === "2026-09,2026-10");
    expect(first.map((n) => n.userId).sort()).toEqual([...new Set(first.map((n) => n.userId))].sort());
    expect(new Set(notes.map((n) => n.userId))).toEqual(new Set(sara.parents));
    expect(notes.some((n) => n.userId === sara.userId)).toBe(false);
    expect(first[0]).toMatchObject({
      schoolId,
      url: `/payments?student=${sara.id}`,
      params: { student: "Sara Élève", amount: 600000, months: "2026-09,2026-10" },
    });
    // in December, December is owed too
    const december = await db.notification.findMany({
      where: { kind: "payment.overdue", params: { path: ["months"], equals: "2026-09,2026-10,2026-12" } },
      select: { params: true },
    });
    expect(december[0]?.params).toMatchObject({ amount: 900000 });
  });
});

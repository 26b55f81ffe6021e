// Payments at the size of a large school (the 1,000 students of bench/school.ts): a monthly tuition for 10 months
// and a canteen for 10, discounts for one student in ten, and payments for most months of most students; the
// school's situation per class and month (goal p95 ≤ 100 ms) and one student's page.
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { PAYMENTS_OF_CHILD, relateToChild } from "~/platform/api/relations";
import { resolveScope } from "~/platform/api/scope";
import { studentPayments } from "~/modules/payments/server/family-payments";
import { schoolSituation } from "~/modules/payments/server/school-situation";

type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchPayments(db: Db, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId: school.id, isCurrent: true },
    select: { id: true },
  });
  const months = [
    "2026-09",
    "2026-10",
    "2026-11",
    "2026-12",
    "2027-01",
    "2027-02",
    "2027-03",
    "2027-04",
    "2027-05",
    "2027-06",
  ];
  const [tuition, canteen] = await Promise.all([
    db.fee.create({
      data: { schoolId: school.id, schoolYearId: year.id, kind: "TUITION", name: "Scolarité", amount: 800000, months },
    }),
    db.fee.create({
      data: { schoolId: school.id, schoolYearId: year.id, kind: "CANTEEN", name: "Cantine", amount: 300000, months },
    }),
  ]);
  const students = await db.student.findMany({
    where: { schoolId: school.id, enrollments: { some: {} } },
    select: { id: true },
  });
  await db.feeDiscount.createMany({
    data: students
      .filter((_, i) => i % 10 === 0)
      .map((s) => ({ studentId: s.id, schoolYearId: year.id, feeId: tuition.id, percent: 10, reason: "Fratrie" })),
  });
  let number = 0;
  for (let i = 0; i < students.length; i += 100) {
    const batch = students.slice(i, i + 100);
    const payments = batch.map((s, j) => ({
      id: `benchpay${String(i + j).padStart(6, "0")}`,
      schoolId: school.id,
      schoolYearId: year.id,
      studentId: s.id,
      number: ++number,
      amount: 0,
      paidOn: new Date("2026-11-01"),
      method: "CASH" as const,
    }));
    await db.payment.createMany({ data: payments });
    const paidMonths = (k: number) => months.slice(0, 3 + (k % 6));
    await db.paymentLine.createMany({
      data: payments.flatMap((p, k) =>
        paidMonths(k).flatMap((month) => [
          { paymentId: p.id, feeId: tuition.id, month, amount: 800000 },
          { paymentId: p.id, feeId: canteen.id, month, amount: k % 3 ? 300000 : 150000 },
        ]),
      ),
    });
  }
  const admin = (await loadActor(
    db,
    (await db.user.findUniqueOrThrow({ where: { email: "superadmin@wasla.dz" } })).id,
  ))!;
  // the school as the gate hands it to the service (scopedProcedure's resolver)
  const scoped = (await resolveScope(db, "school", school.id))!;
  const first = await schoolSituation(db, scoped, "2027-03");
  console.log(
    `\nPayments: ${students.length} students × ${months.length} months × 2 fees; ${first.classes.length} classes; overdue ${(first.totals.overdue / 100).toLocaleString("fr")} DA`,
  );
  await measure("payments.situation (the whole school)", 30, () => schoolSituation(db, scoped, "2027-03"));
  await measure("payments.ofStudent (one student's page)", 100, async () =>
    studentPayments(db, admin, await relateToChild(db, admin, students[0]!.id, PAYMENTS_OF_CHILD)),
  );
}

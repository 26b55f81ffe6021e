import { situation, type FeeDue } from "~/modules/payments/domain/situation";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { notFound } from "~/platform/errors";
import { currentMonth } from "./student-situation";

/**
 * Every student's situation of a school year at a month, from four queries and src/lib/payments for the whole year:
 * the school's situation below and the weekly brief's fees due (services/brief) read it.
 */
export async function yearSituations(
  db: Db | Prisma.TransactionClient,
  schoolYearId: string,
  month: string,
  only?: readonly string[],
) {
  const pick = (column: string) =>
    only ? Prisma.sql`AND ${Prisma.raw(column)} IN (${Prisma.join(only.length ? [...only] : [""])})` : Prisma.empty;
  const [fees, enrollments, discounts, paid] = await Promise.all([
    db.fee.findMany({
      where: { schoolYearId },
      select: { id: true, name: true, amount: true, months: true, levelId: true, classId: true },
    }),
    // the year's students with their class and name, in one join (Prisma's nested select costs three queries)
    db.$queryRaw<{ studentId: string; classId: string; className: string; levelId: string; name: string }[]>`
      SELECT e."studentId", e."classId", c."name" AS "className", c."levelId", u."name"
      FROM "ClassEnrollment" e
      JOIN "SchoolClass" c ON c."id" = e."classId"
      JOIN "Student" s ON s."id" = e."studentId"
      JOIN "User" u ON u."id" = s."userId"
      WHERE c."schoolYearId" = ${schoolYearId} ${pick(`e."studentId"`)}`,
    db.feeDiscount.findMany({
      where: { schoolYearId, ...(only ? { studentId: { in: [...only] } } : {}) },
      select: { studentId: true, feeId: true, percent: true, amount: true },
    }),
    // what each student paid per fee and month, summed in the database (corrections subtract themselves), one row
    // per student: "feeId|month|amount,…" (thousands of small rows cost more to carry than a thousand strings)
    db.$queryRaw<{ studentId: string; paid: string }[]>`
      SELECT "studentId", string_agg("feeId" || '|' || "month" || '|' || "amount", ',') AS "paid"
      FROM (
        SELECT p."studentId", l."feeId", l."month", SUM(l."amount")::int AS "amount"
        FROM "PaymentLine" l JOIN "Payment" p ON p."id" = l."paymentId"
        WHERE p."schoolYearId" = ${schoolYearId} ${pick(`p."studentId"`)}
        GROUP BY p."studentId", l."feeId", l."month"
      ) sums
      GROUP BY "studentId"`,
  ]);
  const linesOf = new Map(
    paid.map((row) => [
      row.studentId,
      row.paid.split(",").map((entry) => {
        const [feeId, month, amount] = entry.split("|");
        return { feeId: feeId!, month: month!, amount: Number(amount) };
      }),
    ]),
  );
  const discountsOf = new Map<string, typeof discounts>();
  for (const d of discounts) discountsOf.set(d.studentId, [...(discountsOf.get(d.studentId) ?? []), d]);

  return {
    fees,
    students: enrollments.map((e) => {
      const dues: FeeDue[] = fees
        .filter((f) => (!f.levelId && !f.classId) || (f.levelId === e.levelId && !f.classId) || f.classId === e.classId)
        .map((f) => ({ feeId: f.id, months: f.months, amount: f.amount }));
      return {
        ...e,
        situation: situation(dues, discountsOf.get(e.studentId) ?? [], linesOf.get(e.studentId) ?? [], month),
      };
    }),
  };
}

/**
 * The school's payment situation ('consult payments'): for each class and month, how many students have paid all,
 * part or nothing of what that month asks, and the totals due, paid and overdue; each student's line for the
 * spreadsheet export. Computed from four queries and src/lib/payments for the whole year.
 */
export async function schoolSituation(db: Db, school: Scoped<"school">, month = currentMonth()) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId: school.id, isCurrent: true },
    select: { id: true, name: true },
  });
  if (!year) throw notFound();
  const { fees, students: enrollments } = await yearSituations(db, year.id, month);
  const months = [...new Set(fees.flatMap((f) => f.months))].sort();
  const classes = new Map<
    string,
    {
      id: string;
      name: string;
      students: number;
      months: Record<string, { paid: number; partial: number; unpaid: number }>;
    }
  >();
  const students: {
    id: string;
    name: string;
    classId: string;
    className: string;
    year: number;
    paid: number;
    overdue: number;
  }[] = [];
  const totals = { year: 0, paid: 0, overdue: 0 };
  for (const e of enrollments) {
    const s = e.situation;
    const row = classes.get(e.classId) ?? {
      id: e.classId,
      name: e.className,
      students: 0,
      months: Object.fromEntries(months.map((m) => [m, { paid: 0, partial: 0, unpaid: 0 }])),
    };
    row.students++;
    const byMonth = new Map<string, { owed: number; got: number }>();
    for (const r of s.rows) {
      const m = byMonth.get(r.month) ?? { owed: 0, got: 0 };
      m.owed += r.due;
      m.got += Math.min(r.paid, r.due);
      byMonth.set(r.month, m);
    }
    for (const [m, { owed, got }] of byMonth) row.months[m]![got >= owed ? "paid" : got > 0 ? "partial" : "unpaid"]++;
    classes.set(e.classId, row);
    students.push({
      id: e.studentId,
      name: e.name,
      classId: e.classId,
      className: e.className,
      year: s.totals.year,
      paid: s.totals.paid,
      overdue: s.totals.overdue,
    });
    totals.year += s.totals.year;
    totals.paid += s.totals.paid;
    totals.overdue += s.totals.overdue;
  }
  return {
    year,
    month,
    months,
    classes: [...classes.values()].sort((a, b) => a.name.localeCompare(b.name, "fr", { numeric: true })),
    students: students.sort(
      (a, b) => a.className.localeCompare(b.className, "fr", { numeric: true }) || a.name.localeCompare(b.name, "fr"),
    ),
    totals,
  };
}

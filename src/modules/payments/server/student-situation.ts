import { situation, type FeeDue } from "~/modules/payments/domain/situation";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

/** The month a school's situation is judged at: Algeria's current month, "2026-11". */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 7);
}

/**
 * A student's fees for a school year (those of the whole school, of their class's level, of their class), their
 * discounts, and what non-cancelled payments paid: the rows and totals of src/modules/payments/domain/situation.ts.
 */
export async function loadStudentSituation(db: Tx, studentId: string, schoolYearId: string, month = currentMonth()) {
  const enrollment = await db.classEnrollment.findFirst({
    where: { studentId, class: { schoolYearId } },
    select: { classId: true, class: { select: { levelId: true, name: true } } },
  });
  const [fees, discounts, lines] = await Promise.all([
    db.fee.findMany({
      where: {
        schoolYearId,
        OR: [
          { levelId: null, classId: null },
          ...(enrollment
            ? [{ levelId: enrollment.class.levelId, classId: null }, { classId: enrollment.classId }]
            : []),
        ],
      },
      orderBy: [{ kind: "asc" }, { createdAt: "asc" }],
      select: { id: true, name: true, nameAr: true, nameEn: true, kind: true, amount: true, months: true },
    }),
    db.feeDiscount.findMany({
      where: { studentId, schoolYearId },
      orderBy: { createdAt: "asc" },
      select: { id: true, feeId: true, percent: true, amount: true, reason: true },
    }),
    db.paymentLine.findMany({
      where: { payment: { studentId, schoolYearId } },
      select: { feeId: true, month: true, amount: true },
    }),
  ]);
  const dues: FeeDue[] = fees.map((f) => ({ feeId: f.id, months: f.months, amount: f.amount }));
  return { fees, discounts, className: enrollment?.class.name ?? null, ...situation(dues, discounts, lines, month) };
}

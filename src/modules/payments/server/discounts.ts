import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZDiscountInput } from "~/modules/payments/schemas";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";

/**
 * A student's reduction for the current year ('payment.edit' in their school): siblings, staff children… on one fee
 * or all of them, a percentage and/or a fixed amount per month. It changes what is due from then on; payments
 * already recorded stay as they are.
 */
export async function saveDiscount(db: Db, student: Scoped<"student">, input: z.output<typeof ZDiscountInput>) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  if (!year) throw notFound();
  if (input.feeId && !(await db.fee.count({ where: { id: input.feeId, schoolYearId: year.id } })))
    throw fieldError("feeId", "validation.required");
  return db.feeDiscount.create({
    data: {
      studentId: student.id,
      schoolYearId: year.id,
      feeId: input.feeId ?? null,
      percent: input.percent,
      amount: input.amount,
      reason: input.reason,
    },
    select: { id: true },
  });
}

export async function deleteDiscount(db: Db, discount: Scoped<"discount">) {
  await db.feeDiscount.delete({ where: { id: discount.id } });
  return { id: discount.id };
}

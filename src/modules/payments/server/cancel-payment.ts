import { newVerifyCode } from "~/modules/documents";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { nextReceiptNumber } from "./record-payment";

/**
 * Corrects a payment ('payment.edit' in its school): a new, numbered entry cancels it (the same amount and lines,
 * negative), so the history keeps both and the months it paid are owed again. A payment is cancelled once; a
 * correction itself is not cancelled (record the payment again instead).
 */
export async function cancelPayment(db: Db, actor: Actor, scope: Scoped<"payment">, input: { note: string }) {
  const payment = await db.payment.findUniqueOrThrow({
    where: { id: scope.id },
    select: {
      id: true,
      schoolId: true,
      schoolYearId: true,
      studentId: true,
      amount: true,
      method: true,
      payerId: true,
      sharedWithSpouse: true,
      cancelsId: true,
      cancelledBy: { select: { id: true } },
      lines: { select: { feeId: true, month: true, amount: true } },
    },
  });
  if (payment.cancelsId || payment.cancelledBy) throw fieldError("id", "payments.error.alreadyCancelled");
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Student" WHERE "id" = ${payment.studentId} FOR UPDATE`;
    const number = await nextReceiptNumber(tx, payment.schoolId, payment.schoolYearId);
    return tx.payment.create({
      data: {
        // the code its receipt prints, that /verify answers (issue 32)
        verifyCode: newVerifyCode(),
        schoolId: payment.schoolId,
        schoolYearId: payment.schoolYearId,
        studentId: payment.studentId,
        number,
        amount: -payment.amount,
        paidOn: new Date(new Date().toISOString().slice(0, 10)),
        method: payment.method,
        note: input.note,
        // the correction is seen by whoever saw the payment (the payer; their spouse only if it was shared)
        payerId: payment.payerId,
        sharedWithSpouse: payment.sharedWithSpouse,
        recordedById: actor.userId,
        cancelsId: payment.id,
        lines: { create: payment.lines.map((l) => ({ ...l, amount: -l.amount })) },
      },
      select: { id: true, number: true },
    });
  });
}

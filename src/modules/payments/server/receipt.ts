import type { ReadPayment } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { visiblePayments } from "./family-payments";

/** "2026-2027/0042": the receipt's number as printed, the payment's gapless number within its school year. */
export function receiptNumber(yearName: string, number: number): string {
  return `${yearName}/${String(number).padStart(4, "0")}`;
}

/**
 * One payment's receipt (or a correction's), as the print view and its PDF show it, for whoever may see that
 * payment: the school's payment staff, or a parent of the student whom `visiblePayments` lets see it. The gate
 * decided which the actor is (relations.ts's relateToPayment, "reads this payment"); a parent then sees only what
 * `visiblePayments` lets them. A correction carries no payer of its own, so a parent sees it only when they may see
 * the payment it cancels (else the spouse would learn of a payment that was not shared with them). Everyone else gets
 * "not found": the page does not say that a receipt exists.
 */
export async function getReceipt(db: Db, actor: Actor, read: ReadPayment) {
  const payment = await db.payment.findUnique({
    where: { id: read.id },
    select: {
      id: true,
      schoolId: true,
      studentId: true,
      number: true,
      amount: true,
      paidOn: true,
      method: true,
      reference: true,
      note: true,
      verifyCode: true,
      createdAt: true,
      schoolYearId: true,
      schoolYear: { select: { name: true } },
      school: {
        select: {
          name: true,
          street: true,
          phone: true,
          email: true,
          reportHeaderFr: true,
          reportHeaderEn: true,
          reportHeaderAr: true,
          commune: { select: { nameFr: true, nameAr: true } },
          wilaya: { select: { nameFr: true, nameAr: true } },
        },
      },
      student: { select: { registrationNumber: true, user: { select: { name: true } } } },
      payer: { select: { name: true } },
      recordedBy: { select: { name: true } },
      cancels: { select: { id: true, number: true, paidOn: true } },
      cancelledBy: { select: { number: true } },
      lines: {
        orderBy: [{ month: "asc" }],
        select: { month: true, amount: true, fee: { select: { name: true, nameAr: true, nameEn: true, kind: true } } },
      },
    },
  });
  if (!payment) throw notFound();
  if (read.as === "family") {
    const visible = visiblePayments(actor, payment.schoolId);
    const ids = [payment.id, ...(payment.cancels ? [payment.cancels.id] : [])];
    const seen = await db.payment.count({
      where: {
        id: { in: ids },
        studentId: payment.studentId,
        ...visible,
        student: { parents: { some: { parentId: actor.userId } } },
      },
    });
    // a correction: both it and the payment it cancels must be visible
    if (seen !== ids.length) throw notFound();
  }
  const enrollment = await db.classEnrollment.findFirst({
    where: { studentId: payment.studentId, class: { schoolYearId: payment.schoolYearId } },
    select: { class: { select: { name: true } } },
  });
  const { school } = payment;
  return {
    id: payment.id,
    studentId: payment.studentId,
    number: receiptNumber(payment.schoolYear.name, payment.number),
    year: payment.schoolYear.name,
    amount: payment.amount,
    paidOn: payment.paidOn.toISOString().slice(0, 10),
    method: payment.method,
    reference: payment.reference,
    note: payment.note,
    /** the code the receipt prints, that /verify answers (issue 32) */
    verifyCode: payment.verifyCode,
    school: {
      name: school.name,
      street: school.street,
      phone: school.phone,
      email: school.email,
      commune: school.commune,
      wilaya: school.wilaya,
      /** the report cards' header lines, only when the school wrote its own (not the ministry default) */
      headers: { fr: school.reportHeaderFr, en: school.reportHeaderEn, ar: school.reportHeaderAr },
    },
    student: {
      name: payment.student.user.name,
      number: payment.student.registrationNumber,
      className: enrollment?.class.name ?? null,
    },
    payer: payment.payer?.name ?? null,
    recordedBy: payment.recordedBy?.name ?? null,
    cancels: payment.cancels
      ? {
          number: receiptNumber(payment.schoolYear.name, payment.cancels.number),
          paidOn: payment.cancels.paidOn.toISOString().slice(0, 10),
        }
      : null,
    cancelledBy: payment.cancelledBy ? receiptNumber(payment.schoolYear.name, payment.cancelledBy.number) : null,
    lines: payment.lines.map((l) => ({
      fee: l.fee.name,
      feeNames: { name: l.fee.name, nameAr: l.fee.nameAr, nameEn: l.fee.nameEn },
      kind: l.fee.kind,
      month: l.month,
      amount: l.amount,
    })),
  };
}

export type Receipt = Awaited<ReturnType<typeof getReceipt>>;

import type { Child } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import { paymentStaff } from "~/platform/auth/rules";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { notFound } from "~/platform/errors";
import { loadStudentSituation } from "./student-situation";
import { logAccess } from "~/modules/privacy";

// the rules themselves read the actor alone: auth/rules.ts (the header's menu asks them too)
export { familyPayments, paymentStaff } from "~/platform/auth/rules";

/**
 * Who sees which payments of a student: the school's staff who record or consult payments, all; a parent, those
 * they paid, those the school recorded without naming a payer, and those their spouse shared. The months' status
 * (paid or not) is the child's, the same for both parents. Students see no payments.
 */
export function visiblePayments(actor: Actor, schoolId: string): Prisma.PaymentWhereInput {
  if (paymentStaff(actor, schoolId)) return {};
  return { OR: [{ payerId: null }, { payerId: actor.userId }, { sharedWithSpouse: true }] };
}

/** A student's fees, months and payments of the current year, for their parents and the school's payment staff. */
export async function studentPayments(db: Db, actor: Actor, child: Child) {
  const student = await db.student.findUniqueOrThrow({
    where: { id: child.id },
    select: {
      id: true,
      schoolId: true,
      user: { select: { name: true } },
      parents: { select: { parentId: true, parent: { select: { id: true, name: true } } } },
    },
  });
  const staff = child.as === "administration";
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true, name: true },
  });
  if (!year) throw notFound();
  await logAccess(db, actor, "PAYMENTS", [student]);
  const [situation, payments] = await Promise.all([
    loadStudentSituation(db, student.id, year.id),
    db.payment.findMany({
      where: { studentId: student.id, schoolYearId: year.id, ...visiblePayments(actor, student.schoolId) },
      orderBy: { number: "desc" },
      select: {
        id: true,
        number: true,
        amount: true,
        paidOn: true,
        method: true,
        reference: true,
        note: true,
        sharedWithSpouse: true,
        cancelsId: true,
        cancelledBy: { select: { id: true, number: true } },
        payer: { select: { id: true, name: true } },
        lines: { select: { feeId: true, month: true, amount: true } },
      },
    }),
  ]);
  return {
    student: { id: student.id, name: student.user.name, className: situation.className },
    year,
    parents: student.parents.map((p) => p.parent),
    staff,
    ...situation,
    payments,
  };
}

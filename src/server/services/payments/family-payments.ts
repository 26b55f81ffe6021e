import type { Actor } from "~/server/auth/actor";
import { can, familyCan } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import type { Prisma } from "~/server/db/generated/client";
import { forbidden, notFound } from "~/server/errors";
import { loadStudentSituation } from "./student-situation";

/**
 * Who sees which payments of a student: the school's staff who record or consult payments, all; a parent, those
 * they paid, those the school recorded without naming a payer, and those their spouse shared. The months' status
 * (paid or not) is the child's, the same for both parents. Students see no payments.
 */
/**
 * The school's payment staff: who consults or records payments there **through a staff role** (`can` in a school
 * reads staff roles only). Parents hold 'consult payments' too, for their own children: through their parent role,
 * which never makes them staff — not even when the same person also teaches there (issue 27).
 */
export function paymentStaff(actor: Actor, schoolId: string): boolean {
  return can(actor, "payment.consult", schoolId) || can(actor, "payment.create", schoolId);
}

/** A parent of the school who consults their own children's payments (their parent role grants 'consult payments'). */
export function familyPayments(actor: Actor, schoolId: string): boolean {
  return familyCan(actor, "payment.consult", schoolId);
}

export function visiblePayments(actor: Actor, schoolId: string): Prisma.PaymentWhereInput {
  if (paymentStaff(actor, schoolId)) return {};
  return { OR: [{ payerId: null }, { payerId: actor.userId }, { sharedWithSpouse: true }] };
}

/** A student's fees, months and payments of the current year, for their parents and the school's payment staff. */
export async function studentPayments(db: Db, actor: Actor, input: { studentId: string }) {
  const student = await db.student.findUnique({
    where: { id: input.studentId },
    select: { id: true, schoolId: true, user: { select: { name: true } }, parents: { select: { parentId: true, parent: { select: { id: true, name: true } } } } },
  });
  if (!student) throw notFound();
  const staff = paymentStaff(actor, student.schoolId);
  if (!staff && !(familyPayments(actor, student.schoolId) && student.parents.some((p) => p.parentId === actor.userId))) throw forbidden();
  const year = await db.schoolYear.findFirst({ where: { schoolId: student.schoolId, isCurrent: true }, select: { id: true, name: true } });
  if (!year) throw notFound();
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
  return { student: { id: student.id, name: student.user.name, className: situation.className }, year, parents: student.parents.map((p) => p.parent), staff, ...situation, payments };
}

import type { MemberOf } from "~/platform/api/scope";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { chooseStudent } from "~/modules/teaching";
import { PAYMENTS_OF_CHILD, relateToChild } from "~/platform/api/relations";
import { familyPayments, paymentStaff, studentPayments } from "./family-payments";
import { feeChoices, listFees } from "./fees";
import { onlinePaymentsOpen } from "./online-payment";
import { pendingProofs, studentProofs } from "./payment-proofs";
import { schoolSituation } from "./school-situation";

/**
 * What /payments shows, as one action. A parent: the chosen child's fees, months and payments, and whether the
 * school takes payments online. The school's payment staff: the student the address names, else the class it names
 * (one of the situation's), else the school's situation with — for who edits payments — the year's fees and what
 * their form offers. Anyone else of the school (a student, a teacher without payment rights) is refused; the gate
 * (memberProcedure) turned away who does not belong to it.
 */
export async function paymentsScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: { student?: string; class?: string },
) {
  const schoolId = school.id;
  if (!paymentStaff(actor, schoolId)) {
    if (!familyPayments(actor, schoolId)) throw forbidden();
    const { students, current } = await chooseStudent(db, actor, schoolId, input.student);
    const data = current
      ? await studentPayments(db, actor, await relateToChild(db, actor, current.id, PAYMENTS_OF_CHILD))
      : null;
    const [online, proofs, link] = data
      ? await Promise.all([
          onlinePaymentsOpen(db, schoolId),
          studentProofs(db, data.student.id),
          db.parentLink.findUnique({
            where: { parentId_studentId: { parentId: actor.userId, studentId: data.student.id } },
            select: { readOnly: true },
          }),
        ])
      : [false, [], null];
    // a parent restricted to reading by a custody decision reads the proofs but sends none
    return { kind: "family" as const, students, data, online, proofs, canSendProof: !!link && !link.readOnly };
  }
  if (input.student)
    return {
      kind: "student" as const,
      data: await studentPayments(db, actor, await relateToChild(db, actor, input.student, PAYMENTS_OF_CHILD)),
    };
  // the payment staff of this school (checked above): the school's situation and fees are theirs to read
  const situation = await schoolSituation(db, school);
  if (input.class && situation.classes.some((c) => c.id === input.class))
    return { kind: "class" as const, situation, classId: input.class };
  const [fees, choices] = can(actor, "payment.edit", schoolId)
    ? await Promise.all([listFees(db, school), feeChoices(db, actor, { schoolId })])
    : [[], null];
  // the transfer proofs waiting, for those who record payments
  const proofs = can(actor, "payment.create", schoolId) ? await pendingProofs(db, schoolId) : [];
  return { kind: "school" as const, situation, fees, choices, proofs };
}

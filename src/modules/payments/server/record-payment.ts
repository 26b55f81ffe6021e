import { newVerifyCode } from "~/modules/documents";
import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZRecordPaymentInput } from "~/modules/payments/schemas";
import { allocate, type MonthRow, type PaidLine } from "~/modules/payments/domain/situation";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, notFound } from "~/platform/errors";
import { loadStudentSituation } from "./student-situation";

/** The next receipt number of a school's year, in the caller's transaction: no gap, never twice. */
export async function nextReceiptNumber(
  tx: Prisma.TransactionClient,
  schoolId: string,
  schoolYearId: string,
): Promise<number> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "ReceiptCounter" ("schoolId", "schoolYearId", "last") VALUES (${schoolId}, ${schoolYearId}, 1)
    ON CONFLICT ("schoolId", "schoolYearId") DO UPDATE SET "last" = "ReceiptCounter"."last" + 1
    RETURNING "last"`;
  return row!.last;
}

/**
 * Records a payment ('payment.create' in the student's school): the months it covers, shared by src/lib/payments
 * (a partial payment fills them in order), the amount, the day, the method, who paid and whether their spouse sees
 * it. The student's row is locked for the transaction, so two people recording the same months at once cannot both
 * succeed: the second sees the first's payment and is refused ("already paid" / "more than due").
 */
export async function recordPayment(
  db: Db,
  actor: Actor,
  scope: Scoped<"student">,
  input: z.output<typeof ZRecordPaymentInput>,
) {
  const student = await db.student.findUniqueOrThrow({
    where: { id: scope.id },
    select: { id: true, schoolId: true, parents: { select: { parentId: true } } },
  });
  return storePayment(db, student, input, { recordedById: actor.userId });
}

/**
 * The payment itself, once whoever records it is allowed: by the school's staff (recordPayment), or by a Chargily
 * webhook for a paid checkout (`checkoutId`, method ONLINE: the money was taken, so its months are paid even if
 * someone paid part of them meanwhile — the excess shows on the last month for the school to settle).
 */
export async function storePayment(
  db: Db,
  student: { id: string; schoolId: string; parents: { parentId: string }[] },
  input: z.output<typeof ZRecordPaymentInput>,
  via: { recordedById: string | null; checkoutId?: string },
) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  if (!year) throw notFound();
  if (input.payerId && !student.parents.some((p) => p.parentId === input.payerId))
    throw fieldError("payerId", "validation.required");
  return db.$transaction((tx) => writePayment(tx, student, year.id, input, via));
}

/**
 * The payment's rows, in the caller's transaction (a confirmed transfer proof records its payment and claims the
 * proof in one): the student's row locked, the months shared, the next receipt number.
 */
export async function writePayment(
  tx: Prisma.TransactionClient,
  student: { id: string; schoolId: string },
  yearId: string,
  input: z.output<typeof ZRecordPaymentInput>,
  via: { recordedById: string | null; checkoutId?: string },
) {
  const year = { id: yearId };
  const online = via.checkoutId !== undefined;
  await tx.$queryRaw`SELECT "id" FROM "Student" WHERE "id" = ${student.id} FOR UPDATE`;
  const { rows } = await loadStudentSituation(tx, student.id, year.id);
  const shared = allocate(rows, input.months, input.amount);
  let lines = shared.ok ? shared.lines : null;
  if (!lines && online) lines = onlineLines(rows, input.months, input.amount);
  if (!lines) {
    if (!shared.ok && shared.reason === "moreThanDue")
      throw fieldError("amount", "payments.error.moreThanDue", { amount: shared.outstanding / 100 });
    throw fieldError(
      "months",
      !shared.ok && shared.reason === "alreadyPaid" ? "payments.error.alreadyPaid" : "payments.error.chooseMonths",
    );
  }
  const number = await nextReceiptNumber(tx, student.schoolId, year.id);
  return tx.payment.create({
    data: {
      // the code its receipt prints, that /verify answers (issue 32)
      verifyCode: newVerifyCode(),
      schoolId: student.schoolId,
      schoolYearId: year.id,
      studentId: student.id,
      number,
      amount: input.amount,
      paidOn: new Date(`${input.paidOn}T00:00:00Z`),
      method: online ? "ONLINE" : input.method,
      reference: input.reference || null,
      note: input.note,
      payerId: input.payerId ?? null,
      sharedWithSpouse: input.sharedWithSpouse,
      recordedById: via.recordedById,
      checkoutId: via.checkoutId ?? null,
      lines: { create: lines },
    },
    select: { id: true, number: true },
  });
}

/** An online payment's lines when the months no longer lack it all: each month what it lacks, the rest on the last. */
function onlineLines(
  rows: readonly MonthRow[],
  chosen: readonly { feeId: string; month: string }[],
  amount: number,
): PaidLine[] | null {
  const picked = chosen
    .map((c) => rows.find((r) => r.feeId === c.feeId && r.month === c.month))
    .filter((r): r is MonthRow => !!r);
  if (picked.length === 0) return null;
  let left = amount;
  const lines = picked.map((r) => {
    const share = Math.min(left, Math.max(0, r.due - r.paid));
    left -= share;
    return { feeId: r.feeId, month: r.month, amount: share };
  });
  lines[lines.length - 1]!.amount += left;
  return lines.filter((l) => l.amount > 0);
}

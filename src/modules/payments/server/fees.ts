import type { Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZFeeInput } from "~/modules/payments/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";
import { assertCan } from "~/modules/school";
import { schoolYearMonths } from "~/modules/payments/domain/situation";

/** The current year's fees of a school, for those who record or consult payments (the gate, or the screen, checked it). */
export async function listFees(db: Db, school: Scoped<"school">) {
  return db.fee.findMany({
    where: { schoolId: school.id, schoolYear: { isCurrent: true } },
    orderBy: [{ kind: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      kind: true,
      name: true,
      nameAr: true,
      nameEn: true,
      amount: true,
      months: true,
      level: { select: { id: true, nameFr: true, nameEn: true, nameAr: true } },
      class: { select: { id: true, name: true } },
    },
  });
}

/**
 * Creates or changes a fee of the current year ('payment.edit' in the school): for everyone, a level or a class, an
 * amount per month, the months it is due. A fee that payments already use keeps its months and amount for those
 * (the lines stay); only a new fee can be deleted (deleteFee).
 */
export async function saveFee(db: Db, _school: Scoped<"school">, input: z.output<typeof ZFeeInput>) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId: input.schoolId, isCurrent: true },
    select: { id: true, startsOn: true, endsOn: true },
  });
  if (!year) throw notFound();
  const level = input.levelId
    ? await db.level.findFirst({ where: { id: input.levelId, schoolId: input.schoolId }, select: { id: true } })
    : null;
  if (input.levelId && !level) throw fieldError("levelId", "validation.required");
  const cls = input.classId
    ? await db.schoolClass.findFirst({ where: { id: input.classId, schoolYearId: year.id }, select: { id: true } })
    : null;
  if (input.classId && !cls) throw fieldError("classId", "validation.required");
  const first = year.startsOn.toISOString().slice(0, 7);
  const last = year.endsOn.toISOString().slice(0, 7);
  if (input.months.some((m) => m < first || m > last)) throw fieldError("months", "payments.error.monthOutsideYear");
  const data = {
    kind: input.kind,
    name: input.name,
    nameAr: input.nameAr || null,
    nameEn: input.nameEn || null,
    amount: input.amount,
    months: [...new Set(input.months)].sort(),
    levelId: level?.id ?? null,
    classId: cls?.id ?? null,
  };
  if (input.id) {
    const { count } = await db.fee.updateMany({
      where: { id: input.id, schoolId: input.schoolId, schoolYearId: year.id },
      data,
    });
    if (count === 0) throw notFound();
    return { id: input.id };
  }
  return db.fee.create({ data: { ...data, schoolId: input.schoolId, schoolYearId: year.id }, select: { id: true } });
}

/** Deletes a fee no payment uses ('payment.delete'); one that was paid stays (its receipts name it). */
export async function deleteFee(db: Db, scope: Scoped<"fee">) {
  const fee = await db.fee.findUniqueOrThrow({
    where: { id: scope.id },
    select: { id: true, _count: { select: { lines: true } } },
  });
  if (fee._count.lines > 0) throw fieldError("id", "payments.error.feeInUse");
  await db.fee.delete({ where: { id: fee.id } });
  return { id: fee.id };
}

/** What the fee form offers ('payment.edit'): the school's levels, the current year's classes and months. */
export async function feeChoices(db: Db, actor: Actor, input: { schoolId: string }) {
  assertCan(actor, "payment.edit", input.schoolId);
  const year = await db.schoolYear.findFirst({
    where: { schoolId: input.schoolId, isCurrent: true },
    select: { startsOn: true, endsOn: true },
  });
  if (!year) throw notFound();
  const [levels, classes] = await Promise.all([
    db.level.findMany({
      where: { schoolId: input.schoolId },
      orderBy: [{ cycle: "asc" }, { grade: "asc" }],
      select: { id: true, nameFr: true, nameEn: true, nameAr: true },
    }),
    db.schoolClass.findMany({
      where: { schoolId: input.schoolId, schoolYear: { isCurrent: true } },
      orderBy: { name: "asc" },
      select: { id: true, name: true },
    }),
  ]);
  return { levels, classes, months: schoolYearMonths(year.startsOn, year.endsOn) };
}

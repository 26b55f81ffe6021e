import type { MemberOf, Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZSchoolYearInput, ZTermInput, ZUpdateSchoolYearInput } from "~/modules/school/schemas/school";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError, notFound } from "~/platform/errors";

type Tx = Db | Prisma.TransactionClient;
const DAY = 86_400_000;

/** Splits a school year into the school's terms (3 trimesters or 2 semesters) of about equal length. */
export function splitIntoTerms(startsOn: Date, endsOn: Date, count: number) {
  const span = (endsOn.getTime() - startsOn.getTime()) / DAY + 1;
  return Array.from({ length: count }, (_, i) => {
    const from = new Date(startsOn.getTime() + Math.round((span * i) / count) * DAY);
    const to = new Date(startsOn.getTime() + (Math.round((span * (i + 1)) / count) - 1) * DAY);
    return { number: i + 1, startsOn: from, endsOn: to };
  });
}

export const termCount = (termType: "QUARTERLY" | "SEMIANNUAL") => (termType === "QUARTERLY" ? 3 : 2);

/** The school's years with their terms, newest first (its members: the gate said they belong to it). */
export async function listSchoolYears(db: Db, school: MemberOf) {
  return db.schoolYear.findMany({
    where: { schoolId: school.schoolId },
    orderBy: { startsOn: "desc" },
    select: {
      id: true,
      name: true,
      startsOn: true,
      endsOn: true,
      isCurrent: true,
      terms: { orderBy: { number: "asc" }, select: { id: true, number: true, startsOn: true, endsOn: true } },
      _count: { select: { classes: true } },
    },
  });
}

/** Whether the school's years have three trimesters or two semesters (for its members: /sessions shows it). */
export async function getTermType(db: Db, school: MemberOf) {
  const found = await db.school.findUnique({ where: { id: school.schoolId }, select: { termType: true } });
  if (!found) throw notFound();
  return found.termType;
}

/** The school's current year and the term today falls in (or the last one begun), for dashboards. */
export async function currentYearAndTerm(db: Tx, schoolId: string, today = new Date()) {
  const year = await db.schoolYear.findFirst({
    where: { schoolId, isCurrent: true },
    select: {
      id: true,
      name: true,
      terms: { orderBy: { number: "asc" }, select: { number: true, startsOn: true, endsOn: true } },
    },
  });
  if (!year) return null;
  const started = year.terms.filter((t) => t.startsOn <= today);
  return { id: year.id, name: year.name, term: started.at(-1) ?? year.terms[0] ?? null };
}

async function assertFreeName(db: Tx, schoolId: string, name: string, exceptId?: string) {
  const clash = await db.schoolYear.findFirst({
    where: { schoolId, name, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("name", "validation.yearExists");
}

export async function createSchoolYear(db: Db, scope: Scoped<"school">, input: z.output<typeof ZSchoolYearInput>) {
  const school = await db.school.findUniqueOrThrow({ where: { id: scope.schoolId }, select: { termType: true } });
  await assertFreeName(db, input.schoolId, input.name);
  const isFirst = (await db.schoolYear.count({ where: { schoolId: input.schoolId } })) === 0;
  return db.$transaction(async (tx) => {
    const current = input.isCurrent || isFirst;
    if (current) await tx.schoolYear.updateMany({ where: { schoolId: input.schoolId }, data: { isCurrent: false } });
    return tx.schoolYear.create({
      data: {
        schoolId: input.schoolId,
        name: input.name,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        isCurrent: current,
        terms: { create: splitIntoTerms(input.startsOn, input.endsOn, termCount(school.termType)) },
      },
      select: { id: true },
    });
  });
}

export async function updateSchoolYear(
  db: Db,
  year: Scoped<"schoolYear">,
  input: z.output<typeof ZUpdateSchoolYearInput>,
) {
  if (input.name !== undefined) await assertFreeName(db, year.schoolId, input.name, year.id);
  if (input.startsOn || input.endsOn) {
    // one date sent: checked against the stored other one
    const current = await db.schoolYear.findUniqueOrThrow({
      where: { id: year.id },
      select: { startsOn: true, endsOn: true },
    });
    if ((input.endsOn ?? current.endsOn) <= (input.startsOn ?? current.startsOn))
      throw fieldError("endsOn", "validation.date");
  }
  await db.$transaction(async (tx) => {
    if (input.isCurrent)
      await tx.schoolYear.updateMany({ where: { schoolId: year.schoolId }, data: { isCurrent: false } });
    await tx.schoolYear.update({
      where: { id: year.id },
      data: {
        name: input.name,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        ...(input.isCurrent ? { isCurrent: true } : {}),
      },
    });
  });
  return { ok: true as const };
}

/** A term's dates, kept inside its year. */
export async function updateTerm(db: Db, scope: Scoped<"term">, input: z.output<typeof ZTermInput>) {
  const term = await db.term.findUniqueOrThrow({
    where: { id: scope.id },
    select: { schoolYear: { select: { startsOn: true, endsOn: true } } },
  });
  if (input.startsOn < term.schoolYear.startsOn) throw fieldError("startsOn", "validation.date");
  if (input.endsOn > term.schoolYear.endsOn) throw fieldError("endsOn", "validation.date");
  await db.term.update({ where: { id: scope.id }, data: { startsOn: input.startsOn, endsOn: input.endsOn } });
  return { ok: true as const };
}

/** Deletes a year that has no classes. */
export async function deleteSchoolYear(db: Db, year: Scoped<"schoolYear">) {
  if (await db.schoolClass.count({ where: { schoolYearId: year.id } })) throw new AppError("CONFLICT", "errors.inUse");
  await db.schoolYear.delete({ where: { id: year.id } });
  return { ok: true as const };
}

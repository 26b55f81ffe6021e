import type { MemberOf, Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZMoveSubjectInput, ZSubjectInput, ZUpdateSubjectInput } from "~/modules/school/schemas/school";
import type { Db } from "~/platform/db";
import { AppError, fieldError } from "~/platform/errors";

/** The school's subjects in its order (its members: the gate said they belong to it). */
export async function listSubjects(db: Db, school: MemberOf) {
  return schoolSubjects(db, school.schoolId);
}

/** The school's subjects in its order, for a caller that already knows the actor may read them. */
export async function schoolSubjects(db: Db, schoolId: string) {
  return db.subject.findMany({
    where: { schoolId },
    orderBy: [{ position: "asc" }, { nameFr: "asc" }],
    select: {
      id: true,
      nameFr: true,
      nameEn: true,
      nameAr: true,
      coefficient: true,
      levels: { select: { levelId: true, coefficient: true } },
      _count: { select: { classes: true } },
    },
  });
}

async function assertFreeName(db: Db, schoolId: string, nameFr: string, exceptId?: string) {
  const clash = await db.subject.findFirst({
    where: {
      schoolId,
      nameFr: { equals: nameFr, mode: "insensitive" },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw fieldError("nameFr", "validation.subjectExists");
}

export async function createSubject(db: Db, _school: Scoped<"school">, input: z.output<typeof ZSubjectInput>) {
  await assertFreeName(db, input.schoolId, input.nameFr);
  // a new subject goes last in the school's order
  const last = await db.subject.aggregate({ where: { schoolId: input.schoolId }, _max: { position: true } });
  return db.subject.create({ data: { ...input, position: (last._max.position ?? 0) + 1 }, select: { id: true } });
}

export async function updateSubject(db: Db, subject: Scoped<"subject">, input: z.output<typeof ZUpdateSubjectInput>) {
  if (input.nameFr !== undefined) await assertFreeName(db, subject.schoolId, input.nameFr, subject.id);
  // omitted fields are undefined, which Prisma leaves unchanged
  const { id: _id, ...data } = input;
  await db.subject.update({ where: { id: subject.id }, data });
  return { ok: true as const };
}

/**
 * Swaps a subject with its neighbour in the school's order, the order report cards print (docs/grades.md); the
 * school's subjects are numbered again from 1, so equal positions (ordered by name) become distinct.
 */
export async function moveSubject(db: Db, subject: Scoped<"subject">, input: z.output<typeof ZMoveSubjectInput>) {
  const all = await db.subject.findMany({
    where: { schoolId: subject.schoolId },
    orderBy: [{ position: "asc" }, { nameFr: "asc" }],
    select: { id: true },
  });
  const order = all.map((s) => s.id);
  const index = order.indexOf(subject.id);
  const other = index + (input.direction === "up" ? -1 : 1);
  if (index < 0 || other < 0 || other >= order.length) return { ok: true as const };
  [order[index], order[other]] = [order[other]!, order[index]!];
  await db.$transaction(order.map((id, i) => db.subject.update({ where: { id }, data: { position: i + 1 } })));
  return { ok: true as const };
}

/** Deletes a subject no class teaches. */
export async function deleteSubject(db: Db, subject: Scoped<"subject">) {
  if (await db.classSubject.count({ where: { subjectId: subject.id } })) throw new AppError("CONFLICT", "errors.inUse");
  await db.subject.delete({ where: { id: subject.id } });
  return { ok: true as const };
}

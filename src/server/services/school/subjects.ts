import type { z } from "zod";
import type { ZSubjectInput, ZUpdateSubjectInput } from "~/lib/schemas/school";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { AppError, fieldError, notFound } from "~/server/errors";
import { assertBelongsTo, assertCan, requireSchool } from "./scope";

export async function listSubjects(db: Db, actor: Actor, schoolId: string) {
  assertBelongsTo(actor, schoolId);
  return db.subject.findMany({
    where: { schoolId },
    orderBy: { nameFr: "asc" },
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
    where: { schoolId, nameFr: { equals: nameFr, mode: "insensitive" }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("nameFr", "validation.subjectExists");
}

export async function createSubject(db: Db, actor: Actor, input: z.output<typeof ZSubjectInput>) {
  assertCan(actor, "subject.create", input.schoolId);
  await requireSchool(db, input.schoolId);
  await assertFreeName(db, input.schoolId, input.nameFr);
  return db.subject.create({ data: input, select: { id: true } });
}

async function subjectSchool(db: Db, id: string) {
  const subject = await db.subject.findUnique({ where: { id }, select: { id: true, schoolId: true } });
  if (!subject) throw notFound();
  return subject;
}

export async function updateSubject(db: Db, actor: Actor, input: z.output<typeof ZUpdateSubjectInput>) {
  const subject = await subjectSchool(db, input.id);
  assertCan(actor, "subject.edit", subject.schoolId);
  if (input.nameFr !== undefined) await assertFreeName(db, subject.schoolId, input.nameFr, subject.id);
  // omitted fields are undefined, which Prisma leaves unchanged
  const { id, ...data } = input;
  await db.subject.update({ where: { id }, data });
  return { ok: true as const };
}

/** Deletes a subject no class teaches. */
export async function deleteSubject(db: Db, actor: Actor, id: string) {
  const subject = await subjectSchool(db, id);
  assertCan(actor, "subject.delete", subject.schoolId);
  if (await db.classSubject.count({ where: { subjectId: id } })) throw new AppError("CONFLICT", "errors.inUse");
  await db.subject.delete({ where: { id } });
  return { ok: true as const };
}

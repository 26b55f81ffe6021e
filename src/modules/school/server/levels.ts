import type { MemberOf, Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type { ZLevelCoefficientInput, ZLevelInput, ZUpdateLevelInput } from "~/modules/school/schemas/school";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError, notFound } from "~/platform/errors";

type Tx = Db | Prisma.TransactionClient;
type Cycle = "PRIMARY" | "MIDDLE" | "SECONDARY";

const ORDINAL_FR = ["1re", "2e", "3e", "4e", "5e"];
const ORDINAL_EN = ["1st", "2nd", "3rd", "4th", "5th"];
const ORDINAL_AR = ["الأولى", "الثانية", "الثالثة", "الرابعة", "الخامسة"];
const CYCLE_NAMES: Record<Cycle, { years: number; fr: string; en: string; ar: string; code: string }> = {
  PRIMARY: { years: 5, fr: "primaire", en: "primary", ar: "ابتدائي", code: "AP" },
  MIDDLE: { years: 4, fr: "moyenne", en: "middle school", ar: "متوسط", code: "AM" },
  SECONDARY: { years: 3, fr: "secondaire", en: "secondary", ar: "ثانوي", code: "AS" },
};

/** The Algerian cycles: primary 1–5 (1AP…5AP), middle 1–4 (1AM…4AM), secondary 1–3 (1AS…3AS). */
export const ALGERIAN_LEVELS = (Object.keys(CYCLE_NAMES) as Cycle[]).flatMap((cycle) => {
  const c = CYCLE_NAMES[cycle];
  return Array.from({ length: c.years }, (_, i) => ({
    cycle,
    grade: i + 1,
    nameFr: `${ORDINAL_FR[i]} année ${c.fr} (${i + 1}${c.code})`,
    nameEn: `${ORDINAL_EN[i]} year ${c.en} (${i + 1}${c.code})`,
    nameAr: `السنة ${ORDINAL_AR[i]} ${c.ar}`,
  }));
});

/**
 * Gives a new school the Algerian levels, with the ministry's weights (docs/grades.md): assessment 1, test 1, exam 2
 * — (CE + 2 × exam) / 3 — in middle and secondary schools; exam 1 in primary — (CE + final evaluation) / 2.
 */
export async function seedAlgerianLevels(tx: Tx, schoolId: string) {
  await tx.level.createMany({
    data: ALGERIAN_LEVELS.map((l) => ({ ...l, examCoef: l.cycle === "PRIMARY" ? 1 : 2, schoolId })),
    skipDuplicates: true,
  });
}

const CYCLE_ORDER: Record<Cycle, number> = { PRIMARY: 0, MIDDLE: 1, SECONDARY: 2 };

/** The school's levels in the order of its cycles and grades (its members: the gate said they belong to it). */
export async function listLevels(db: Db, school: MemberOf) {
  const levels = await db.level.findMany({
    where: { schoolId: school.schoolId },
    select: {
      id: true,
      cycle: true,
      grade: true,
      nameFr: true,
      nameEn: true,
      nameAr: true,
      assessmentCoef: true,
      testCoef: true,
      examCoef: true,
      subjects: { select: { subjectId: true, coefficient: true } },
      _count: { select: { classes: true } },
    },
  });
  return levels.sort((a, b) => CYCLE_ORDER[a.cycle] - CYCLE_ORDER[b.cycle] || a.grade - b.grade);
}

export async function createLevel(db: Db, _school: Scoped<"school">, input: z.output<typeof ZLevelInput>) {
  await assertFreeGrade(db, input.schoolId, input.cycle, input.grade);
  return db.level.create({ data: input, select: { id: true } });
}

export async function updateLevel(db: Db, level: Scoped<"level">, input: z.output<typeof ZUpdateLevelInput>) {
  if (input.cycle !== undefined || input.grade !== undefined) {
    const current = await db.level.findUniqueOrThrow({ where: { id: level.id }, select: { cycle: true, grade: true } });
    await assertFreeGrade(db, level.schoolId, input.cycle ?? current.cycle, input.grade ?? current.grade, level.id);
  }
  // omitted fields are undefined, which Prisma leaves unchanged
  const { id: _id, ...data } = input;
  await db.level.update({ where: { id: level.id }, data });
  return { ok: true as const };
}

async function assertFreeGrade(db: Db, schoolId: string, cycle: Cycle, grade: number, exceptId?: string) {
  const clash = await db.level.findFirst({
    where: { schoolId, cycle, grade, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("grade", "validation.levelExists");
}

/** Deletes a level no class uses. */
export async function deleteLevel(db: Db, level: Scoped<"level">) {
  if (await db.schoolClass.count({ where: { levelId: level.id } })) throw new AppError("CONFLICT", "errors.inUse");
  await db.level.delete({ where: { id: level.id } });
  return { ok: true as const };
}

/** A subject's coefficient for one level; null goes back to the subject's own coefficient. */
export async function setLevelCoefficient(
  db: Db,
  level: Scoped<"level">,
  input: z.output<typeof ZLevelCoefficientInput>,
) {
  const subject = await db.subject.findUnique({ where: { id: input.subjectId }, select: { schoolId: true } });
  if (!subject || subject.schoolId !== level.schoolId) throw notFound();
  const key = { levelId_subjectId: { levelId: input.levelId, subjectId: input.subjectId } };
  if (input.coefficient === null) {
    await db.levelSubject.deleteMany({ where: { levelId: input.levelId, subjectId: input.subjectId } });
  } else {
    await db.levelSubject.upsert({
      where: key,
      create: { levelId: input.levelId, subjectId: input.subjectId, coefficient: input.coefficient },
      update: { coefficient: input.coefficient },
    });
  }
  return { ok: true as const };
}

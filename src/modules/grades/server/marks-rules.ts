import type { z } from "zod";
import type { MarksRule } from "~/modules/grades/domain/marks-release";
import type { ZMarksRules } from "~/modules/grades/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";

/** What a level's rule for marks as they come is read from (issue 32). */
export const MARKS_RULE_SELECT = {
  marksRelease: true,
  marksDelayDays: true,
  parentsLagDays: true,
  runningAverage: true,
} as const;

export function levelRule(level: {
  marksRelease: MarksRule["mode"];
  marksDelayDays: number;
  parentsLagDays: number;
}): MarksRule {
  return { mode: level.marksRelease, delayDays: level.marksDelayDays, parentsLagDays: level.parentsLagDays };
}

/** /settings: each level of the school with its rule. */
export async function getMarksRules(db: Db, school: Scoped<"school">) {
  const levels = await db.level.findMany({
    where: { schoolId: school.id },
    orderBy: [{ cycle: "asc" }, { grade: "asc" }],
    select: { id: true, nameFr: true, nameEn: true, nameAr: true, ...MARKS_RULE_SELECT },
  });
  return levels.map((l) => ({
    levelId: l.id,
    name: { nameFr: l.nameFr, nameEn: l.nameEn, nameAr: l.nameAr },
    mode: l.marksRelease,
    delayDays: l.marksDelayDays,
    parentsLagDays: l.parentsLagDays,
    runningAverage: l.runningAverage,
  }));
}

/** Saves the levels' rules; a level of another school is a bad input. Takes effect at once on every family screen. */
export async function updateMarksRules(db: Db, school: Scoped<"school">, input: z.output<typeof ZMarksRules>) {
  const ids = input.levels.map((l) => l.levelId);
  const own = await db.level.count({ where: { id: { in: ids }, schoolId: school.id } });
  if (own !== new Set(ids).size) throw fieldError("levels", "validation.checkInput");
  await db.$transaction(
    input.levels.map((l) =>
      db.level.update({
        where: { id: l.levelId },
        data: {
          marksRelease: l.mode,
          marksDelayDays: l.mode === "AFTER_DAYS" ? l.delayDays : 0,
          parentsLagDays: l.mode === "NEVER" ? 0 : l.parentsLagDays,
          runningAverage: l.mode !== "NEVER" && l.runningAverage,
        },
      }),
    ),
  );
  return getMarksRules(db, school);
}

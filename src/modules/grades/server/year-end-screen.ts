import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { relateToClass } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { staffClasses } from "~/modules/teaching";
import { currentYearTerms, yearsAfter } from "./grade-pickers";
import { classYear, promotionPreview } from "./year-end";

/**
 * What /year-end shows, as one action (the school's administrators): the class the address chose (else the first)
 * with its annual averages and decisions, the years after this one, and — for who may move the students — the move
 * into the year the address chose (`to`, else the nearest), through the same service as yearEnd.preview.
 */
export async function yearEndScreen(
  db: Db,
  actor: Actor,
  school: Scoped<"school">,
  input: { class?: string; to?: string },
) {
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  if (!year) return { empty: "noYear" as const, screen: null };
  if (!cls) return { empty: "noClass" as const, screen: null };
  const [data, nextYears] = await Promise.all([
    classYear(db, await relateToClass(db, actor, cls.id, "role")),
    yearsAfter(db, school.id, year.startsOn),
  ]);
  const toYearId = data.editable ? ((nextYears.find((y) => y.id === input.to) ?? nextYears[0])?.id ?? null) : null;
  const preview = toYearId
    ? await promotionPreview(db, school, { fromYearId: data.class.schoolYearId, toYearId })
    : null;
  return {
    empty: null,
    screen: { classes, termType: year.termType, yearName: year.name, nextYears, data, toYearId, preview },
  };
}

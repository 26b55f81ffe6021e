import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { staffClasses } from "~/modules/teaching";
import { relateToClass } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { listEvaluations } from "./evaluations";
import { currentYearTerms } from "./grade-pickers";

/**
 * What /evaluations shows, as one action (the school's administrators and teachers): the class and term the address
 * chose — else the first of the actor's classes and the term today falls in — with its evaluations; `empty` says
 * why there is nothing to plan (no current year or term, or no class).
 */
export async function evaluationsScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: { class?: string; term?: string },
) {
  // the gate let in any member of the school: a staff screen, its administrators and teachers
  if (!administers(actor, school.id) && !hasRole(actor, "TEACHER", school.id)) throw forbidden();
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  const term = year?.terms.find((t) => t.id === input.term) ?? year?.terms.find((t) => t.id === year.currentTermId);
  if (!year || !term) return { empty: "noYear" as const, screen: null };
  if (!cls) return { empty: "noClass" as const, screen: null };
  return {
    empty: null,
    screen: {
      classes,
      terms: year.terms,
      termType: year.termType,
      data: await listEvaluations(db, actor, await relateToClass(db, actor, cls.id, "role"), { termId: term.id }),
    },
  };
}

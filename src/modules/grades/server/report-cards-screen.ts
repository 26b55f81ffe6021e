import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { chooseStudent, staffClasses } from "~/modules/teaching";
import { currentYearTerms } from "./grade-pickers";
import { READS_CHILD, relateToChild, relateToClass } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { classCards } from "./list-class-cards";
import { studentCards } from "./list-student-cards";

/**
 * What /report-cards shows, as one action: for a class's staff, the class and term the address chose (else the
 * first class and the term today falls in) with its cards; for a family, the chosen child's released cards.
 */
export async function reportCardsScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: { class?: string; term?: string; student?: string },
) {
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const termType = year?.termType ?? "QUARTERLY";
  if (classes.length > 0) {
    const cls = classes.find((c) => c.id === input.class) ?? classes[0]!;
    const terms = year?.terms ?? [];
    const term = terms.find((t) => t.id === input.term) ?? terms.find((t) => t.id === year?.currentTermId) ?? null;
    const data = term
      ? await classCards(db, actor, await relateToClass(db, actor, cls.id, "role"), { termId: term.id })
      : null;
    return { kind: "staff" as const, termType, classes, terms, classId: cls.id, termId: term?.id ?? null, data };
  }
  const { students, current } = await chooseStudent(db, actor, school.id, input.student);
  return {
    kind: "family" as const,
    termType,
    students,
    data: current ? await studentCards(db, actor, await relateToChild(db, actor, current.id, READS_CHILD)) : null,
  };
}

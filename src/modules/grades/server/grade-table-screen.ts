import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { relateToClassSubject } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { getGradeTable } from "./get-grade-table";
import { gradeTableChoices } from "./grade-table-choices";

/**
 * What /gradetable opens with, as one action ('edit gradebook' in the school): the subjects and terms to choose
 * from, and the table of the subject and term the address chose (else the first subject and the term today falls in).
 */
export async function gradeTableScreen(
  db: Db,
  actor: Actor,
  school: Scoped<"school">,
  input: { subject?: string; term?: string },
) {
  const choices = await gradeTableChoices(db, actor, school.id);
  const subject = choices.subjects.find((s) => s.id === input.subject) ?? choices.subjects[0];
  const term =
    choices.terms.find((t) => t.id === input.term) ?? choices.terms.find((t) => t.id === choices.currentTermId);
  return {
    choices,
    initial:
      subject && term
        ? await getGradeTable(db, await relateToClassSubject(db, actor, subject.id, ["gradebook.edit"]), {
            termId: term.id,
          })
        : null,
  };
}

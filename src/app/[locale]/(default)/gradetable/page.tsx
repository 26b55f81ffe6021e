import { Container } from "@mantine/core";
import { schoolPage } from "~/features/school/school-page";
import { GradeTableScreen } from "~/features/grades/grade-table-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { gradeTableChoices } from "~/server/services/grades/grade-table-choices";
import { getGradeTable } from "~/server/services/grades/get-grade-table";

export const generateMetadata = pageMetadata("gradetable.title");

/**
 * /gradetable?subject=<classSubjectId>&term=<termId>: the marks of one class subject for a term, typed as in a
 * spreadsheet. The choices (the subjects the actor grades this year, the year's terms) and the first table come
 * rendered from the server; by default the first subject and the term today falls in. No react-query: the sheet
 * talks to the server through the tRPC client, loaded as it opens.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, school } = await schoolPage(params, "/gradetable", (actor, school) => can(actor, "gradebook.edit", school.id));
  const query = await searchParams;
  const choices = await gradeTableChoices(db, actor, school.id);
  const subject = choices.subjects.find((s) => s.id === query.subject) ?? choices.subjects[0];
  const term = choices.terms.find((t) => t.id === query.term) ?? choices.terms.find((t) => t.id === choices.currentTermId);
  const initial = subject && term ? await getGradeTable(db, actor, { classSubjectId: subject.id, termId: term.id }) : null;
  return (
    <Container size="xl" py="xl" px={{ base: "xs", sm: "md" }}>
      <GradeTableScreen choices={choices} initial={initial} me={actor.name} storagePrefix={`wasla:grades:${actor.userId}`} />
    </Container>
  );
}

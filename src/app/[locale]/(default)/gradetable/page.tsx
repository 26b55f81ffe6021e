import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { GradeTableScreen } from "~/modules/grades/ui/grade-table-screen";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("gradetable.title");

/**
 * /gradetable?subject=<classSubjectId>&term=<termId>: the marks of one class subject for a term, typed as in a
 * spreadsheet. The choices (the subjects the actor grades this year, the year's terms) and the first table come
 * rendered from the server; by default the first subject and the term today falls in. No react-query: the sheet
 * talks to the server through the tRPC client, loaded as it opens.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { actor, school } = await schoolPage(params, "/gradetable", (actor, school) =>
    can(actor, "gradebook.edit", school.id),
  );
  const { one } = listParams(await searchParams);
  const { choices, initial } = await pageRead(
    (await api()).gradebook.screen({ schoolId: school.id, subject: one("subject"), term: one("term") }),
  );
  return (
    <Container size="xl" py="xl" px={{ base: "xs", sm: "md" }}>
      <GradeTableScreen
        choices={choices}
        initial={initial}
        me={actor.name}
        storagePrefix={`wasla:grades:${actor.userId}`}
      />
    </Container>
  );
}

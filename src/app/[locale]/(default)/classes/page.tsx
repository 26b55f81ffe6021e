import { Container } from "@mantine/core";
import { ClassesScreen } from "~/modules/school/ui/classes-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("classes.title");

/** /classes?year=…: rendered on the server for the chosen year (the current one by default); no react-query. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { school } = await schoolPage(params, "/classes", () => true);
  const { one } = listParams(await searchParams);
  const { canEdit, years, yearId, classes, levels } = await pageRead(
    (await api()).classes.screen({ schoolId: school.id, year: one("year") }),
  );
  return (
    <Container size="lg" py="xl">
      <ClassesScreen
        schoolId={school.id}
        canEdit={canEdit}
        years={years}
        yearId={yearId}
        classes={classes}
        levels={levels}
      />
    </Container>
  );
}

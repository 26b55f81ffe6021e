import { Container, Stack } from "@mantine/core";
import { ExemptionsScreen } from "~/modules/grades/ui/exemptions-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { EmptyState, PageHeader } from "~/ui/list";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("exemptions.title");

/**
 * /exemptions?class=…: a class's subject exemptions; administrators set them, the class's teachers read them. The
 * class defaults to the first of the reader's classes (so does an id that is not one of them); no react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // the school's administrators and teachers, else the 403 page (the action's refusal)
  const { locale, school } = await schoolPage(params, "/exemptions");
  const { one } = listParams(await searchParams);
  const { classes, data } = await pageRead(
    (await api()).gradebook.exemptionsScreen({ schoolId: school.id, class: one("class") }),
  );
  if (!data) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "exemptions.title")} />
          <EmptyState>{t(locale, "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl">
      <ExemptionsScreen classes={classes} data={data} />
    </Container>
  );
}

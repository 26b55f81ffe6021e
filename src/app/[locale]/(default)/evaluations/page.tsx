import { Container, Stack } from "@mantine/core";
import { EvaluationsScreen } from "~/modules/grades/ui/evaluations-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { EmptyState, PageHeader } from "~/ui/list";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("evaluations.title");

type Query = Record<string, string | string[] | undefined>;

/**
 * /evaluations?class=…&term=…: the school's staff plan a class's evaluations for a term (teachers their own
 * subjects). The class defaults to the first of the reader's classes, the term to the one today falls in (an id
 * that is not one of them falls back the same way). Rendered on the server for that choice; no react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Query>;
}) {
  // the school's administrators and teachers, else the 403 page (the action's refusal)
  const { locale, school } = await schoolPage(params, "/evaluations");
  const { one } = listParams(await searchParams);
  const { empty, screen } = await pageRead(
    (await api()).evaluations.screen({ schoolId: school.id, class: one("class"), term: one("term") }),
  );
  if (!screen) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "evaluations.title")} />
          <EmptyState>{t(locale, empty === "noYear" ? "grades.noYear" : "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <EvaluationsScreen classes={screen.classes} terms={screen.terms} termType={screen.termType} data={screen.data} />
    </Container>
  );
}

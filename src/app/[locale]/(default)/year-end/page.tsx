import { Container, Stack } from "@mantine/core";
import { YearEndScreen } from "~/modules/grades/ui/year-end-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { EmptyState, PageHeader } from "~/ui/list";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("yearEnd.title");

/**
 * /year-end?class=…&to=…: the school's administrators record the class council's decisions from the annual averages,
 * then move the year's students into the next year's classes (`to`: that year, the nearest by default). An id that
 * is not one of the choices falls back to the default; no react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // the school's administrators, else the 403 page (the action's refusal)
  const { locale, school } = await schoolPage(params, "/year-end");
  const { one } = listParams(await searchParams);
  const { empty, screen } = await pageRead(
    (await api()).yearEnd.screen({ schoolId: school.id, class: one("class"), to: one("to") }),
  );
  if (!screen) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "yearEnd.title")} />
          <EmptyState>{t(locale, empty === "noYear" ? "grades.noYear" : "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="xl" py="xl">
      <YearEndScreen {...screen} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { TimetablesScreen } from "~/modules/teaching/ui/timetables-screen";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("nav.timetables");

/**
 * /timetables?class=…: the current year's classes and the chosen (else the first) class's week, rendered on the
 * server; an unknown class in the address falls back to the first. No react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { school } = await schoolPage(params, "/timetables", (a, s) => can(a, "class.edit", s.id));
  const { one } = listParams(await searchParams);
  const { years, yearId, classes, timetable } = await pageRead(
    (await api()).timetable.editorScreen({ schoolId: school.id, class: one("class") }),
  );
  return (
    <Container size="xl" py="xl">
      <TimetablesScreen years={years} yearId={yearId} classes={classes} timetable={timetable} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { FamilyMarks } from "~/modules/grades/ui/family-marks";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("marks.title");

/**
 * /marks?student=…&term=…: a family's released marks (issue 32), rendered on the server with no client code: the
 * child's mark, the class's average, highest and lowest, the teacher's remark, the provisional subject average where
 * the school shows it.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, school } = await schoolPage(params, "/marks");
  const { one } = listParams(await searchParams);
  const screen = await pageRead(
    (await api()).marks.screen({ schoolId: school.id, student: one("student"), term: one("term") }),
  );
  return (
    <Container size="md" py="xl">
      <FamilyMarks locale={locale} screen={screen} />
    </Container>
  );
}

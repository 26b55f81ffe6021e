import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { FamilyHomework } from "~/modules/teaching/ui/family-homework";
import { HomeworkClassScreen } from "~/modules/teaching/ui/homework-class-screen";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { hasRole } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("homeworks.title");

/**
 * /homeworks: a student (or a parent, per child) reads what is due, rendered on the server; teachers and
 * administrators set homework for a class (?class=, else their first) and follow who did it. No react-query.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/homeworks");
  const { one } = listParams(await searchParams);
  const screen = await pageRead(
    (await api()).homework.screen({ schoolId: school.id, class: one("class"), student: one("student") }),
  );
  if (screen.kind === "class") {
    return (
      <Container size="lg" py="xl">
        <HomeworkClassScreen classes={screen.classes.map((c) => ({ id: c.id, name: c.name }))} data={screen.data} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <FamilyHomework
        locale={locale}
        students={screen.students}
        homework={screen.homework}
        emptyKey={hasRole(actor, "TEACHER", school.id) ? "homeworks.noClass" : "homeworks.noStudent"}
      />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { FamilyHomework } from "~/features/teaching/family-homework";
import { HomeworkClassScreen } from "~/features/teaching/homework-class-screen";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/server/api/server-caller";
import { hasRole } from "~/server/auth/actor";

export const generateMetadata = pageMetadata("homeworks.title");

/**
 * /homeworks: a student (or a parent, per child) reads what is due, rendered on the server; teachers and
 * administrators set homework for a class (?class=, else their first) and follow who did it. No react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/homeworks");
  const { one } = listParams(await searchParams);
  const screen = await pageRead((await api()).homework.screen({ schoolId: school.id, class: one("class"), student: one("student") }));
  if (screen.kind === "class") {
    return (
      <Container size="lg" py="xl">
        <HomeworkClassScreen classes={screen.classes.map((c) => ({ id: c.id, name: c.name }))} data={screen.data} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <FamilyHomework locale={locale} students={screen.students} homework={screen.homework} emptyKey={hasRole(actor, "TEACHER", school.id) ? "homeworks.noClass" : "homeworks.noStudent"} />
    </Container>
  );
}

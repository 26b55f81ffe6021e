import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { FamilyHomework } from "~/features/teaching/family-homework";
import { HomeworkClassScreen } from "~/features/teaching/homework-class-screen";
import { chooseStudent } from "~/features/teaching/student-choice";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { staffClasses } from "~/server/services/teaching/access";
import { classHomework, listStudentHomework } from "~/server/services/teaching/homework";

export const generateMetadata = pageMetadata("homeworks.title");

/**
 * /homeworks: a student (or a parent, per child) reads what is due, rendered on the server; teachers and
 * administrators set homework for a class (?class=, else their first) and follow who did it. No react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/homeworks");
  const query = await searchParams;
  const { one } = listParams(query);
  const classes = await staffClasses(db, actor, school.id);
  if (classes.length > 0) {
    // an unknown or foreign class in the address falls back to the first of the actor's
    const current = classes.find((c) => c.id === one("class")) ?? classes[0]!;
    const data = await pageRead(classHomework(db, actor, { classId: current.id }));
    return (
      <Container size="lg" py="xl">
        <HomeworkClassScreen classes={classes.map((c) => ({ id: c.id, name: c.name }))} data={data} />
      </Container>
    );
  }
  const { students, current } = await chooseStudent(actor, school.id, query.student);
  const homework = current ? await listStudentHomework(db, actor, { studentId: current.id }) : null;
  return (
    <Container size="md" py="xl">
      <FamilyHomework locale={locale} students={students} homework={homework} emptyKey={hasRole(actor, "TEACHER", school.id) ? "homeworks.noClass" : "homeworks.noStudent"} />
    </Container>
  );
}

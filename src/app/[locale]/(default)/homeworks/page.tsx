import { Container } from "@mantine/core";
import { schoolPage } from "~/features/school/school-page";
import { FamilyHomework } from "~/features/teaching/family-homework";
import { HomeworkClassScreen } from "~/features/teaching/homework-class-screen";
import { chooseStudent } from "~/features/teaching/student-choice";
import { pageMetadata } from "~/i18n/page";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { staffClasses } from "~/server/services/teaching/access";
import { classHomework, listStudentHomework } from "~/server/services/teaching/homework";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("homeworks.title");

/**
 * /homeworks: a student (or a parent, per child) reads what is due, rendered on the server; teachers and
 * administrators set homework for a class and follow who did it.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/homeworks");
  const query = await searchParams;
  const classes = await staffClasses(db, actor, school.id);
  if (classes.length > 0) {
    const wanted = typeof query.class === "string" ? query.class : undefined;
    const current = classes.find((c) => c.id === wanted) ?? classes[0]!;
    const initial = await classHomework(db, actor, { classId: current.id });
    return (
      <TrpcReactProvider>
        <Container size="lg" py="xl">
          <HomeworkClassScreen classes={classes} initial={initial} />
        </Container>
      </TrpcReactProvider>
    );
  }
  const { students, current } = await chooseStudent(actor, school.id, query.student);
  const homework = current ? await listStudentHomework(db, actor, { studentId: current.id }) : null;
  return (
    <TrpcReactProvider>
      <Container size="md" py="xl">
        <FamilyHomework locale={locale} students={students} homework={homework} emptyKey={hasRole(actor, "TEACHER", school.id) ? "homeworks.noClass" : "homeworks.noStudent"} />
      </Container>
    </TrpcReactProvider>
  );
}

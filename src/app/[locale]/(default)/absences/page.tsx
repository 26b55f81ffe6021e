import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { PendingJustifications, StaffAbsencesHint, StudentAbsences } from "~/features/teaching/absences-view";
import { chooseStudent } from "~/features/teaching/student-choice";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listAbsences, pendingJustifications } from "~/server/services/teaching/absences";

export const generateMetadata = pageMetadata("absences.title");

/**
 * /absences: a student's (or a parent's child's) absences of the year by term, a parent's justification; the
 * school's pending justifications with accept / refuse, and one student's absences from there (?student=).
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/absences");
  const query = await searchParams;
  const { students, current } = await chooseStudent(actor, school.id, query.student);
  const wanted = typeof query.student === "string" ? query.student : undefined;
  // the family's own child, else the student the staff asked for (the service says who may read it)
  const studentId = current?.id ?? wanted;
  if (studentId) {
    const absences = await pageRead(listAbsences(db, actor, { studentId }));
    return (
      <Container size="md" py="xl">
        <StudentAbsences locale={locale} students={students} absences={absences} backToPending={!current && can(actor, "class.edit", school.id)} />
      </Container>
    );
  }
  if (can(actor, "class.edit", school.id)) {
    const pending = await pendingJustifications(db, actor, { schoolId: school.id });
    return (
      <Container size="lg" py="xl">
        <PendingJustifications locale={locale} pending={pending} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <StaffAbsencesHint locale={locale} teacher={can(actor, "textbook.edit", school.id)} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { PendingJustifications, StaffAbsencesHint, StudentAbsences } from "~/modules/teaching/ui/absences-view";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("absences.title");

/**
 * /absences: a student's (or a parent's child's) absences of the year by term, a parent's justification; the
 * school's pending justifications with accept / refuse, and one student's absences from there (?student=).
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/absences");
  const { one } = listParams(await searchParams);
  const screen = await pageRead((await api()).absences.screen({ schoolId: school.id, student: one("student") }));
  if (screen.kind === "student") {
    return (
      <Container size="md" py="xl">
        <StudentAbsences
          locale={locale}
          students={screen.students}
          absences={screen.absences}
          backToPending={!screen.family && can(actor, "class.edit", school.id)}
        />
      </Container>
    );
  }
  if (screen.kind === "pending") {
    return (
      <Container size="lg" py="xl">
        <PendingJustifications locale={locale} pending={screen.pending} />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <StaffAbsencesHint locale={locale} teacher={can(actor, "textbook.edit", school.id)} />
    </Container>
  );
}

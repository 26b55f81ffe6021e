import { Container } from "@mantine/core";
import { schoolPage } from "~/features/school/school-page";
import { SessionsScreen } from "~/features/school/sessions-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { getTermType, listSchoolYears } from "~/server/services/school/years";

export const generateMetadata = pageMetadata("years.title");

/** /sessions: rendered on the server with the school's years and terms; no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/sessions", () => true);
  const [years, termType] = await Promise.all([listSchoolYears(db, actor, school.id), getTermType(db, actor, school.id)]);
  return (
    <Container size="lg" py="xl">
      <SessionsScreen schoolId={school.id} canEdit={can(actor, "session.edit", school.id)} termType={termType} years={years} />
    </Container>
  );
}

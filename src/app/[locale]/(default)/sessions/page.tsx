import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { SessionsScreen } from "~/modules/school/ui/sessions-screen";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("years.title");

/** /sessions: rendered on the server with the school's years and terms; no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/sessions", () => true);
  const { years, termType } = await pageRead((await api()).schoolYears.screen({ schoolId: school.id }));
  return (
    <Container size="lg" py="xl">
      <SessionsScreen
        schoolId={school.id}
        canEdit={can(actor, "session.edit", school.id)}
        termType={termType}
        years={years}
      />
    </Container>
  );
}

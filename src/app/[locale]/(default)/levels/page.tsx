import { Container } from "@mantine/core";
import { LevelsScreen } from "~/modules/school/ui/levels-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("levels.title");

/** /levels: rendered on the server with the school's levels; no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/levels", () => true);
  const levels = await pageRead((await api()).levels.list({ schoolId: school.id }));
  return (
    <Container size="lg" py="xl">
      <LevelsScreen schoolId={school.id} canEdit={can(actor, "level.edit", school.id)} levels={levels} />
    </Container>
  );
}

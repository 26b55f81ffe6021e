import { Container } from "@mantine/core";
import { LevelsScreen } from "~/features/school/levels-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listLevels } from "~/server/services/school/levels";

export const generateMetadata = pageMetadata("levels.title");

/** /levels: rendered on the server with the school's levels; no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/levels", () => true);
  const levels = await listLevels(db, actor, school.id);
  return (
    <Container size="lg" py="xl">
      <LevelsScreen schoolId={school.id} canEdit={can(actor, "level.edit", school.id)} levels={levels} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { SubjectsScreen } from "~/modules/school/ui/subjects-screen";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("subjects.title");

/** /subjects: rendered on the server with the school's subjects (and its levels, for who edits); no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/subjects", () => true);
  const canEdit = can(actor, "subject.edit", school.id);
  const caller = await api();
  const [subjects, levels] = await pageRead(
    Promise.all([
      caller.subjects.list({ schoolId: school.id }),
      canEdit ? caller.levels.list({ schoolId: school.id }) : [],
    ]),
  );
  return (
    <Container size="lg" py="xl">
      <SubjectsScreen schoolId={school.id} canEdit={canEdit} subjects={subjects} levels={levels} />
    </Container>
  );
}

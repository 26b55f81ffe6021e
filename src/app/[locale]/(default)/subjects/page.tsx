import { Container } from "@mantine/core";
import { SubjectsScreen } from "~/features/school/subjects-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listLevels } from "~/server/services/school/levels";
import { listSubjects } from "~/server/services/school/subjects";

export const generateMetadata = pageMetadata("subjects.title");

/** /subjects: rendered on the server with the school's subjects (and its levels, for who edits); no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/subjects", () => true);
  const canEdit = can(actor, "subject.edit", school.id);
  const [subjects, levels] = await Promise.all([listSubjects(db, actor, school.id), canEdit ? listLevels(db, actor, school.id) : []]);
  return (
    <Container size="lg" py="xl">
      <SubjectsScreen schoolId={school.id} canEdit={canEdit} subjects={subjects} levels={levels} />
    </Container>
  );
}

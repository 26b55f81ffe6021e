import { Container } from "@mantine/core";
import { ClassesScreen } from "~/features/school/classes-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";

export const generateMetadata = pageMetadata("classes.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/classes", () => true);
  return (
    <Container size="lg" py="xl">
      <ClassesScreen schoolId={school.id} canEdit={can(actor, "class.edit", school.id)} />
    </Container>
  );
}

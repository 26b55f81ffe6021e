import { Container } from "@mantine/core";
import { SubjectsScreen } from "~/features/school/subjects-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("subjects.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/subjects", () => true);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <SubjectsScreen schoolId={school.id} canEdit={can(actor, "subject.edit", school.id)} />
      </Container>
    </TrpcReactProvider>
  );
}

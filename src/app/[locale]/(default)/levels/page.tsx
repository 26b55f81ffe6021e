import { Container } from "@mantine/core";
import { LevelsScreen } from "~/features/school/levels-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("levels.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/levels", () => true);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <LevelsScreen schoolId={school.id} canEdit={can(actor, "level.edit", school.id)} />
      </Container>
    </TrpcReactProvider>
  );
}

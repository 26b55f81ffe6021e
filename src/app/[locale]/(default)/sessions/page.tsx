import { Container } from "@mantine/core";
import { SessionsScreen } from "~/features/school/sessions-screen";
import { db } from "~/server/db";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("years.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/sessions", () => true);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <SessionsScreen schoolId={school.id} canEdit={can(actor, "session.edit", school.id)} termType={(await db.school.findUniqueOrThrow({ where: { id: school.id }, select: { termType: true } })).termType} />
      </Container>
    </TrpcReactProvider>
  );
}

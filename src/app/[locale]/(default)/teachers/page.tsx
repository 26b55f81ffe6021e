import { Container } from "@mantine/core";
import { TeachersScreen } from "~/features/school/people-screens";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can, hasRole } from "~/server/auth/actor";
import { administers } from "~/server/services/school/scope";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("teachers.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/teachers", (a, s) => administers(a, s.id) || hasRole(a, "TEACHER", s.id));
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <TeachersScreen schoolId={school.id} canManage={can(actor, "school.linkTeacher", school.id)} />
      </Container>
    </TrpcReactProvider>
  );
}

import { Container } from "@mantine/core";
import { StudentsScreen } from "~/features/school/people-screens";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can, hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listClasses } from "~/server/services/school/classes";
import { listStudents } from "~/server/services/school/people";
import { administers } from "~/server/services/school/scope";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("students.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/students", (a, s) => administers(a, s.id) || hasRole(a, "TEACHER", s.id));
  // the first page is rendered on the server: the list shows without waiting for the JavaScript
  const [students, classes] = await Promise.all([
    listStudents(db, actor, { schoolId: school.id, page: 1, sort: "name" }),
    listClasses(db, actor, { schoolId: school.id }),
  ]);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <StudentsScreen schoolId={school.id} canManage={can(actor, "school.linkStudent", school.id)} initial={{ students, classes }} />
      </Container>
    </TrpcReactProvider>
  );
}

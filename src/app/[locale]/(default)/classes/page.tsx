import { Container } from "@mantine/core";
import { ClassesScreen } from "~/features/school/classes-screen";
import { schoolPage } from "~/features/school/school-page";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listClasses } from "~/server/services/school/classes";
import { listSchoolYears } from "~/server/services/school/years";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("classes.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/classes", () => true);
  // rendered on the server with the current year's classes: the list shows without waiting for the JavaScript
  const years = await listSchoolYears(db, actor, school.id);
  const yearId = (years.find((y) => y.isCurrent) ?? years[0])?.id;
  const classes = yearId ? await listClasses(db, actor, { schoolId: school.id, schoolYearId: yearId }) : [];
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <ClassesScreen schoolId={school.id} canEdit={can(actor, "class.edit", school.id)} initial={{ years, classes, yearId }} />
      </Container>
    </TrpcReactProvider>
  );
}

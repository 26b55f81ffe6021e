import { Container } from "@mantine/core";
import { schoolPage } from "~/features/school/school-page";
import { TimetablesScreen } from "~/features/teaching/timetables-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listClasses } from "~/server/services/school/classes";
import { listSchoolYears } from "~/server/services/school/years";
import { getClassTimetable } from "~/server/services/teaching/get-class-timetable";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("nav.timetables");

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ class?: string | string[] }> }) {
  const { actor, school } = await schoolPage(params, "/timetables", (a, s) => can(a, "class.edit", s.id));
  // the current year's classes and the asked-for (else the first) class's week, rendered on the server
  const years = await listSchoolYears(db, actor, school.id);
  const yearId = (years.find((y) => y.isCurrent) ?? years[0])?.id;
  const classes = yearId ? await listClasses(db, actor, { schoolId: school.id, schoolYearId: yearId }) : [];
  const wanted = (await searchParams).class;
  const cls = classes.find((c) => c.id === wanted) ?? classes[0];
  const timetable = cls ? await getClassTimetable(db, actor, cls.id) : null;
  return (
    <TrpcReactProvider>
      <Container size="xl" py="xl">
        <TimetablesScreen schoolId={school.id} initial={{ years, yearId, classes, timetable }} />
      </Container>
    </TrpcReactProvider>
  );
}

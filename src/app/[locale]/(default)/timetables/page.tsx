import { Container } from "@mantine/core";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { TimetablesScreen } from "~/features/teaching/timetables-screen";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listClasses } from "~/server/services/school/classes";
import { listSchoolYears } from "~/server/services/school/years";
import { getClassTimetable } from "~/server/services/teaching/get-class-timetable";

export const generateMetadata = pageMetadata("nav.timetables");

/**
 * /timetables?class=…: the current year's classes and the chosen (else the first) class's week, rendered on the
 * server; an unknown class in the address falls back to the first. No react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, school } = await schoolPage(params, "/timetables", (a, s) => can(a, "class.edit", s.id));
  const { one } = listParams(await searchParams);
  const years = await listSchoolYears(db, actor, school.id);
  const yearId = (years.find((y) => y.isCurrent) ?? years[0])?.id;
  const classes = yearId ? await listClasses(db, actor, { schoolId: school.id, schoolYearId: yearId }) : [];
  const cls = classes.find((c) => c.id === one("class")) ?? classes[0];
  const timetable = cls ? await pageRead(getClassTimetable(db, actor, cls.id)) : null;
  return (
    <Container size="xl" py="xl">
      <TimetablesScreen
        years={years.map((y) => ({ id: y.id, name: y.name }))}
        yearId={yearId}
        classes={classes.map((c) => ({ id: c.id, name: c.name, slug: c.slug }))}
        timetable={timetable}
      />
    </Container>
  );
}

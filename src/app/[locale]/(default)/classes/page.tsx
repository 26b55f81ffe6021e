import { Container } from "@mantine/core";
import { ClassesScreen } from "~/features/school/classes-screen";
import { schoolPage } from "~/features/school/school-page";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listClasses } from "~/server/services/school/classes";
import { listLevels } from "~/server/services/school/levels";
import { listSchoolYears } from "~/server/services/school/years";

export const generateMetadata = pageMetadata("classes.title");

/** /classes?year=…: rendered on the server for the chosen year (the current one by default); no react-query. */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { actor, school } = await schoolPage(params, "/classes", () => true);
  const { one } = listParams(await searchParams);
  const canEdit = can(actor, "class.edit", school.id);
  const years = await listSchoolYears(db, actor, school.id);
  const yearId = (years.find((y) => y.id === one("year")) ?? years.find((y) => y.isCurrent) ?? years[0])?.id;
  const [classes, levels] = await Promise.all([
    yearId ? listClasses(db, actor, { schoolId: school.id, schoolYearId: yearId }) : [],
    canEdit ? listLevels(db, actor, school.id) : [],
  ]);
  return (
    <Container size="lg" py="xl">
      <ClassesScreen schoolId={school.id} canEdit={canEdit} years={years.map((y) => ({ id: y.id, name: y.name }))} yearId={yearId} classes={classes} levels={levels} />
    </Container>
  );
}

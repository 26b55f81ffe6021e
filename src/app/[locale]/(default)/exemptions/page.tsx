import { Container, Stack } from "@mantine/core";
import { ExemptionsScreen } from "~/features/grades/exemptions-screen";
import { schoolPage } from "~/features/school/school-page";
import { EmptyState, PageHeader } from "~/features/ui/list";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { classExemptions } from "~/server/services/grades/exemptions";
import { staffClasses } from "~/server/services/teaching/access";
import { administers } from "~/server/services/school/scope";

export const generateMetadata = pageMetadata("exemptions.title");

/**
 * /exemptions?class=…: a class's subject exemptions; administrators set them, the class's teachers read them. The
 * class defaults to the first of the reader's classes (so does an id that is not one of them); no react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/exemptions", (actor, school) => administers(actor, school.id) || hasRole(actor, "TEACHER", school.id));
  const { one } = listParams(await searchParams);
  const classes = await staffClasses(db, actor, school.id);
  const cls = classes.find((c) => c.id === one("class")) ?? classes[0];
  if (!cls) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "exemptions.title")} />
          <EmptyState>{t(locale, "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  const data = await classExemptions(db, actor, { classId: cls.id });
  return (
    <Container size="xl" py="xl">
      <ExemptionsScreen classes={classes} data={data} />
    </Container>
  );
}

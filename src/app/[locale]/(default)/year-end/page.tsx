import { Container, Stack } from "@mantine/core";
import { YearEndScreen } from "~/features/grades/year-end-screen";
import { schoolPage } from "~/features/school/school-page";
import { EmptyState, PageHeader } from "~/features/ui/list";
import { pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";
import { t } from "~/i18n/server";
import { db } from "~/server/db";
import { currentYearTerms, yearsAfter } from "~/server/services/grades/grade-pickers";
import { staffClasses } from "~/server/services/teaching/access";
import { classYear } from "~/server/services/grades/year-end";
import { administers } from "~/server/services/school/scope";

export const generateMetadata = pageMetadata("yearEnd.title");

/**
 * /year-end?class=…: the school's administrators record the class council's decisions from the annual averages,
 * then move the year's students into the next year's classes.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/year-end", (actor, school) => administers(actor, school.id));
  const query = await searchParams;
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const cls = classes.find((c) => c.id === query.class) ?? classes[0];
  if (!cls || !year) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "yearEnd.title")} />
          <EmptyState>{t(locale, !year ? "grades.noYear" : "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  const [initial, nextYears] = await Promise.all([classYear(db, actor, { classId: cls.id }), yearsAfter(db, school.id, year.startsOn)]);
  return (
    <Container size="xl" py="xl">
      <TrpcReactProvider>
        <YearEndScreen classes={classes} termType={year.termType} yearName={year.name} nextYears={nextYears} initial={initial} />
      </TrpcReactProvider>
    </Container>
  );
}

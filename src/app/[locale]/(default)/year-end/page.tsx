import { Container, Stack } from "@mantine/core";
import { YearEndScreen } from "~/features/grades/year-end-screen";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { listParams } from "~/features/ui/list-params";
import { EmptyState, PageHeader } from "~/features/ui/list";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { db } from "~/server/db";
import { currentYearTerms, yearsAfter } from "~/server/services/grades/grade-pickers";
import { staffClasses } from "~/server/services/teaching/access";
import { classYear, promotionPreview } from "~/server/services/grades/year-end";
import { administers } from "~/server/services/school/scope";

export const generateMetadata = pageMetadata("yearEnd.title");

/**
 * /year-end?class=…&to=…: the school's administrators record the class council's decisions from the annual averages,
 * then move the year's students into the next year's classes (`to`: that year, the nearest by default). An id that
 * is not one of the choices falls back to the default; no react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/year-end", (actor, school) => administers(actor, school.id));
  const { one } = listParams(await searchParams);
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const cls = classes.find((c) => c.id === one("class")) ?? classes[0];
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
  const [data, nextYears] = await Promise.all([classYear(db, actor, { classId: cls.id }), yearsAfter(db, school.id, year.startsOn)]);
  // the move's preview, for who may move the students (the same service as yearEnd.preview)
  const toYearId = data.editable ? (nextYears.find((y) => y.id === one("to")) ?? nextYears[0])?.id ?? null : null;
  const preview = toYearId ? await pageRead(promotionPreview(db, actor, { fromYearId: data.class.schoolYearId, toYearId })) : null;
  return (
    <Container size="xl" py="xl">
      <YearEndScreen classes={classes} termType={year.termType} yearName={year.name} nextYears={nextYears} data={data} toYearId={toYearId} preview={preview} />
    </Container>
  );
}

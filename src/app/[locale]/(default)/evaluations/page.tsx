import { Container, Stack } from "@mantine/core";
import { EvaluationsScreen } from "~/features/grades/evaluations-screen";
import { schoolPage } from "~/features/school/school-page";
import { EmptyState, PageHeader } from "~/features/ui/list";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listEvaluations } from "~/server/services/grades/evaluations";
import { currentYearTerms } from "~/server/services/grades/grade-pickers";
import { staffClasses } from "~/server/services/teaching/access";
import { administers } from "~/server/services/school/scope";

export const generateMetadata = pageMetadata("evaluations.title");

type Query = Record<string, string | string[] | undefined>;
const pick = <T extends { id: string }>(rows: T[], wanted: string | undefined) => rows.find((r) => r.id === wanted);

/**
 * /evaluations?class=…&term=…: the school's staff plan a class's evaluations for a term (teachers their own
 * subjects). The class defaults to the first of the reader's classes, the term to the one today falls in (an id
 * that is not one of them falls back the same way). Rendered on the server for that choice; no react-query.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Query> }) {
  const { locale, actor, school } = await schoolPage(params, "/evaluations", (actor, school) => administers(actor, school.id) || hasRole(actor, "TEACHER", school.id));
  const { one } = listParams(await searchParams);
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const cls = pick(classes, one("class")) ?? classes[0];
  const term = pick(year?.terms ?? [], one("term")) ?? year?.terms.find((t) => t.id === year.currentTermId);
  if (!cls || !year || !term) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <PageHeader title={t(locale, "evaluations.title")} />
          <EmptyState>{t(locale, !year || !term ? "grades.noYear" : "grades.noClass")}</EmptyState>
        </Stack>
      </Container>
    );
  }
  const data = await listEvaluations(db, actor, { classId: cls.id, termId: term.id });
  return (
    <Container size="lg" py="xl">
      <EvaluationsScreen classes={classes} terms={year.terms} termType={year.termType} data={data} />
    </Container>
  );
}

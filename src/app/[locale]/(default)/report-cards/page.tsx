import { Container } from "@mantine/core";
import { FamilyReportCards } from "~/features/grades/family-report-cards";
import { StaffReportCards } from "~/features/grades/staff-report-cards";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { chooseStudent } from "~/features/teaching/student-choice";
import { listParams } from "~/features/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { pdfAvailable } from "~/server/pdf/print";
import { classCards, studentCards } from "~/server/services/grades/report-cards";
import { currentYearTerms } from "~/server/services/grades/grade-pickers";
import { staffClasses } from "~/server/services/teaching/access";

export const generateMetadata = pageMetadata("reportCards.title");

/**
 * /report-cards: for a class's staff, generate a class's cards for a term (or see which grades are missing), read
 * them, make them public or withdraw them, print the class; for a student or parent, the released cards and how the
 * averages evolve.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, actor, school } = await schoolPage(params, "/report-cards");
  const query = await searchParams;
  const { one } = listParams(query);
  const [classes, year] = await Promise.all([staffClasses(db, actor, school.id), currentYearTerms(db, school.id)]);
  const termType = year?.termType ?? "QUARTERLY";
  if (classes.length > 0) {
    const cls = classes.find((c) => c.id === one("class")) ?? classes[0]!;
    const terms = year?.terms ?? [];
    const term = terms.find((t) => t.id === one("term")) ?? terms.find((t) => t.id === year?.currentTermId) ?? null;
    const data = term ? await pageRead(classCards(db, actor, { classId: cls.id, termId: term.id })) : null;
    return (
      <Container size="lg" py="xl">
        <StaffReportCards locale={locale} classes={classes} terms={terms} classId={cls.id} termId={term?.id ?? null} data={data} termType={termType} pdf={pdfAvailable()} />
      </Container>
    );
  }
  const { students, current } = await chooseStudent(actor, school.id, query.student);
  const cards = current ? await studentCards(db, actor, { studentId: current.id }) : null;
  return (
    <Container size="md" py="xl">
      <FamilyReportCards locale={locale} students={students} data={cards} termType={termType} emptyKey={hasRole(actor, "TEACHER", school.id) ? "reportCards.noClass" : "reportCards.noStudent"} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { FamilyReportCards } from "~/modules/grades/ui/family-report-cards";
import { StaffReportCards } from "~/modules/grades/ui/staff-report-cards";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";
import { hasRole } from "~/platform/auth/actor";
import { pdfAvailable } from "~/platform/pdf/print";

export const generateMetadata = pageMetadata("reportCards.title");

/**
 * /report-cards: for a class's staff, generate a class's cards for a term (or see which grades are missing), read
 * them, make them public or withdraw them, print the class; for a student or parent, the released cards and how the
 * averages evolve.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/report-cards");
  const { one } = listParams(await searchParams);
  const screen = await pageRead(
    (await api()).reportCards.screen({
      schoolId: school.id,
      class: one("class"),
      term: one("term"),
      student: one("student"),
    }),
  );
  if (screen.kind === "staff") {
    return (
      <Container size="lg" py="xl">
        <StaffReportCards
          locale={locale}
          classes={screen.classes}
          terms={screen.terms}
          classId={screen.classId}
          termId={screen.termId}
          data={screen.data}
          termType={screen.termType}
          pdf={pdfAvailable()}
        />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <FamilyReportCards
        locale={locale}
        students={screen.students}
        data={screen.data}
        termType={screen.termType}
        emptyKey={hasRole(actor, "TEACHER", school.id) ? "reportCards.noClass" : "reportCards.noStudent"}
      />
    </Container>
  );
}

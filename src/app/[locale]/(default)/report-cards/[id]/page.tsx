import { Container, Group, Stack } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { CardRemarksForm } from "~/modules/grades/ui/card-remarks-form";
import { ReportCardSheet } from "~/modules/grades/ui/report-card-sheet";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { localName } from "~/lib/local-name";
import { api } from "~/platform/api/server-caller";
import { pdfAvailable } from "~/platform/pdf/print";
import { anchorAttributes } from "~/ui/page-marks";

export const generateMetadata = pageMetadata("reportCards.title");

/**
 * /report-cards/{id}: one card as it prints — for its class's staff at any time (with the remarks they may write),
 * for the student and their parents once the class's cards for the term are public ("not found" before).
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params;
  const { locale } = await schoolPage(params, `/report-cards/${id}`);
  const { card, school, mode } = await pageRead((await api()).reportCards.get({ id }));
  const editable = card.content.subjects.filter((s) => s.editable && !s.exempt);
  const back =
    mode === "staff"
      ? `${localizedPath(locale, "/report-cards")}?class=${card.classId}&term=${card.termId}`
      : `${localizedPath(locale, "/report-cards")}?student=${card.student.id}`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <AnchorLink href={back}>{t(locale, "reportCards.back")}</AnchorLink>
          <Group gap="md">
            <AnchorLink
              href={`${localizedPath(locale, "/report-cards/print")}?card=${card.id}`}
              data-testid="print-card"
            >
              {t(locale, "reportCards.print")}
            </AnchorLink>
            {pdfAvailable() && (
              <a href={`/api/report-cards/pdf?card=${card.id}&lang=${locale}`} download {...anchorAttributes()}>
                {t(locale, "reportCards.downloadPdf")}
              </a>
            )}
          </Group>
        </Group>
        <ReportCardSheet card={card} school={school} locale={locale} />
        {(editable.length > 0 || card.canEditGeneral) && (
          <CardRemarksForm
            id={card.id}
            subjects={editable.map((s) => ({
              subjectId: s.subjectId,
              name: localName(locale, s.name),
              remark: s.remark,
            }))}
            general={card.canEditGeneral ? card.generalRemark : null}
          />
        )}
      </Stack>
    </Container>
  );
}

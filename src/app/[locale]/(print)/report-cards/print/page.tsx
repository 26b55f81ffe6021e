import { ReportCardSheet } from "~/modules/grades/ui/report-card-sheet";
import { PrintToolbar } from "~/modules/grades/ui/print-toolbar";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { pdfAvailable } from "~/platform/pdf/print";
import { api } from "~/platform/api/server-caller";
import { notFound } from "next/navigation";

export const generateMetadata = pageMetadata("reportCards.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /report-cards/print?class=…&term=… (a class's cards, one A4 page each) or ?card=… (one card): the print view; the
 * PDF download renders this same page in Chromium (src/app/api/report-cards/pdf/route.ts).
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const str = (v: unknown) => (typeof v === "string" && ID.test(v) ? v : null);
  const [cardId, classId, termId] = [str(query.card), str(query.class), str(query.term)];
  // the PDF job's render (card-pdf-job.ts): no session, a pass signed for this one card
  if (cardId && typeof query.render === "string") {
    const locale = await pageLocale(params);
    const one = await pageRead((await api()).reportCards.forRender({ id: cardId, token: query.render }));
    return <ReportCardSheet card={one.card} school={one.school} locale={locale} />;
  }
  const { locale } = await schoolPage(params, "/report-cards");
  let result;
  let back: string;
  let pdfQuery: string;
  if (cardId) {
    const one = await pageRead((await api()).reportCards.get({ id: cardId }));
    result = { cards: [one.card], school: one.school };
    back = localizedPath(locale, `/report-cards/${cardId}`);
    pdfQuery = `card=${cardId}`;
  } else if (classId && termId) {
    result = await pageRead((await api()).reportCards.ofClassForPrint({ classId, termId }));
    back = `${localizedPath(locale, "/report-cards")}?class=${classId}&term=${termId}`;
    pdfQuery = `class=${classId}&term=${termId}`;
  } else notFound();
  return (
    <>
      {query.pdf !== "1" && (
        <PrintToolbar back={back} pdf={pdfAvailable() ? `/api/report-cards/pdf?${pdfQuery}&lang=${locale}` : null} />
      )}
      {result.cards.map((card) => (
        <ReportCardSheet key={card.id} card={card} school={result.school} locale={locale} />
      ))}
    </>
  );
}

import { notFound, redirect } from "next/navigation";
import { PrintToolbar } from "~/modules/grades/ui/print-toolbar";
import { ReceiptSheet, type ReceiptFormat } from "~/modules/payments/ui/receipt-sheet";
import { pageRead } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable } from "~/platform/pdf/print";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("payments.receipt.pageTitle");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /payments/receipt/{id}?format=a4|narrow: a payment's receipt to print (A4, or a receipt printer's 80 mm roll); the
 * PDF download renders this same page in Chromium (src/app/api/payments/[id]/receipt/route.ts). Whoever may not see
 * the payment gets "not found" (services/payments/receipt.ts). Not tied to the active school: a parent opens their
 * child's receipt whichever school they are looking at.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  if (!ID.test(id)) notFound();
  const format: ReceiptFormat = query.format === "narrow" ? "narrow" : "a4";
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(`${localizedPath(locale, `/payments/receipt/${id}`)}?format=${format}`)}`,
    );
  const receipt = await pageRead((await api()).payments.receipt({ id }));
  return (
    <>
      {query.pdf !== "1" && (
        <PrintToolbar
          back={`${localizedPath(locale, "/payments")}?student=${receipt.studentId}`}
          pdf={pdfAvailable() ? `/api/payments/${receipt.id}/receipt?locale=${locale}&format=${format}` : null}
        />
      )}
      <ReceiptSheet receipt={receipt} locale={locale} format={format} />
    </>
  );
}

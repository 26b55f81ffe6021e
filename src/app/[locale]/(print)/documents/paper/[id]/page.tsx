import { notFound, redirect } from "next/navigation";
import { DocumentSheet } from "~/modules/documents/ui/document-sheet";
import { PrintToolbar } from "~/modules/grades/ui/print-toolbar";
import { pageRead } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable } from "~/platform/pdf/print";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("documents.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /documents/paper/{id}: an issued paper to print; the PDF download renders this same page in Chromium
 * (src/app/api/documents/[id]/pdf/route.ts). Whoever may not read it gets "not found" (services/documents/document-sheet.ts).
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
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, `/documents/paper/${id}`))}`,
    );
  const doc = await pageRead((await api()).documents.sheet({ id }));
  return (
    <>
      {query.pdf !== "1" && (
        <PrintToolbar
          back={localizedPath(locale, "/documents")}
          pdf={pdfAvailable() && doc.status === "ISSUED" ? `/api/documents/${doc.id}/pdf?locale=${locale}` : null}
        />
      )}
      <DocumentSheet doc={doc} locale={locale} />
    </>
  );
}

import { redirect } from "next/navigation";
import { PrintToolbar } from "~/modules/grades/ui/print-toolbar";
import { ExportSheet } from "~/modules/privacy/ui/export-sheet";
import { pageRead } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { getActor } from "~/platform/auth/session";
import { api } from "~/platform/api/server-caller";
import { pdfAvailable } from "~/platform/pdf/print";

export const generateMetadata = pageMetadata("privacy.mine.title");

/**
 * /profil/data/print (issue 34): everything held about the person and their children, readable, to print; the PDF
 * download (/api/privacy/export?format=pdf) renders this same page in Chromium with the person's own cookie.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const actor = await getActor();
  if (!actor)
    redirect(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/profil/data/print"))}`,
    );
  const data = await pageRead((await api()).privacy.exportData());
  return (
    <>
      {query.pdf !== "1" && (
        <PrintToolbar
          back={localizedPath(locale, "/profil/data")}
          pdf={pdfAvailable() ? `/api/privacy/export?format=pdf&locale=${locale}` : null}
        />
      )}
      <ExportSheet data={data} locale={locale} />
    </>
  );
}

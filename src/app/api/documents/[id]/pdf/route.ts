import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable, pdfFailure, printToPdf } from "~/platform/pdf/print";
import { routeCall } from "~/platform/api/route-caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * GET /api/documents/{id}/pdf[?locale=fr|ar|en]: an issued paper of the documents desk as a PDF download, through
 * the report cards' Chromium. Who may read it is checked first by its procedure (404 otherwise, as the page), then
 * Chromium renders the print view with the asker's own cookie.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const { id } = await params;
  if (!ID.test(id)) return new Response("Not found", { status: 404 });
  const lang = request.nextUrl.searchParams.get("locale");
  const locale = isLocale(lang) ? lang : "fr";
  const sheet = await routeCall((api) => api.documents.sheet({ id }));
  if (!sheet.ok) return sheet.response;
  if (!pdfAvailable()) return new Response("PDF unavailable: no Chromium on this server", { status: 503 });
  const origin = env.WASLA_INTERNAL_URL ?? request.nextUrl.origin;
  try {
    const pdf = await printToPdf(
      `${origin}/${locale}/documents/paper/${id}?pdf=1`,
      request.headers.get("cookie"),
      "A4",
      actor.userId,
    );
    const filename = `document-${sheet.value.number.replace(/[^\p{L}\p{N}_-]+/gu, "-")}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    const failed = pdfFailure(error, locale);
    if (failed) return failed;
    throw error;
  }
}

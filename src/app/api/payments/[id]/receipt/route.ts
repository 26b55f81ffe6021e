import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable, pdfFailure, printToPdf } from "~/platform/pdf/print";
import { routeCall } from "~/platform/api/route-caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,40}$/;
/** a receipt printer's roll */
const ROLL_MM = 80;

/**
 * GET /api/payments/{id}/receipt[?locale=fr|ar|en][&format=a4|narrow]: the receipt's print view as a PDF download,
 * through the report cards' Chromium (services/grades/pdf.ts). Who may see the payment is checked here first (404
 * otherwise, as the page), then Chromium renders the print view with the asker's own cookie.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const { id } = await params;
  if (!ID.test(id)) return new Response("Not found", { status: 404 });
  const search = request.nextUrl.searchParams;
  const lang = search.get("locale");
  const locale = isLocale(lang) ? lang : "fr";
  const format = search.get("format") === "narrow" ? "narrow" : "a4";
  const receipt = await routeCall((api) => api.payments.receipt({ id }));
  if (!receipt.ok) return receipt.response;
  const number = receipt.value.number;
  if (!pdfAvailable()) return new Response("PDF unavailable: no Chromium on this server", { status: 503 });
  // where this server reaches itself: set by scripts/server.mjs (npm start); in development, the address asked
  const origin = env.WASLA_INTERNAL_URL ?? request.nextUrl.origin;
  try {
    const pdf = await printToPdf(
      `${origin}/${locale}/payments/receipt/${id}?format=${format}&pdf=1`,
      request.headers.get("cookie"),
      format === "narrow" ? { rollWidthMm: ROLL_MM } : "A4",
      actor.userId,
    );
    const filename = `recu-${number.replace(/[^\p{L}\p{N}_-]+/gu, "-")}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="receipt.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    const failed = pdfFailure(error, locale);
    if (failed) return failed;
    throw error;
  }
}

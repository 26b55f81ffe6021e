import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { routeCall } from "~/platform/api/route-caller";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable, pdfFailure, printToPdf } from "~/platform/pdf/print";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/privacy/export?format=json|pdf[&locale=fr|ar|en] (issue 34): everything held about the signed-in person and
 * their children, through the procedure privacy.exportData — as the JSON file, or as the readable PDF Chromium prints
 * from /profil/data/print with the person's own cookie.
 */
export async function GET(request: NextRequest) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const format = request.nextUrl.searchParams.get("format") === "pdf" ? "pdf" : "json";
  const lang = request.nextUrl.searchParams.get("locale");
  const locale = isLocale(lang) ? lang : "fr";
  const day = new Date().toISOString().slice(0, 10);
  if (format === "json") {
    const data = await routeCall((api) => api.privacy.exportData());
    if (!data.ok) return data.response;
    return new Response(JSON.stringify(data.value, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="wasla-mes-donnees-${day}.json"`,
        "cache-control": "private, no-store",
      },
    });
  }
  if (!pdfAvailable()) return new Response("PDF unavailable: no Chromium on this server", { status: 503 });
  const origin = env.WASLA_INTERNAL_URL ?? request.nextUrl.origin;
  try {
    const pdf = await printToPdf(
      `${origin}/${locale}/profil/data/print?pdf=1`,
      request.headers.get("cookie"),
      "A4",
      actor.userId,
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="wasla-mes-donnees-${day}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    const failed = pdfFailure(error, locale);
    if (failed) return failed;
    throw error;
  }
}

import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/server/auth/session";
import { pdfAvailable, pdfFailure, printToPdf } from "~/server/pdf/print";
import { routeCall } from "~/server/api/route-caller";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * GET /api/report-cards/pdf?card=… or ?class=…&term=… [&lang=fr|ar|en]: the print view as a PDF download. The
 * permission is checked here first (the same service as the screens), then Chromium renders the print view with
 * the asker's own cookie.
 */
export async function GET(request: NextRequest) {
  const actor = await getActor();
  if (!actor) return new Response("Unauthorized", { status: 401 });
  const params = request.nextUrl.searchParams;
  const id = (name: string) => {
    const v = params.get(name);
    return v && ID.test(v) ? v : null;
  };
  const lang = params.get("lang");
  const locale = isLocale(lang) ? lang : "fr";
  const [card, classId, termId] = [id("card"), id("class"), id("term")];
  let query: string;
  let name: string;
  if (card) {
    const read = await routeCall((api) => api.reportCards.get({ id: card }));
    if (!read.ok) return read.response;
    query = `card=${card}`;
    name = `${read.value.card.student.name}-${read.value.card.className}-T${read.value.card.term}`;
  } else if (classId && termId) {
    const read = await routeCall((api) => api.reportCards.ofClassForPrint({ classId, termId }));
    if (!read.ok) return read.response;
    if (!read.value.cards.length) return new Response("Not found", { status: 404 });
    query = `class=${classId}&term=${termId}`;
    name = `${read.value.cards[0]!.className}-T${read.value.cards[0]!.term}`;
  } else return new Response("Bad request", { status: 400 });
  if (!pdfAvailable()) return new Response("PDF unavailable: no Chromium on this server", { status: 503 });
  // where this server reaches itself: set by scripts/server.mjs (npm start); in development, the address asked
  const origin = env.WASLA_INTERNAL_URL ?? request.nextUrl.origin;
  try {
    const pdf = await printToPdf(`${origin}/${locale}/report-cards/print?${query}&pdf=1`, request.headers.get("cookie"), "A4", actor.userId);
    const filename = `${name.replace(/[^\p{L}\p{N}_-]+/gu, "_")}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="report-card.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    const failed = pdfFailure(error, locale);
    if (failed) return failed;
    throw error;
  }
}

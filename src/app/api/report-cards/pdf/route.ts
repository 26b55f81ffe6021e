import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { AppError } from "~/server/errors";
import { pdfAvailable, pdfFailure, printToPdf } from "~/server/services/grades/pdf";
import { classCardsForPrint, getReportCard } from "~/server/services/grades/report-cards";

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
  try {
    if (card) {
      const read = await getReportCard(db, actor, card);
      query = `card=${card}`;
      name = `${read.card.student.name}-${read.card.className}-T${read.card.term}`;
    } else if (classId && termId) {
      const read = await classCardsForPrint(db, actor, { classId, termId });
      if (!read.cards.length) return new Response("Not found", { status: 404 });
      query = `class=${classId}&term=${termId}`;
      name = `${read.cards[0]!.className}-T${read.cards[0]!.term}`;
    } else return new Response("Bad request", { status: 400 });
  } catch (error) {
    if (error instanceof AppError) return new Response(error.code, { status: error.code === "NOT_FOUND" ? 404 : error.code === "FORBIDDEN" ? 403 : 400 });
    throw error;
  }
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

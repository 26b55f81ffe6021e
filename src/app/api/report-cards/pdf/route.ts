import { type NextRequest } from "next/server";
import { env } from "~/env";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/platform/auth/session";
import { pdfAvailable, pdfFailure, printToPdf } from "~/platform/pdf/print";
import { routeCall } from "~/platform/api/route-caller";
import { cardPdfKey, printedFingerprint } from "~/modules/grades/server/card-pdf";
import { storage } from "~/platform/storage";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * GET /api/report-cards/pdf?card=… or ?class=…&term=… [&lang=fr|ar|en]: the print view as a PDF download. The
 * permission is checked here first (the same procedure as the screens). A card's PDF is the stored one when its
 * fingerprint matches (made ahead by the job queue, or by an earlier download); otherwise Chromium renders the print
 * view with the asker's own cookie, in the process's bounded PDF pool, and the result is stored for the next one.
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
  /** a single card's PDF is stored under the fingerprint of what it prints (card-pdf.ts) */
  let stored: { key: string; etag: string } | null = null;
  if (card) {
    const read = await routeCall((api) => api.reportCards.get({ id: card }));
    if (!read.ok) return read.response;
    query = `card=${card}`;
    name = `${read.value.card.student.name}-${read.value.card.className}-T${read.value.card.term}`;
    const fingerprint = printedFingerprint(read.value, locale);
    stored = { key: cardPdfKey(card, fingerprint, locale), etag: `"${fingerprint}.${locale}"` };
  } else if (classId && termId) {
    const read = await routeCall((api) => api.reportCards.ofClassForPrint({ classId, termId }));
    if (!read.ok) return read.response;
    if (!read.value.cards.length) return new Response("Not found", { status: 404 });
    query = `class=${classId}&term=${termId}`;
    name = `${read.value.cards[0]!.className}-T${read.value.cards[0]!.term}`;
  } else return new Response("Bad request", { status: 400 });
  const filename = `${name.replace(/[^\p{L}\p{N}_-]+/gu, "_")}.pdf`;
  const answer = (pdf: Buffer, made: "stored" | "rendered") =>
    new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="report-card.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        // a card's bytes change only with its fingerprint: the browser asks again, and a 304 answers it
        "cache-control": stored ? "private, no-cache" : "private, no-store",
        ...(stored ? { etag: stored.etag } : {}),
        "x-wasla-pdf": made,
      },
    });
  if (stored) {
    if (request.headers.get("if-none-match") === stored.etag)
      return new Response(null, { status: 304, headers: { etag: stored.etag, "cache-control": "private, no-cache" } });
    const file = await storage.get(stored.key).catch(() => null);
    if (file) return answer(file.body, "stored");
  }
  if (!pdfAvailable()) return new Response("PDF unavailable: no Chromium on this server", { status: 503 });
  // where this server reaches itself: set by scripts/server.mjs (npm start); in development, the address asked
  const origin = env.WASLA_INTERNAL_URL ?? request.nextUrl.origin;
  try {
    const pdf = await printToPdf(
      `${origin}/${locale}/report-cards/print?${query}&pdf=1`,
      request.headers.get("cookie"),
      "A4",
      actor.userId,
    );
    // the next download of this card, in this language, as long as nothing printed on it changes, is the stored file
    if (stored) await storage.put(stored.key, pdf, "application/pdf").catch(() => {});
    return answer(pdf, "rendered");
  } catch (error) {
    const failed = pdfFailure(error, locale);
    if (failed) return failed;
    throw error;
  }
}

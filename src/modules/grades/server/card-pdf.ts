import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "~/i18n/config";
import { authSecret } from "~/platform/auth/secret";
import type { CardView } from "~/modules/grades/server/card-view";
import type { SchoolHeader } from "~/modules/grades/server/get-school-header";

/**
 * A report card's PDF is made once and stored (issue 35: on results day 59 parents downloading their cards at once
 * got 59 errors, each PDF a Chromium render of our print view while the server carried the peak). The job queue
 * makes the French and Arabic PDFs when a class's cards are published, or a published card's remark changes
 * (card-pdf-job.ts); the download route serves the stored bytes, and renders (then stores) only what is missing:
 * another language, or a card changed a moment ago. Made at publication, not at generation: a school regenerates
 * its cards several times while marks are corrected, and publishes once (a class of 30: 60 renders, a minute or two
 * of one PDF slot, before the results time's pushes bring the families).
 *
 * A stored PDF is named by the fingerprint of what it prints — the card as printed, the school's header, the language
 * and the build (a deployment may change the sheet) — so a change of any of them names a new file, and a stale one
 * is never served. Files of earlier fingerprints stay (about 60 kB each): nothing removes them yet (docs/grades.md).
 */
export const AHEAD_LOCALES: readonly Locale[] = ["fr", "ar"];

export function printedFingerprint(
  view: { card: CardView; school: SchoolHeader },
  locale: Locale,
  build = process.env.NEXT_PUBLIC_BUILD_ID ?? "development",
): string {
  // what only the viewer's screen shows (may they edit a remark) is not printed
  const { canEditGeneral: _canEdit, content, ...card } = view.card;
  const printed = {
    ...card,
    content: { ...content, subjects: content.subjects.map(({ editable: _editable, ...subject }) => subject) },
  };
  return createHash("sha256")
    .update(JSON.stringify({ build, locale, card: printed, school: view.school }))
    .digest("base64url")
    .slice(0, 32);
}

/** Under `private/`: never served by /media, only by the download route after its permission check. */
export const cardPdfKey = (cardId: string, fingerprint: string, locale: Locale) =>
  `private/report-cards/${cardId}/${fingerprint}.${locale}.pdf`;

const mac = (payload: string) =>
  createHmac("sha256", authSecret()).update(`card-render.${payload}`).digest("base64url");

/** The job's pass to one card's print view, for `ttlSeconds`. */
export function signCardRender(cardId: string, ttlSeconds = 600, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `${exp}.${mac(`${cardId}.${exp}`)}`;
}

export function verifyCardRender(token: unknown, cardId: string, now = Date.now()): boolean {
  if (typeof token !== "string") return false;
  const [exp, given, extra] = token.split(".");
  if (!exp || !given || extra !== undefined || !/^\d+$/.test(exp)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(mac(`${cardId}.${exp}`));
  return a.length === b.length && timingSafeEqual(a, b) && Number(exp) >= now / 1000;
}

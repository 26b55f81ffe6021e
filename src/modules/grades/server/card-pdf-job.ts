import { env } from "~/env";
import type { Db } from "~/platform/db";
import { CARD_PDF_QUEUE, jobQueue } from "~/platform/jobs/queue";
import { AHEAD_LOCALES, cardPdfKey, printedFingerprint, signCardRender } from "./card-pdf";
import { printView } from "~/modules/grades/server/print-report-card";
import { siteOrigin } from "~/platform/site-origin";
import { storage } from "~/platform/storage";
import type { CardPdfJob } from "./card-pdf-queue";
import { pdfAvailable, printToPdf } from "~/platform/pdf/print";

/** How a job renders a card's print view: Chromium, with the card's signed pass instead of anyone's cookie. */
export type CardRenderer = (cardId: string, locale: (typeof AHEAD_LOCALES)[number]) => Promise<Buffer>;

const chromiumRenderer: CardRenderer = (cardId, locale) => {
  const origin = env.WASLA_INTERNAL_URL ?? siteOrigin();
  const token = signCardRender(cardId);
  return printToPdf(
    `${origin}/${locale}/report-cards/print?card=${cardId}&pdf=1&render=${encodeURIComponent(token)}`,
    null,
    "A4",
    `job:${cardId}`,
  );
};

/** Makes and stores the card's missing PDFs; returns how many were made (a deleted card: none). */
export async function runCardPdfJob(db: Db, job: CardPdfJob, render: CardRenderer = chromiumRenderer): Promise<number> {
  const view = await printView(db, job.cardId);
  if (!view) return 0;
  let made = 0;
  for (const locale of AHEAD_LOCALES) {
    const key = cardPdfKey(job.cardId, printedFingerprint(view, locale), locale);
    if (await storage.get(key)) continue;
    await storage.put(key, await render(job.cardId, locale), "application/pdf");
    made++;
  }
  return made;
}

/**
 * Takes the queue's card jobs in this process, one render at a time: a render holds one of the process's two PDF
 * slots (print.ts), so downloads always keep the other. A failed batch is retried (three times, a minute apart); the
 * cards already stored are skipped then.
 */
export async function startCardPdfWorker(db: Db): Promise<string> {
  const boss = await jobQueue();
  // ten cards a fetch, one after the other: pg-boss waits its polling interval after each fetch, so one card a
  // fetch made at most one card every 2 s whatever the render took (0.8 PDFs/s in the peak bench)
  return boss.work<CardPdfJob>(CARD_PDF_QUEUE, { batchSize: 10, pollingIntervalSeconds: 2 }, async (jobs) => {
    // without Chromium on this server, every PDF is the print view printed by the browser: nothing to make
    if (pdfAvailable()) for (const job of jobs) await runCardPdfJob(db, job.data);
  });
}

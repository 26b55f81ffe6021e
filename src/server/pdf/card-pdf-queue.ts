import { CARD_PDF_QUEUE, startedJobQueue } from "~/server/jobs/queue";
import { logger } from "~/server/logger.mjs";

export interface CardPdfJob {
  cardId: string;
}

/**
 * Asks the queue to make these cards' PDFs ahead (French and Arabic, card-pdf-job.ts), after the action that changed
 * them committed: a class's cards published, a published card's remark saved. Only where the queue runs (the server starts
 * it with its workers; the seed and most tests do not): a PDF not made ahead is made on its first download, so this
 * never fails the action.
 */
export async function enqueueCardPdfs(cardIds: readonly string[]): Promise<void> {
  const boss = startedJobQueue();
  if (!cardIds.length || !boss) return;
  try {
    await boss.insert(cardIds.map((cardId) => ({ name: CARD_PDF_QUEUE, data: { cardId } satisfies CardPdfJob, retryLimit: 3, retryDelay: 60 })));
  } catch (error) {
    logger.error({ err: error, cards: cardIds.length }, "report-card PDFs not queued (each is made on its first download)");
  }
}

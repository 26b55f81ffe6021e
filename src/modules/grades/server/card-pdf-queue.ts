import { processDbTarget } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { CARD_PDF_QUEUE, jobQueue, startedJobQueue, transactionDb } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";

export interface CardPdfJob {
  cardId: string;
}

/**
 * Asks the queue to make these cards' PDFs ahead (French and Arabic, one job a card, card-pdf-job.ts), in the
 * transaction of the action that changed them — a class's cards published, a published card's remark saved — as
 * the queue's rule is: the jobs commit with it (a crash right after the commit cannot leave a published card
 * without its job) and roll back with it (a publication that failed queues nothing). A queue that refuses the jobs
 * never fails the action: its savepoint is rolled back and each PDF is made on its first download. On the embedded
 * database the transaction holds the only connection: there, only a queue already started takes them.
 */
export async function enqueueCardPdfs(tx: Prisma.TransactionClient, cardIds: readonly string[]): Promise<void> {
  if (!cardIds.length) return;
  const boss = startedJobQueue() ?? (processDbTarget().kind === "postgres" ? await jobQueue().catch(() => null) : null);
  if (!boss) return;
  await tx.$executeRawUnsafe("SAVEPOINT wasla_card_pdf");
  try {
    await boss.insert(
      cardIds.map((cardId) => ({
        name: CARD_PDF_QUEUE,
        data: { cardId } satisfies CardPdfJob,
        retryLimit: 3,
        retryDelay: 60,
      })),
      { db: transactionDb(tx) },
    );
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT wasla_card_pdf");
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT wasla_card_pdf");
    logger.error(
      { err: error, cards: cardIds.length },
      "report-card PDFs not queued (each is made on its first download)",
    );
  }
}

import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { verifyCardRender } from "~/modules/grades/server/card-pdf";
import { findCards, present } from "./card-view";
import { schoolHeader } from "./get-school-header";

/**
 * One card as printed, read by no one in particular: its PDF made ahead by the job queue (card-pdf.ts), which reaches
 * the print view with a token signed for this card alone (`cardForRender`). Null when the card is gone.
 */
export async function printView(db: Db, id: string) {
  const [card] = await findCards(db, { id });
  return card ? { card: present(card, null, "family"), school: await schoolHeader(db, card.schoolId) } : null;
}

/** The print view of the job's render: the token signed for this card (10 minutes) is its only permission. */
export async function cardForRender(db: Db, input: { id: string; token: string }) {
  if (!verifyCardRender(input.token, input.id)) throw notFound();
  const view = await printView(db, input.id);
  if (!view) throw notFound();
  return view;
}

import type { ReadCard } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { logAccess } from "~/modules/privacy";
import { findCards, present } from "./card-view";
import { schoolHeader } from "./get-school-header";

/**
 * One card, for its class's staff, or for the student and their parents once released: the gate decided which
 * (relations.ts's relateToCard, "reads this card"; anyone else, and the family before the release, got 404).
 */
export async function getReportCard(db: Db, actor: Actor, read: ReadCard) {
  const [card] = await findCards(db, { id: read.id });
  if (!card) throw notFound();
  const mode = read.as;
  await logAccess(db, actor, "GRADES", [{ id: card.student.id, userId: card.student.userId, schoolId: card.schoolId }]);
  return { card: present(card, actor, mode), school: await schoolHeader(db, card.schoolId), mode };
}

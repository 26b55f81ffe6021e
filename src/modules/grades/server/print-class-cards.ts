import type { TaughtClass } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { classOfTaught, loadTerm } from "./access";
import { findCards, present } from "./card-view";
import { schoolHeader } from "./get-school-header";

/** A whole class's cards for a term, for printing (its staff). */
export async function classCardsForPrint(db: Db, actor: Actor, taught: TaughtClass, input: { termId: string }) {
  const cls = await classOfTaught(db, taught);
  await loadTerm(db, input.termId, cls.schoolYearId);
  const cards = await findCards(db, { classId: cls.id, termId: input.termId });
  return { cards: cards.map((c) => present(c, actor, "staff")), school: await schoolHeader(db, cls.schoolId) };
}

import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { belongsTo } from "./scope";

export interface ActiveSchool {
  id: string;
  name: string;
  slug: string;
}

/**
 * The school the school screens show: the one the actor chose (`slug`, the picker's cookie) when they may open it,
 * else their first school; null for someone without a school (a super admin picks one on /schools).
 */
export async function chosenSchool(db: Db, actor: Actor, slug: string | null): Promise<ActiveSchool | null> {
  const select = { id: true, name: true, slug: true } as const;
  if (slug) {
    const chosen = await db.school.findUnique({ where: { slug }, select });
    if (chosen && belongsTo(actor, chosen.id)) return chosen;
  }
  const first = actor.schoolIds[0];
  return first ? db.school.findUnique({ where: { id: first }, select }) : null;
}

/**
 * What every school screen starts from (school.active): the active school, and for someone without one whether a
 * school's invitation waits for them (they answer it on their profile first).
 */
export async function activeSchool(db: Db, actor: Actor, slug: string | null) {
  const school = await chosenSchool(db, actor, slug);
  const invited = !school && (await db.schoolInvitation.count({ where: { userId: actor.userId } })) > 0;
  return { school, invited };
}

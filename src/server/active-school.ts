import "server-only";
import { cookies } from "next/headers";
import type { Actor } from "~/server/auth/actor";
import { db } from "~/server/db";
import { belongsTo } from "~/server/services/school/scope";

import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";

export interface ActiveSchool {
  id: string;
  name: string;
  slug: string;
}

/**
 * The cookie's school when the actor may open it, else the actor's first school; null for someone without a
 * school (a super admin picks one on /schools).
 */
export async function getActiveSchool(actor: Actor): Promise<ActiveSchool | null> {
  const slug = (await cookies()).get(ACTIVE_SCHOOL_COOKIE)?.value;
  const select = { id: true, name: true, slug: true } as const;
  if (slug) {
    const chosen = await db.school.findUnique({ where: { slug }, select });
    if (chosen && belongsTo(actor, chosen.id)) return chosen;
  }
  const first = actor.schoolIds[0];
  return first ? db.school.findUnique({ where: { id: first }, select }) : null;
}

import "server-only";
import { cookies } from "next/headers";
import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";
import type { Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { chosenSchool, type ActiveSchool } from "~/modules/school";

export type { ActiveSchool };

/**
 * The cookie's school when the actor may open it, else the actor's first school; null for someone without a
 * school (a super admin picks one on /schools). Pages ask school.active (features/school/school-page.ts).
 */
export async function getActiveSchool(actor: Actor): Promise<ActiveSchool | null> {
  return chosenSchool(db, actor, (await cookies()).get(ACTIVE_SCHOOL_COOKIE)?.value ?? null);
}

import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { getTermType, listSchoolYears } from "./years";

/** What /sessions shows, as one action (a school's members): its years with their terms, and the kind of terms it has. */
export async function sessionsScreen(db: Db, actor: Actor, input: { schoolId: string }) {
  const [years, termType] = await Promise.all([listSchoolYears(db, actor, input.schoolId), getTermType(db, actor, input.schoolId)]);
  return { years, termType };
}

import type { MemberOf } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { getTermType, listSchoolYears } from "./years";

/** What /sessions shows, as one action (a school's members): its years with their terms, and the kind of terms it has. */
export async function sessionsScreen(db: Db, school: MemberOf) {
  const [years, termType] = await Promise.all([listSchoolYears(db, school), getTermType(db, school)]);
  return { years, termType };
}

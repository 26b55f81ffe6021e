import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { staffClasses } from "~/modules/teaching";
import { relateToClass } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { classExemptions } from "./exemptions";

/**
 * What /exemptions shows, as one action (the school's administrators and teachers): the actor's classes and the
 * exemptions of the one the address chose (else the first); none without a class.
 */
export async function exemptionsScreen(db: Db, actor: Actor, school: MemberOf, input: { class?: string }) {
  // the gate let in any member of the school: a staff screen, its administrators and teachers
  if (!administers(actor, school.id) && !hasRole(actor, "TEACHER", school.id)) throw forbidden();
  const classes = await staffClasses(db, actor, school.id);
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  return { classes, data: cls ? await classExemptions(db, await relateToClass(db, actor, cls.id, "role")) : null };
}

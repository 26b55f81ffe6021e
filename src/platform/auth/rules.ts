import { can, familyCan, type Actor } from "./actor";

/**
 * Rules read from the actor alone (no database): the services check them before an action, and the screens use the
 * same functions for what they show (the header's menu, a page's own 403). Kept here, beside `can`, so a screen
 * asks them without reaching into a service (one door, issue 28).
 */

/** Schools whose users the actor manages, or null for every account. */
export function managedSchools(actor: Actor): string[] | null {
  if (actor.global.has("user.edit") || actor.global.has("user.suspend")) return null;
  return [...actor.bySchool].filter(([, perms]) => perms.has("user.edit")).map(([schoolId]) => schoolId);
}

/** May the actor open /users at all? */
export function canOpenUsers(actor: Actor | null): boolean {
  if (!actor) return false;
  const schools = managedSchools(actor);
  return schools === null || schools.length > 0;
}

/**
 * The school's payment staff: who consults or records payments there **through a staff role** (`can` in a school
 * reads staff roles only). Parents hold 'consult payments' too, for their own children: through their parent role,
 * which never makes them staff — not even when the same person also teaches there (issue 27).
 */
export function paymentStaff(actor: Actor, schoolId: string): boolean {
  return can(actor, "payment.consult", schoolId) || can(actor, "payment.create", schoolId);
}

/** A parent of the school who consults their own children's payments (their parent role grants 'consult payments'). */
export function familyPayments(actor: Actor, schoolId: string): boolean {
  return familyCan(actor, "payment.consult", schoolId);
}

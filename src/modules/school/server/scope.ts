import type { Permission } from "~/lib/permissions";
import { can, hasRole, isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden, notFound } from "~/platform/errors";

/**
 * Scope rules of the school screens. A permission alone is not enough: it must be held platform-wide (super admin)
 * or within the school the record belongs to. Every service resolves the record's school first, then asks here.
 */
export function assertCan(actor: Actor, permission: Permission, schoolId: string): void {
  if (!can(actor, permission, schoolId)) throw forbidden();
}

/** Staff who administer the school: `school.edit` there or platform-wide. */
export function administers(actor: Actor, schoolId: string): boolean {
  return can(actor, "school.edit", schoolId);
}

/** Anyone belonging to the school (any role there), or the super admin. */
export function belongsTo(actor: Actor, schoolId: string): boolean {
  return actor.schoolIds.includes(schoolId) || isSuperAdmin(actor);
}

export function assertBelongsTo(actor: Actor, schoolId: string): void {
  if (!belongsTo(actor, schoolId)) throw forbidden();
}

export const isTeacherIn = (actor: Actor, schoolId: string) => hasRole(actor, "TEACHER", schoolId);

/**
 * The school named by the client exists, or 404. A school-scoped permission implies it; a platform-wide one (super
 * admin) passes assertCan for any id, which then ended as a foreign-key violation on the first write.
 */
export async function requireSchool(db: Db | Prisma.TransactionClient, schoolId: string) {
  const school = await db.school.findUnique({ where: { id: schoolId }, select: { id: true } });
  if (!school) throw notFound();
  return school;
}

/** The school of a class, or 404. */
export async function classSchool(db: Db, classId: string) {
  const found = await db.schoolClass.findUnique({ where: { id: classId }, select: { id: true, schoolId: true } });
  if (!found) throw notFound();
  return found;
}

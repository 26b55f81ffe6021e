import { uniqueSlug } from "~/lib/slug";
import { can, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { forbidden, notFound } from "~/server/errors";

/** Creates a school (super admin: `school.create` held platform-wide). */
export async function createSchool(db: Db, actor: Actor, input: { name: string; slug?: string }) {
  if (!actor.global.has("school.create")) throw forbidden();
  return db.school.create({ data: { name: input.name, slug: input.slug ?? uniqueSlug(input.name, "ecole") } });
}

export async function getSchoolBySlug(db: Db, slug: string) {
  const school = await db.school.findUnique({ where: { slug }, select: { id: true, name: true, slug: true } });
  if (!school) throw notFound();
  return school;
}

/** Maintenance and holiday switches; the school settings screen calls this. */
export async function setSchoolFlags(
  db: Db,
  actor: Actor,
  input: { schoolId: string; maintenance?: boolean; holidayMode?: boolean },
) {
  if (!can(actor, "school.edit", input.schoolId)) throw forbidden();
  const school = await db.school.findUnique({ where: { id: input.schoolId }, select: { id: true } });
  if (!school) throw notFound();
  return db.school.update({
    where: { id: input.schoolId },
    data: { maintenance: input.maintenance, holidayMode: input.holidayMode },
    select: { id: true, maintenance: true, holidayMode: true },
  });
}

/** The notices the shell shows to this actor: its schools under maintenance or on holiday. */
export async function schoolNotices(db: Db, actor: Actor | null) {
  if (!actor || actor.schoolIds.length === 0) return [];
  return db.school.findMany({
    where: { id: { in: actor.schoolIds }, OR: [{ maintenance: true }, { holidayMode: true }] },
    select: { id: true, name: true, maintenance: true, holidayMode: true },
  });
}

import { SCHOOL_ROLES, type RoleKey } from "~/lib/roles";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { administers } from "~/modules/school";
import { teacherReach } from "./audience";

const LIMIT = 20;

/**
 * People the actor may address by name in the school (the send screen's picker): every member for its
 * administrators, the families of the classes they teach for a teacher. Searched by name, at most 20.
 */
export async function searchRecipients(db: Db, actor: Actor, school: Scoped<"school">, input: { query: string }) {
  const reach = administers(actor, school.id) ? null : await teacherReach(db, actor, school.id);
  const members = await db.userRole.findMany({
    where: {
      schoolId: school.id,
      userId: reach ? { in: [...reach], not: actor.userId } : { not: actor.userId },
      ...(input.query ? { user: { name: { contains: input.query, mode: "insensitive" } } } : {}),
    },
    select: { userId: true, role: { select: { key: true } }, user: { select: { name: true } } },
    orderBy: [{ user: { name: "asc" } }, { userId: "asc" }],
    take: LIMIT * 4,
  });
  const people = new Map<string, { id: string; name: string; roles: RoleKey[] }>();
  for (const m of members) {
    const role = m.role.key as RoleKey;
    if (!SCHOOL_ROLES.has(role)) continue;
    const person = people.get(m.userId) ?? { id: m.userId, name: m.user.name, roles: [] };
    person.roles.push(role);
    people.set(m.userId, person);
  }
  return [...people.values()].slice(0, LIMIT);
}

import type { AccessKind } from "~/platform/db/generated/client";
import type { Actor } from "~/platform/auth/actor";
import type { Child } from "~/platform/api/relations";
import type { Db } from "~/platform/db";
import type { Scoped } from "~/platform/api/scope";

const HOUR = 3_600_000;

/**
 * Records that the actor opened these pupils' grades, absences, payments or documents (issue 34): one row per
 * person, pupil, kind and hour — the first opening of the hour — never for the pupil reading their own. One
 * statement, whatever the number of pupils (a teacher opening a class's grade table).
 */
export async function logAccess(
  db: Db,
  actor: Actor | null,
  kind: AccessKind,
  students: readonly { id: string; schoolId: string; userId?: string }[],
  now = new Date(),
) {
  if (!actor) return;
  const rows = students.filter((s) => s.userId !== actor.userId);
  if (rows.length === 0) return;
  const hour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  await db.accessLog.createMany({
    data: rows.map((s) => ({ schoolId: s.schoolId, studentId: s.id, actorId: actor.userId, kind, hour })),
    skipDuplicates: true,
  });
}

const entry = {
  id: true,
  kind: true,
  hour: true,
  actor: { select: { id: true, name: true, roles: { select: { schoolId: true, role: { select: { key: true } } } } } },
  student: { select: { id: true, user: { select: { name: true } } } },
} as const;

type Entry = {
  id: string;
  kind: AccessKind;
  hour: Date;
  actor: { id: string; name: string; roles: { schoolId: string | null; role: { key: string } }[] };
  student: { id: string; user: { name: string } };
};

/** An entry as shown: who (with their roles in this school), which pupil, what, when. */
const shown = (schoolId: string) => (e: Entry) => ({
  id: e.id,
  kind: e.kind,
  at: e.hour,
  who: e.actor.name,
  roles: [
    ...new Set(e.actor.roles.filter((r) => r.schoolId === schoolId || r.schoolId === null).map((r) => r.role.key)),
  ],
  student: { id: e.student.id, name: e.student.user.name },
});

/** The school's access log for its admins: the last 200 entries, or one pupil's. */
export async function schoolAccessLog(db: Db, scope: Scoped<"school">, input: { studentId?: string }) {
  const rows = await db.accessLog.findMany({
    where: { schoolId: scope.schoolId, ...(input.studentId ? { studentId: input.studentId } : {}) },
    orderBy: [{ hour: "desc" }, { id: "asc" }],
    take: 200,
    select: entry,
  });
  return rows.map(shown(scope.schoolId));
}

/** Who opened one's own child's data: a parent (through the Parent role) of that child only. */
export async function childAccessLog(db: Db, student: Child) {
  const rows = await db.accessLog.findMany({
    where: { studentId: student.id },
    orderBy: [{ hour: "desc" }, { id: "asc" }],
    take: 200,
    select: entry,
  });
  return rows.map(shown(student.schoolId));
}

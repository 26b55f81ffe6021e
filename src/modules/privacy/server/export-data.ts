import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { familyStudents } from "~/modules/teaching";
import { exportable, foreignKeysTo, quote, STUDENT_COLUMNS, USER_COLUMNS } from "./personal-tables";

type Rows = Record<string, unknown>[];

export interface PersonalExport {
  generatedAt: string;
  person: { account: Record<string, unknown>; tables: Record<string, Rows> };
  children: { name: string; school: string; record: Record<string, unknown>; tables: Record<string, Rows> }[];
}

/** Rows as JSON (PostgreSQL's own: a search index column, a tsvector, comes as text and is dropped by exportable). */
async function rowsOf(db: Db, sql: string, ...values: unknown[]) {
  return (await db.$queryRawUnsafe<{ row: Record<string, unknown> }[]>(sql, ...values)).map((r) => r.row);
}

/** The exported columns referencing `target` (read from the catalog once per export). */
async function exportedColumns(db: Db, target: "User" | "Student") {
  const rules = target === "User" ? USER_COLUMNS : STUDENT_COLUMNS;
  return (await foreignKeysTo(db, target)).filter((fk) => rules[`${fk.table}.${fk.column}`]?.export === "rows");
}

/** Rows per table of these columns, for one id. */
async function rowsNaming(
  db: Db,
  columns: readonly { table: string; column: string }[],
  id: string,
): Promise<Record<string, Rows>> {
  const tables: Record<string, Rows> = {};
  for (const fk of columns) {
    const rows = await rowsOf(
      db,
      `SELECT to_jsonb(t) AS row FROM ${quote(fk.table)} t WHERE ${quote(fk.column)} = $1 LIMIT 10000`,
      id,
    );
    if (rows.length === 0) continue;
    const list = (tables[fk.table] ??= []);
    for (const row of rows) {
      if (typeof row.id === "string" && list.some((r) => r.id === row.id)) continue;
      list.push(exportable(row));
    }
  }
  return tables;
}

/**
 * Everything Wasla holds about the actor (issue 34, /profil/data): their account and every row naming them
 * (personal-tables.ts), and for each pupil they are or are a parent of (through the role that carries it), the
 * pupil's records — report cards only once published, never another person's requests, codes or custody decisions.
 */
export async function exportPersonalData(db: Db, actor: Actor, now = new Date()): Promise<PersonalExport> {
  const account = await rowsOf(db, `SELECT to_jsonb(t) AS row FROM "User" t WHERE id = $1`, actor.userId);
  const schools = [
    ...new Set(
      actor.roles.filter((r) => r.schoolId && (r.key === "PARENT" || r.key === "STUDENT")).map((r) => r.schoolId!),
    ),
  ];
  const family = (
    await Promise.all(
      schools.map(async (schoolId) => (await familyStudents(db, actor, schoolId)).map((s) => ({ ...s, schoolId }))),
    )
  ).flat();
  // a row of the person's own naming a pupil they are not (or no longer) family of — their payments or openings of a
  // child under a custody decision "no access" — is left out: that child is nothing of theirs to read any more
  const reachable = new Set(family.map((s) => s.id));
  const tables = await rowsNaming(db, await exportedColumns(db, "User"), actor.userId);
  for (const [table, rows] of Object.entries(tables)) {
    const kept = rows.filter((r) => typeof r.studentId !== "string" || reachable.has(r.studentId));
    if (kept.length) tables[table] = kept;
    else delete tables[table];
  }
  const person = { account: exportable(account[0] ?? {}), tables };

  const children: PersonalExport["children"] = [];
  const [studentColumns, schoolNames] = await Promise.all([
    family.length ? exportedColumns(db, "Student") : [],
    db.school
      .findMany({ where: { id: { in: schools } }, select: { id: true, name: true } })
      .then((rows) => new Map(rows.map((r) => [r.id, r.name]))),
  ]);
  for (const s of family) {
    const [record] = await rowsOf(db, `SELECT to_jsonb(t) AS row FROM "Student" t WHERE id = $1`, s.id);
    const childTables = await rowsNaming(db, studentColumns, s.id);
    // report cards once their class's term is published (never before: issue 35's leak rule)
    const cards = await rowsOf(
      db,
      `SELECT to_jsonb(rc) AS row FROM "ReportCard" rc JOIN "ReportCardRelease" r ON r."classId" = rc."classId" AND r."termId" = rc."termId"
        WHERE rc."studentId" = $1 ORDER BY rc."generatedAt"`,
      s.id,
    );
    if (cards.length) childTables.ReportCard = cards.map(exportable);
    children.push({
      name: s.user.name,
      school: schoolNames.get(s.schoolId) ?? "",
      record: exportable(record ?? {}),
      tables: childTables,
    });
  }
  return { generatedAt: now.toISOString(), person, children };
}

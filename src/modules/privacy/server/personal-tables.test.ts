import { describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { foreignKeysTo, STUDENT_COLUMNS, USER_COLUMNS } from "./personal-tables";

/**
 * Issue 34: "the export contains every table that names the person (a test fails when a new table naming a user is
 * not covered)". The export and the erasure walk the database's own foreign keys to "User" and "Student"; each
 * column must be classified (exported or left out with its reason; deleted, detached or kept on erasure).
 */
describe("every column naming a person is classified for the export and the erasure", () => {
  it.each(["User", "Student"] as const)("references to %s", async (target) => {
    const rules = target === "User" ? USER_COLUMNS : STUDENT_COLUMNS;
    const columns = (await foreignKeysTo(db, target)).map((fk) => `${fk.table}.${fk.column}`);
    expect(
      columns.filter((c) => !(c in rules)),
      "add these to personal-tables.ts",
    ).toEqual([]);
    expect(
      Object.keys(rules).filter((c) => !columns.includes(c)),
      "these columns no longer exist",
    ).toEqual([]);
  });

  it("a detached column can be emptied (it is nullable)", async () => {
    const detached = Object.entries({ ...USER_COLUMNS, ...STUDENT_COLUMNS })
      .filter(([, r]) => r.erase === "detach")
      .map(([c]) => c.split("."));
    const rows = await db.$queryRawUnsafe<{ t: string; c: string; nullable: string }[]>(
      `SELECT table_name AS t, column_name AS c, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const [t, c] of detached) expect(rows.find((r) => r.t === t && r.c === c)?.nullable, `${t}.${c}`).toBe("YES");
  });
});

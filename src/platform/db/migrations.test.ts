import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "./migrate";
import { pgliteRunner } from "./runners";
import { db } from "./index";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

const root = path.resolve(import.meta.dirname, "../../..");

/** Tables, columns (type, nullability, default), indexes and constraints: what "the schema" means for drift. */
async function catalog(pglite: PGlite) {
  const q = async (sql: string) => (await pglite.query(sql)).rows;
  return {
    columns: await q(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      ORDER BY table_name, column_name`),
    indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename, indexname`),
    constraints: await q(`SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text NOT LIKE '%_prisma_migrations%'
      ORDER BY 1, 2`),
    enums: await q(
      `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY 1, e.enumsortorder`,
    ),
  };
}

/**
 * What the migrations do on purpose beyond what schema.prisma can express, applied to the schema-built database
 * before comparing (so anything else that drifts still fails). Keep each statement identical to its migration's.
 */
const BEYOND_PRISMA = [
  // 20261123110000_user_role_nulls_not_distinct: a platform role (schoolId null) is held once
  `DROP INDEX "UserRole_userId_roleId_schoolId_key";
   CREATE UNIQUE INDEX "UserRole_userId_roleId_schoolId_key" ON "UserRole"("userId", "roleId", "schoolId") NULLS NOT DISTINCT;`,
  // 20261201100000_board_returns_things: the board's matching compares ads' texts by trigrams
  `CREATE EXTENSION IF NOT EXISTS pg_trgm;`,
];

describe("migrations", () => {
  it("produce exactly the schema that schema.prisma describes (no drift)", async () => {
    const { diffSql } = (await import(path.join(root, "tools/prisma-diff/diff.mjs"))) as {
      diffSql: (o: { from: string; to: string }) => Promise<string>;
    };
    const expectedSql = await diffSql({ from: "empty", to: path.join(root, "prisma/schema.prisma") });
    const fromSchema = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await fromSchema.exec(expectedSql);
    for (const sql of BEYOND_PRISMA) await fromSchema.exec(sql);
    const fromMigrations = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migrate(pgliteRunner(fromMigrations));
    expect(await catalog(fromMigrations)).toEqual(await catalog(fromSchema));
    await Promise.all([fromSchema.close(), fromMigrations.close()]);
  }, 180_000);

  it("are recorded in _prisma_migrations as Prisma does (sha256 checksum) and applied once", async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const first = await migrate(pgliteRunner(pglite));
    const files = await readMigrations();
    expect(first.applied).toEqual(files.map((f) => f.name));
    const rows = (
      await pglite.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
      }>(
        `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
      )
    ).rows;
    for (const [i, row] of rows.entries()) {
      const sql = await readFile(path.join(root, "prisma/migrations", row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.migration_name).toBe(files[i]!.name);
    }
    expect(await migrate(pgliteRunner(pglite))).toEqual({ applied: [], alreadyApplied: files.length });
    await pglite.close();
  });

  it("rolls a failing migration back entirely and reports it", async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const broken = [{ name: "20990101000000_broken", sql: 'CREATE TABLE "t" (id int); SELECT nope;', checksum: "x" }];
    await expect(migrate(pgliteRunner(pglite), { migrations: broken })).rejects.toThrow();
    expect((await pglite.query(`SELECT to_regclass('public.t') AS t`)).rows).toEqual([{ t: null }]);
    await pglite.close();
  });

  it("load the 69 wilayas and 1,541 communes of the data files", async () => {
    const wilayas = JSON.parse(await readFile(path.join(root, "prisma/data/algeria/wilayas.json"), "utf8")) as {
      code: string;
      nameFr: string;
      nameAr: string;
    }[];
    const communes = JSON.parse(await readFile(path.join(root, "prisma/data/algeria/communes.json"), "utf8")) as {
      code: string;
      wilayaCode: string;
      nameFr: string;
      nameAr: string;
    }[];
    expect(wilayas).toHaveLength(69);
    expect(await db.wilaya.count()).toBe(69);
    expect(await db.commune.count()).toBe(1541);
    const stored = await db.commune.findMany({ orderBy: { code: "asc" } });
    expect(stored).toEqual([...communes].sort((a, b) => a.code.localeCompare(b.code)));
    // later migrations that fix names (e.g. 20261124020000_address_names) must leave the database equal to the files
    const storedWilayas = await db.wilaya.findMany({
      orderBy: { code: "asc" },
      select: { code: true, nameFr: true, nameAr: true },
    });
    expect(storedWilayas).toEqual([...wilayas].sort((a, b) => a.code.localeCompare(b.code)));
    expect(await db.wilaya.findUnique({ where: { code: "16" } })).toMatchObject({ nameFr: "Alger", nameAr: "الجزائر" });
  });
});

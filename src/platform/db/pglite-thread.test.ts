import { messages, parse, PGlite, protocol, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "~/platform/db";
import { PgliteThread } from "./pglite-thread";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

// The embedded database on its own thread must answer exactly as PGlite does in the server's thread: the same rows
// for every type, through PGlite's API and through Prisma, the same errors, transactions and notifications.

const SETUP = `
  CREATE TYPE mood AS ENUM ('ok', 'sad');
  CREATE TABLE t (
    id int PRIMARY KEY, email text UNIQUE, n numeric(10, 2), big int8, d date, ts timestamp(3), tz timestamptz(3),
    j json, jb jsonb, b bytea, flag boolean, tags text[], nums int[], m mood, f float8, days date[]
  );
  INSERT INTO t VALUES
    (1, 'a@wasla.dz', 12.50, 9007199254740993, '2026-11-24', '2026-11-24 10:00:00.123', '2026-11-24 10:00:00.5+01',
     '{"a": [1, 2], "s": "é"}', '{"b": true}', '\\xdeadbeef', true, '{x,"y z"}', '{1,2}', 'sad', 1.5, '{2026-01-01,2026-02-01}'),
    (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
`;
const SELECT_ALL = "SELECT * FROM t ORDER BY id";

let inline: PGlite;
let thread: PgliteThread;
let inlineDb: Db;
let threadDb: Db;

beforeAll(async () => {
  inline = new PGlite({ extensions: PGLITE_EXTENSIONS });
  thread = new PgliteThread("memory://");
  await Promise.all([inline.exec(SETUP), thread.exec(SETUP)]);
  inlineDb = createDb({ pglite: inline });
  threadDb = createDb({ pglite: thread });
});

afterAll(async () => {
  await Promise.all([inlineDb.$disconnect(), threadDb.$disconnect()]);
  await Promise.all([inline.close(), thread.close()]);
});

/** What a rejected promise carried, to compare two failures field by field. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { name, message, code, meta } = error as { name: string; message: string; code?: string; meta?: unknown };
    return { name, message, code, meta };
  }
  throw new Error("expected a failure");
}

describe("the embedded database's thread", () => {
  it.each([
    ["objects, PGlite's parsers", undefined],
    ["arrays, PGlite's parsers", { rowMode: "array" as const }],
    [
      "arrays, a caller's parsers",
      {
        rowMode: "array" as const,
        parsers: { 1700: (x: string) => `numeric ${x}`, 114: (x: string) => x, 1082: (x: string) => `day ${x}` },
      },
    ],
  ])("answers a query of every type as PGlite does (%s)", async (_, options) => {
    const [expected, actual] = await Promise.all([
      inline.query(SELECT_ALL, [], options),
      thread.query(SELECT_ALL, [], options),
    ]);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.rows.length).toBe(2);
  });

  it("passes parameters and reports affected rows", async () => {
    const sql = "UPDATE t SET f = $1 WHERE id = ANY($2::int[]) AND ($3::date IS NULL OR d = $3::date)";
    const params = [2.5, [1, 2], new Date("2026-11-24T00:00:00Z")];
    const [expected, actual] = await Promise.all([inline.query(sql, params), thread.query(sql, params)]);
    expect(actual.affectedRows).toBe(expected.affectedRows);
    expect(actual.affectedRows).toBe(1);
  });

  it("answers several statements at once (exec) as PGlite does", async () => {
    const sql = "SELECT 1 AS one; SELECT j, d FROM t WHERE id = 1";
    expect(await thread.exec(sql)).toEqual(await inline.exec(sql));
  });

  it("gives Prisma the same rows", async () => {
    const [expected, actual] = await Promise.all([
      inlineDb.$queryRawUnsafe(SELECT_ALL),
      threadDb.$queryRawUnsafe(SELECT_ALL),
    ]);
    expect(actual).toEqual(expected);
  });

  it("gives Prisma the same database errors (a unique violation, a syntax error)", async () => {
    const duplicate = "INSERT INTO t (id, email) VALUES (3, 'a@wasla.dz')";
    const [expected, actual] = await Promise.all([
      failure(inlineDb.$executeRawUnsafe(duplicate)),
      failure(threadDb.$executeRawUnsafe(duplicate)),
    ]);
    expect(actual).toEqual(expected);
    expect(actual.message).toContain("23505");
    const broken = "SELEC 1";
    expect(await failure(threadDb.$queryRawUnsafe(broken))).toEqual(await failure(inlineDb.$queryRawUnsafe(broken)));
  });

  it("commits a Prisma transaction, and rolls one back on an error, keeping other queries waiting meanwhile", async () => {
    let outside: Promise<unknown> | undefined;
    await threadDb.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO t (id, email) VALUES (10, 'ten@wasla.dz')");
      // a query outside the transaction waits for it (one connection, as in PGlite), then sees its row
      outside = threadDb.$queryRawUnsafe("SELECT email FROM t WHERE id = 10");
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(await outside).toEqual([{ email: "ten@wasla.dz" }]);

    await expect(
      threadDb.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t (id, email) VALUES (11, 'eleven@wasla.dz')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    // a database error inside the transaction rolls it back too
    const failed = await failure(
      threadDb.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t (id, email) VALUES (12, 'twelve@wasla.dz')");
        await tx.$executeRawUnsafe("INSERT INTO t (id, email) VALUES (13, 'ten@wasla.dz')");
      }),
    );
    expect(failed.message).toContain("23505");
    expect(await threadDb.$queryRawUnsafe("SELECT id FROM t WHERE id IN (11, 12, 13)")).toEqual([]);
  });

  it("prepares each statement once and answers it with every new parameter as PGlite does", async () => {
    const sql = "SELECT id, email, n, d, tags FROM t WHERE id = ANY($1::int[]) OR email = $2 ORDER BY id";
    for (const params of [
      [[1], null],
      [[2], "a@wasla.dz"],
      [[], "none"],
      [[1, 2], null],
    ]) {
      const [expected, actual] = await Promise.all([inline.query(sql, params), thread.query(sql, params)]);
      expect(actual).toEqual(expected);
    }
    // more statements than are kept prepared: the oldest are closed, every answer stays right
    for (let k = 0; k < 520; k++)
      expect((await thread.query(`SELECT $1::int + ${k} AS v`, [1])).rows).toEqual([{ v: 1 + k }]);
    expect((await thread.query(sql, [[1], null])).rows).toEqual((await inline.query(sql, [[1], null])).rows);
    const { rows } = await thread.query<{ kept: number }>("SELECT count(*)::int AS kept FROM pg_prepared_statements");
    expect(rows[0]!.kept).toBe(500);
  });

  it("prepares a statement again when its table's columns change", async () => {
    await Promise.all([inline.exec("CREATE TABLE grows (id int)"), thread.exec("CREATE TABLE grows (id int)")]);
    expect((await thread.query("SELECT * FROM grows")).fields.map((f) => f.name)).toEqual(["id"]);
    await Promise.all([
      inline.exec("ALTER TABLE grows ADD COLUMN label text"),
      thread.exec("ALTER TABLE grows ADD COLUMN label text"),
    ]);
    const [expected, actual] = await Promise.all([
      inline.query("SELECT * FROM grows"),
      thread.query("SELECT * FROM grows"),
    ]);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.fields.map((f) => f.name)).toEqual(["id", "label"]);
  });

  it("runs queries from many callers at once, in order, without losing one", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => thread.query<{ n: number }>("SELECT $1::int AS n", [i])),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("hands notifications over, until unlistened", async () => {
    const heard: string[] = [];
    const stop = await thread.listen("wasla_test", (payload) => heard.push(payload));
    await thread.query("NOTIFY wasla_test, 'one'");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    await thread.query("NOTIFY wasla_test, 'two'");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(["one"]);
  });
});

// pglite-worker.mjs prepares statements as drivers over a socket do, with PGlite's protocol helpers and its locks,
// which PGlite does not document: an upgrade that renames or drops one fails here by name, before the rest above.
describe("the PGlite internals the database thread drives", () => {
  it("are still there", () => {
    const driven = inline as unknown as Record<string, unknown>;
    for (const method of [
      "execProtocolStream",
      "syncToFs",
      "_runExclusiveQuery",
      "_runExclusiveTransaction",
      "transaction",
      "listen",
    ]) {
      expect(typeof driven[method], `PGlite#${method}`).toBe("function");
    }
    for (const table of ["serializers", "parsers"]) expect(typeof driven[table], `PGlite#${table}`).toBe("object");
    for (const message of ["parse", "describe", "bind", "execute", "sync", "close"]) {
      expect(
        typeof (protocol.serialize as unknown as Record<string, unknown>)[message],
        `protocol.serialize.${message}`,
      ).toBe("function");
    }
    expect(typeof parse.parseDescribeStatementResults).toBe("function");
    expect(typeof parse.parseResults).toBe("function");
    expect(typeof types.parseType).toBe("function");
    expect(Object.keys(types.parsers).length).toBeGreaterThan(10);
    expect(typeof messages.DatabaseError).toBe("function");
  });
});

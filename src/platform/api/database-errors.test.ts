import { describe, expect, it } from "vitest";
import { databaseError } from "./database-errors";

/** How database failures reach the client: the caller's mistake (4xx), an outage (503), or a bug (null → 500). */
describe("databaseError", () => {
  const cases: [string, unknown, string | null][] = [
    ["Prisma: record to update not found", { code: "P2025" }, "NOT_FOUND"],
    ["Prisma: foreign key (unknown schoolId)", { code: "P2003" }, "NOT_FOUND"],
    ["Prisma: unique constraint", { code: "P2002" }, "CONFLICT"],
    ["Prisma: value the driver cannot send", { code: "P2039" }, "BAD_REQUEST"],
    ["Prisma: can't reach database", { code: "P1001" }, "SERVICE_UNAVAILABLE"],
    ["Prisma: connection pool timeout", { code: "P2024" }, "SERVICE_UNAVAILABLE"],
    ["adapter: foreign key", { cause: { kind: "ForeignKeyConstraintViolation" } }, "NOT_FOUND"],
    ["adapter: database not reachable", { cause: { kind: "DatabaseNotReachable" } }, "SERVICE_UNAVAILABLE"],
    ["adapter: connection closed", { cause: { kind: "ConnectionClosed" } }, "SERVICE_UNAVAILABLE"],
    ["postgres: NUL byte (22021)", { cause: { kind: "postgres", code: "22021" } }, "BAD_REQUEST"],
    ["postgres: index row too large (54000)", { cause: { kind: "postgres", code: "54000" } }, "BAD_REQUEST"],
    ["postgres: admin shutdown (57P01)", { cause: { kind: "postgres", code: "57P01" } }, "SERVICE_UNAVAILABLE"],
    ["postgres: serialization failure (40001)", { originalCode: "40001" }, "CONFLICT"],
    [
      "pg: connection refused",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      "SERVICE_UNAVAILABLE",
    ],
    ["pg: connection terminated", new Error("Connection terminated unexpectedly"), "SERVICE_UNAVAILABLE"],
    [
      "Prisma: initialization",
      Object.assign(new Error("x"), { name: "PrismaClientInitializationError" }),
      "SERVICE_UNAVAILABLE",
    ],
    ["nested three levels deep", { cause: { cause: { cause: { code: "P2003" } } } }, "NOT_FOUND"],
    ["a bug stays a 500", new TypeError("cannot read properties of undefined"), null],
    ["postgres: syntax error stays a 500", { cause: { kind: "postgres", code: "42601" } }, null],
  ];
  it.each(cases)("%s", (_name, error, code) => {
    const mapped = databaseError(error);
    expect(mapped?.code ?? null).toBe(code);
    if (mapped?.code === "SERVICE_UNAVAILABLE") expect(mapped.message).toBe("errors.operationFailed");
  });
});

describe("a procedure when PostgreSQL is unreachable", () => {
  it("answers 503 'Operation failed. Please try again later.', not 500", async () => {
    const { createDb } = await import("~/platform/db");
    const { createCaller } = await import("~/modules/root");
    const { createInnerTRPCContext } = await import("~/platform/api/trpc");
    const { clientError } = await import("~/test/callers");
    // nothing listens on port 1
    const down = createDb({ databaseUrl: "postgresql://postgres@127.0.0.1:1/none" });
    const caller = createCaller(createInnerTRPCContext({ db: down }));
    const error = await clientError(caller.ads.categories());
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", messageKey: "errors.operationFailed" });
    await down.$disconnect();
  });
});

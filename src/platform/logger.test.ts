import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  CENSORED,
  censor,
  createLogger,
  currentRequestId,
  inRequest,
  levelFrom,
  requestIdFrom,
  runInRequest,
} from "./logger.mjs";

/** A logger writing into an array, one parsed object per line. */
function captured(level = "debug") {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString("utf8"));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return {
    logger,
    raw,
    lines: () =>
      raw
        .join("")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const SECRETS = {
  password: "hunter2-secret-pw",
  token: "reset-token-0123456789abcdef",
  cookie: "next-auth.session-token=eyJhbGciOiJkaXIi.session",
  authorization: "Bearer abc.def.ghi-bearer",
  childName: "Sara Benali",
  grade: "17.25",
  email: "karim.parent@example.dz",
  phone: "+213550123456",
  rowDetail: "Failing row contains (ck123, Amine Kaci, 4AM1)",
  mailText: "https://wasla.dz/fr/reset-password?token=abcdef0123",
};

describe("the log", () => {
  it("never writes a password, token, cookie, authorization header or a child's data, at any depth", () => {
    const { logger, raw, lines } = captured();
    logger.info(
      {
        password: SECRETS.password,
        input: { newPassword: SECRETS.password, currentPassword: SECRETS.password },
        req: {
          method: "POST",
          headers: {
            Cookie: SECRETS.cookie,
            authorization: SECRETS.authorization,
            "set-cookie": [SECRETS.cookie],
            host: "wasla.dz",
          },
        },
        session: { sessionToken: SECRETS.token, user: { email: SECRETS.email, phone: SECRETS.phone } },
        students: [
          {
            id: "ck1",
            firstName: "Sara",
            lastName: "Benali",
            name: SECRETS.childName,
            grades: [{ subject: "Maths", mark: SECRETS.grade, average: SECRETS.grade }],
          },
        ],
        mail: { to: SECRETS.email, text: SECRETS.mailText },
        deep: { a: { b: { c: { d: { token: SECRETS.token } } } } },
      },
      "an event",
    );
    const databaseError = Object.assign(new Error('new row for relation "Student" violates check constraint'), {
      code: "23514",
      detail: SECRETS.rowDetail,
    });
    logger.error(
      { err: new Error("the import failed", { cause: databaseError }), student: { name: SECRETS.childName } },
      "import failed",
    );

    const output = raw.join("");
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    for (const part of ["Sara", "Benali", "hunter2", "Bearer", "eyJhbGciOiJkaXIi"]) expect(output).not.toContain(part);

    const [event, failure] = lines();
    // the shape stays, so a reader sees what was there
    expect(event).toMatchObject({
      level: "info",
      msg: "an event",
      password: CENSORED,
      req: {
        method: "POST",
        headers: { Cookie: CENSORED, authorization: CENSORED, "set-cookie": CENSORED, host: "wasla.dz" },
      },
      students: [{ id: "ck1", firstName: CENSORED, name: CENSORED, grades: CENSORED }],
      deep: { a: { b: { c: { d: { token: CENSORED } } } } },
    });
    // an error keeps its message, its stack and its cause's, and loses the row PostgreSQL quoted
    expect(failure).toMatchObject({
      level: "error",
      msg: "import failed",
      err: { type: "Error", message: "the import failed", cause: { code: "23514", detail: CENSORED } },
    });
    const err = failure!.err as { stack: string; cause: { stack: string } };
    expect(err.stack).toMatch(/^Error: the import failed\n\s+at /);
    expect(err.cause.stack).toMatch(/violates check constraint\n\s+at /);
  });

  it("leaves out what a driver's error carries besides its own fields (its connection, the password in it)", () => {
    const { logger, raw, lines } = captured();
    const error = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      severity: "FATAL",
      secretKey: 1686204166,
      client: {
        connectionParameters: { user: "wasla", host: "db.internal", pass: "pg-pass-in-params" },
        buffer: Buffer.from("x"),
      },
      meta: { modelName: "User", target: ["email"] },
    });
    logger.error({ err: new AggregateError([error], "both failed") }, "queue error");
    expect(raw.join("")).not.toMatch(/pg-pass-in-params|db\.internal|1686204166/);
    expect(lines()[0]).toMatchObject({
      err: {
        type: "AggregateError",
        errors: [
          { code: "57P01", severity: "FATAL", secretKey: CENSORED, meta: { modelName: "User", target: ["email"] } },
        ],
      },
    });
    expect((lines()[0]!.err as { errors: object[] }).errors[0]).not.toHaveProperty("client");
  });

  it("logs an error given alone with its stack, its message as the line's", () => {
    const { logger, lines } = captured();
    logger.error(new TypeError("cannot read x"));
    expect(lines()[0]).toMatchObject({
      level: "error",
      msg: "cannot read x",
      err: {
        type: "TypeError",
        message: "cannot read x",
        stack: expect.stringMatching(/TypeError: cannot read x\n\s+at /),
      },
    });
  });

  it("writes one JSON line per event, with an ISO time", () => {
    const { logger, raw } = captured();
    logger.info({ path: "/fr/x\nforged line" }, "first");
    logger.warn("second");
    expect(raw).toHaveLength(2);
    for (const line of raw) expect(line.endsWith("}\n") && line.indexOf("\n") === line.length - 1).toBe(true);
    expect((JSON.parse(raw[0]!) as { time: string }).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("leaves cycles and repeated objects readable", () => {
    const shared = { id: "x" };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(censor(cyclic)).toEqual({ shared: { id: "x" }, again: { id: "x" }, self: "[circular]" });
  });
});

describe("the request id", () => {
  it("is on every line of a request, across awaits, and on no line outside one", async () => {
    const { logger, lines } = captured();
    logger.info("before");
    await Promise.all(
      ["req-a", "req-b"].map((id) =>
        runInRequest(id, async () => {
          logger.info("start");
          await new Promise((resolve) => setTimeout(resolve, id === "req-a" ? 15 : 5));
          await Promise.resolve().then(() => logger.info({ step: 2 }, "after a wait"));
          expect(currentRequestId()).toBe(id);
        }),
      ),
    );
    logger.info("after");
    const byMsg = lines().map((line) => [line.msg, line.reqId]);
    expect(byMsg[0]).toEqual(["before", undefined]);
    expect(byMsg.at(-1)).toEqual(["after", undefined]);
    expect(byMsg.slice(1, -1).sort()).toEqual([
      ["after a wait", "req-a"],
      ["after a wait", "req-b"],
      ["start", "req-a"],
      ["start", "req-b"],
    ]);
  });

  it("takes a load balancer's x-request-id, and makes one when it is missing or could forge a line", () => {
    expect(requestIdFrom("b7c6-44f1.9:lb@edge_1")).toBe("b7c6-44f1.9:lb@edge_1");
    expect(requestIdFrom(["first-id", "second"])).toBe("first-id");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, "", "two words", "line\nbreak", '"quoted"', "x".repeat(129)])
      expect(requestIdFrom(bad)).toMatch(uuid);
  });

  it("keeps the request a route handler already runs in (the production server's), or starts one", () => {
    runInRequest("from-server", () => inRequest("from-header", () => expect(currentRequestId()).toBe("from-server")));
    inRequest("from-header", () => expect(currentRequestId()).toBe("from-header"));
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("LOG_LEVEL", () => {
  it("names the level, info by default, warn under tests", () => {
    expect(levelFrom({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(levelFrom({ LOG_LEVEL: " WARN " })).toBe("warn");
    expect(levelFrom({ LOG_LEVEL: "verbose" })).toBe("info");
    expect(levelFrom({})).toBe("info");
    expect(levelFrom({ NODE_ENV: "test" })).toBe("warn");
  });
});

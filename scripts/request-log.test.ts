import { createServer } from "node:http";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, runInRequest } from "../src/platform/logger.mjs";
import { answerOf, listening } from "./http-answer";
import { logRequest, pathOf } from "./request-log.mjs";

// The production server's request line, on a stand-in server wrapped as scripts/server.mjs wraps Next.
const raw: string[] = [];
const log = createLogger({
  level: "debug",
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString("utf8"));
      done();
    },
  }),
});
const server = createServer((req, res) =>
  runInRequest(String(req.headers["x-request-id"]), () => {
    logRequest(req, res, log);
    res.statusCode = req.url?.startsWith("/boom") ? 500 : 200;
    res.end("ok");
  }),
);
const test = listening(server);

async function lineOf(path: string, requestId: string) {
  await answerOf(test.url() + path, { "x-request-id": requestId });
  await expect.poll(() => raw.some((line) => line.includes(`"reqId":"${requestId}"`))).toBe(true);
  return JSON.parse(raw.find((line) => line.includes(`"reqId":"${requestId}"`))!) as Record<string, unknown>;
}

describe("the request log", () => {
  it("writes one line per request with its id, method, path, status and time, never its query", async () => {
    const line = await lineOf("/fr/reset-password?token=0123456789abcdef-secret", "req-1");
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      reqId: "req-1",
      method: "GET",
      path: "/fr/reset-password",
      status: 200,
    });
    expect(typeof line.ms).toBe("number");
    expect(raw.join("")).not.toContain("0123456789abcdef-secret");
  });

  it("writes a failure as a warning, and the health checks and static files at debug level", async () => {
    expect(await lineOf("/boom", "req-2")).toMatchObject({ level: "warn", status: 500 });
    expect(await lineOf("/api/health", "req-3")).toMatchObject({ level: "debug", path: "/api/health" });
    expect(await lineOf("/_next/static/chunks/a.js", "req-4")).toMatchObject({ level: "debug" });
  });

  it("cuts a path's query, fragment and excess", () => {
    expect(pathOf("/old/annonces/x/modifier?token=abc#top")).toBe("/old/annonces/x/modifier");
    expect(pathOf(undefined)).toBe("/");
    expect(pathOf(`/${"a".repeat(400)}`)).toHaveLength(301);
  });
});

import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutBadCallbackUrl } from "../../../scripts/request-guard.mjs";
import { authOptions, safeRedirect } from "./options";

/**
 * A malformed `next-auth.callback-url` cookie (issue 27): next-auth reads it on every session read, and its default
 * redirect callback threw on it — every page answered 500 for that browser. Now it is ignored.
 */
const BASE = "http://localhost:3000";
// next-auth's core handler (what its route and getServerSession run), not exported under ESM conditions
const { AuthHandler } = createRequire(import.meta.url)(path.resolve("node_modules/next-auth/core/index.js")) as {
  AuthHandler: (params: unknown) => Promise<{ status?: number }>;
};

describe("the sign-in redirect", () => {
  it.each([
    ["/fr/profil", `${BASE}/fr/profil`],
    [`${BASE}/ar/dashboard`, `${BASE}/ar/dashboard`],
    ["https://evil.example/phish", BASE],
    ["//evil.example", BASE],
    ["http://%", BASE],
    ["%E0%A4%A", BASE],
    ["javascript:alert(1)", BASE],
    ["", BASE],
  ])("%s → %s", (url, expected) => expect(safeRedirect(url, BASE)).toBe(expected));

  it("a session read answers 500 with a malformed callback-url cookie — which the production server drops (scripts/request-guard.mjs)", async () => {
    const read = (cookies: Record<string, string>) =>
      AuthHandler({
        req: {
          action: "session",
          method: "GET",
          host: BASE,
          headers: { host: "localhost:3000" },
          cookies,
          query: {},
          body: {},
        } as never,
        options: {
          ...authOptions,
          secret: "a-test-secret-of-enough-length-1234567890",
          logger: { error: () => {}, warn: () => {}, debug: () => {} },
        },
      });
    // next-auth's own check, before any callback of ours: why the cookie must not reach it
    expect((await read({ "next-auth.callback-url": "http://%" })).status).toBe(500);
    const header = withoutBadCallbackUrl("next-auth.callback-url=http://%; wasla-locale=ar");
    const cookies = Object.fromEntries(
      (header ?? "").split("; ").map((pair: string) => pair.split("=") as [string, string]),
    );
    expect((await read(cookies)).status ?? 200).toBe(200);
  });
});

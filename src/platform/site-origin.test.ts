import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock("~/platform/auth/session", () => ({
  getActor: async () => null,
  getActorPendingPasswordChange: async () => null,
}));

// each test evaluates the modules afresh under its own environment
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllEnvs());

describe("NEXTAUTH_URL", () => {
  it("is required by a production server, which refuses to start and names it", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_PHASE", "");
    vi.stubEnv("NEXTAUTH_URL", "");
    await expect(import("~/env")).rejects.toThrow(/NEXTAUTH_URL is required in production/);
  });

  it("is not needed to build, nor in development", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("NEXTAUTH_URL", "");
    await expect(import("~/env")).resolves.toBeDefined();
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("NEXT_PHASE", "");
    await expect(import("~/env")).resolves.toBeDefined();
  });

  it("gives the origin of every link; development falls back to the local server", async () => {
    vi.stubEnv("NEXTAUTH_URL", "https://wasla.dz/api/auth");
    expect((await import("./site-origin")).siteOrigin()).toBe("https://wasla.dz");
    vi.resetModules();
    vi.stubEnv("NEXTAUTH_URL", "");
    vi.stubEnv("PORT", "3005");
    expect((await import("./site-origin")).siteOrigin()).toBe("http://localhost:3005");
  });
});

describe("links never come from the Host header", () => {
  it("the tRPC context (password-reset e-mails) takes its origin from configuration", async () => {
    vi.stubEnv("NEXTAUTH_URL", "");
    const { createTRPCContext } = await import("~/platform/api/context");
    const req = new Request("http://evil.example/api/trpc/auth.requestPasswordReset", {
      headers: { host: "evil.example" },
    });
    expect((await createTRPCContext({ req })).origin).toBe("http://localhost:3000");
  });

  it("no server code reads Host or X-Forwarded-Host", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders = readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && !f.includes("db/generated"))
      .filter((f) => /["'](x-forwarded-)?host["']/i.test(readFileSync(path.join(root, f), "utf8")));
    expect(offenders).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// each test evaluates src/env.ts afresh under its own environment
beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const SECRET = "a-production-secret-of-32-chars-or-more";

function productionServer(settings: Record<string, string>) {
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("NEXT_PHASE", "");
  vi.stubEnv("NEXTAUTH_URL", "https://wasla.dz");
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
}

describe("a production server without NEXTAUTH_SECRET", () => {
  it("refuses to start, naming the variable, instead of answering every request with a 500", async () => {
    productionServer({ NEXTAUTH_SECRET: "" });
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const { logger } = await import("~/platform/logger.mjs");
    const log = vi.spyOn(logger, "fatal").mockImplementation(() => undefined);
    await (await import("./startup")).checkEnvironmentAtStart();
    expect(exit).toHaveBeenCalledWith(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/NEXTAUTH_SECRET is required in production/);
  });

  it("refuses a secret too short to sign sessions", async () => {
    productionServer({ NEXTAUTH_SECRET: "short" });
    await expect(import("~/env")).rejects.toThrow(/NEXTAUTH_SECRET must be at least 32 characters/);
  });

  it("starts with both settings", async () => {
    productionServer({ NEXTAUTH_SECRET: SECRET });
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    await (await import("./startup")).checkEnvironmentAtStart();
    expect(exit).not.toHaveBeenCalled();
  });

  it("is fine to build, and in development (a fixed development secret)", async () => {
    productionServer({ NEXTAUTH_SECRET: "", NEXT_PHASE: "phase-production-build" });
    await expect(import("~/env")).resolves.toBeDefined();
    vi.resetModules();
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("NEXT_PHASE", "");
    await expect(import("~/env")).resolves.toBeDefined();
  });
});

describe("LOG_LEVEL", () => {
  it("stops the start when misspelt, naming it; any letter case of a level is fine", async () => {
    vi.stubEnv("LOG_LEVEL", "verbose");
    await expect(import("~/env")).rejects.toThrow(/LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent/);
    vi.resetModules();
    vi.stubEnv("LOG_LEVEL", " Debug ");
    await expect(import("~/env")).resolves.toMatchObject({ env: { LOG_LEVEL: "debug" } });
  });
});

describe("Pusher settings", () => {
  const server = { PUSHER_APP_ID: "1234567", PUSHER_KEY: "abc123", PUSHER_SECRET: "s3cr3t", PUSHER_CLUSTER: "eu" };
  const set = (settings: Record<string, string>) =>
    Object.entries(settings).forEach(([name, value]) => vi.stubEnv(name, value));

  it("come all four or none, and the browser's copy must name the same app", async () => {
    set({ ...server, PUSHER_SECRET: "" });
    await expect(import("~/env")).rejects.toThrow(/PUSHER_SECRET must be set too/);
    vi.resetModules();
    set({ ...server, NEXT_PUBLIC_PUSHER_KEY: "other1", NEXT_PUBLIC_PUSHER_CLUSTER: "eu" });
    await expect(import("~/env")).rejects.toThrow(/NEXT_PUBLIC_PUSHER_KEY must equal PUSHER_KEY/);
    vi.resetModules();
    set({ ...server, PUSHER_CLUSTER: "EU west" });
    await expect(import("~/env")).rejects.toThrow(/PUSHER_CLUSTER must be the app's cluster/);
  });

  it("start with the four, with or without the browser's copy", async () => {
    set(server);
    await expect(import("~/env")).resolves.toBeDefined();
    vi.resetModules();
    set({ ...server, NEXT_PUBLIC_PUSHER_KEY: "abc123", NEXT_PUBLIC_PUSHER_CLUSTER: "eu" });
    await expect(import("~/env")).resolves.toBeDefined();
  });
});

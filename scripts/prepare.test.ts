import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// `npm start` runs this step, then the server: a step that never exits means a server that never starts. With
// REDIS_URL set, the rate limits' Redis connection (opened when the services load) kept it alive for good.
const dir = mkdtempSync(path.join(os.tmpdir(), "wasla-prepare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("npm start's database step exits when it is done, with REDIS_URL set", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/prepare.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "a-production-secret-of-32-chars-or-more",
      NEXTAUTH_URL: "https://wasla.example",
      DATABASE_URL: "",
      PGLITE_DIR: path.join(dir, "pglite"),
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = once(child, "exit") as Promise<[number | null]>;
  const timer = setTimeout(() => child.kill("SIGKILL"), 100_000);
  const [code] = await done;
  clearTimeout(timer);
  expect(output).toMatch(/already there|applied/);
  expect(code, output).toBe(0);
}, 120_000);

// The production servers the page benches (lighthouse, ttfb) measure: ours on a fresh embedded database seeded
// with the demo, started from `.next`, and any other that answers at a URL once up.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { join } from "node:path";

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx (60 s at most); a server that exits or stays silent is an error. */
export async function waitUntilUp(server: ChildProcess, url: string, name: string) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the ${name} exited (${server.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`the ${name} did not answer within 60 s`);
}

/** A production server of .next on its own seeded embedded database under `dataDir`. */
export async function startServer(dataDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: "bench-only-secret-bench-only-secret-bench",
    NEXTAUTH_URL: `http://localhost:${port}`,
    PGLITE_DIR: join(dataDir, "pglite"),
    UPLOAD_DIR: join(dataDir, "uploads"),
    MAIL_OUTBOX_FILE: join(dataDir, "outbox.jsonl"),
  };
  delete env.DATABASE_URL;
  const seeded = spawnSync("npx", ["tsx", "scripts/e2e-db.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, NODE_ENV: "test" },
  });
  if (seeded.status !== 0) throw new Error("seeding the bench database failed");
  const server = spawn("node", ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, NODE_ENV: "production" },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(server, `${base}/api/build-id`, "bench server");
  return { base, server };
}

/** Stops a server and waits for it (an embedded database is closed before its directory goes). */
export async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, "exit");
  server.kill("SIGTERM");
  await exited;
}

/** The board's first ad, as the page benches' "ad page". */
export async function firstAdPath(base: string): Promise<string | undefined> {
  const board = await (await fetch(`${base}/fr/old/annonces`)).text();
  return /href="(\/fr\/old\/annonces\/[a-z0-9-]+)"/.exec(board)?.[1];
}

/** Signs in through next-auth's credentials endpoint (as the login form does): the cookies of the session. */
export async function signIn(base: string, identifier: string, password = "wasla-demo-2026"): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, identifier, password, json: "true" }),
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.includes("session-token"));
  if (!session) throw new Error(`${identifier} could not sign in (${response.status})`);
  return `${cookie}; ${session}`;
}

/** psql against `url`, its output trimmed (the PostgreSQL benches make and drop their own database with it). */
export function psql(url: string, sql: string): string {
  const result = spawnSync("psql", [url, "-Atqc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** A production server of .next with `env` (its DATABASE_URL on PostgreSQL), on a free port, once it answers. */
export async function startProductionServer(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const server = spawn("node", ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    // several instances behind a proxy share the proxy's address
    env: {
      ...env,
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "bench-only-secret-bench-only-secret-bench",
      NEXTAUTH_URL: env.NEXTAUTH_URL ?? `http://localhost:${port}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(server, `${base}/api/build-id`, "bench server");
  return { server, base };
}

/**
 * A simple round-robin HTTP proxy in front of several instances (the peak bench's "two instances behind a proxy"):
 * each request goes whole to the next instance; `counts` says how the load was split.
 */
export async function startProxy(
  bases: string[],
  port: number,
): Promise<{ base: string; counts: number[]; close: () => Promise<void> }> {
  const { createServer: createHttpServer, request, Agent } = await import("node:http");
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const counts = bases.map(() => 0);
  let next = 0;
  const proxy = createHttpServer((incoming, outgoing) => {
    const i = next++ % bases.length;
    counts[i]!++;
    const target = new URL(incoming.url ?? "/", bases[i]);
    const upstream = request(target, { method: incoming.method, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

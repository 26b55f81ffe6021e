// Database statements and server time per signed-in page (issue 28, "one door"): a production server of `.next` on
// a fresh PostgreSQL database seeded with the demo, PostgreSQL logging every statement of that database; each page is
// asked once to warm up, then REPEAT times; the statements between two markers are counted (pg-boss's own polling
// is left out). Run: `npm run bench -- queries` (needs `next build` first and PostgreSQL on TEST_DATABASE_URL's host).
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { psql, signIn, startProductionServer, stopServer } from "./app-server";

const REPEAT = 10;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const LOG = process.env.PG_LOG ?? "/var/log/postgresql/postgresql-15-main.log";
const PAGES: [string, string][] = [
  ["parent", "/fr/dashboard"],
  ["parent", "/fr/report-cards"],
  ["parent", "/fr/payments"],
  ["parent", "/fr/absences"],
  ["teacher", "/fr/dashboard"],
  ["admin", "/fr/dashboard"],
];
const PEOPLE: Record<string, string> = {
  parent: "parent@wasla.dz",
  teacher: "teacher@wasla.dz",
  admin: "admin@wasla.dz",
};

export async function main() {
  const name = `wasla_bench_queries_${process.pid}`;
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name}`);
  psql(ADMIN_URL, `CREATE DATABASE ${name}`);
  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: "1" };
  for (const script of ["scripts/migrate.ts", "scripts/seed.ts"]) {
    if (spawnSync("npx", ["tsx", script], { stdio: ["ignore", "ignore", "inherit"], env }).status !== 0)
      throw new Error(`${script} failed`);
  }
  psql(ADMIN_URL, `ALTER DATABASE ${name} SET log_statement = 'all'`);
  const { server, base } = await startProductionServer(env);
  try {
    const rows: string[] = [];
    for (const [who, path] of PAGES) {
      const cookie = await signIn(base, PEOPLE[who]!);
      const get = async () => {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
        await response.text();
        if (response.status !== 200) throw new Error(`${path} as ${who}: ${response.status}`);
        return performance.now() - started;
      };
      await get();
      const from = statSync(LOG).size;
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) times.push(await get());
      await new Promise((r) => setTimeout(r, 300));
      const logged = readFileSync(LOG, "utf8").slice(from);
      // the app's own connections to this database (the pool keeps them open)
      const pids = new Set(
        psql(ADMIN_URL, `SELECT pid FROM pg_stat_activity WHERE datname = '${name}'`).split("\n").filter(Boolean),
      );
      const statements = logged.split("\n").filter((line) => {
        const pid = /\[(\d+)\]/.exec(line)?.[1];
        return (
          !!pid &&
          pids.has(pid) &&
          /LOG: {2}(statement|execute [^:]*):/.test(line) &&
          !/pgboss/i.test(line) &&
          !/^.*: (BEGIN|COMMIT|DEALLOCATE)/.test(line)
        );
      });
      if (process.env.BENCH_SHOW === path) {
        // the statements of one request, the same text counted together
        const seen = new Map<string, number>();
        for (const line of statements.slice(0, Math.round(statements.length / REPEAT))) {
          const text = line.replace(/^.*?LOG: {2}(statement|execute [^:]*): /, "").slice(0, 160);
          seen.set(text, (seen.get(text) ?? 0) + 1);
        }
        for (const [text, count] of seen) console.log(`${String(count).padStart(3)} × ${text}`);
      }
      times.sort((a, b) => a - b);
      rows.push(
        `${who.padEnd(8)} ${path.padEnd(16)} ${(statements.length / REPEAT).toFixed(1).padStart(6)} statements  p50 ${times[REPEAT >> 1]!.toFixed(0).padStart(5)} ms`,
      );
    }
    console.log(rows.join("\n"));
  } finally {
    await stopServer(server);
    psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

// Results day (issue 35), `npm run bench -- peak`: one production instance of `.next` on a fresh PostgreSQL database
// (TEST_DATABASE_URL's server) holding the demo school grown to BENCH_FAMILIES families (bench/peak-families.ts).
//   1. publishing: every class is published; the job queue makes each card's French and Arabic PDFs — how long
//      until all are stored (BENCH_PDF_WAIT_S at most; what is not made by then is made on its first download);
//   2. ratios: 20 s of BENCH_CONNECTIONS concurrent clients on /api/auth/providers, a parent's dashboard, a card's
//      page, the bare / and /fr — requests per second, p50/p95, errors;
//   3. the 59-parent burst: 59 parents of two classes sign in, open their child's card and download its PDF at once;
//   4. the peak: every family signs in, opens the card and downloads its PDF within BENCH_PEAK_S (600) seconds — a
//      burst of 200 in the first minute, the others spread over the rest;
//   5. the receipts: 100 parents ask for a payment's receipt at once (printed on demand through the PDF pool);
// with the load average and the instance's memory (its process and Chromium's) before, at the end and after a
// minute of rest. Not a test: figures to compare, in one run (docs/results-day.md keeps them).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, existsSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, psql, signIn, startProductionServer, startProxy, stopServer } from "./app-server";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const PEAK_S = Number(process.env.BENCH_PEAK_S ?? 600);
const PDF_WAIT_S = Number(process.env.BENCH_PDF_WAIT_S ?? 2400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
// BENCH_INSTANCES=2: two instances on the same database and Redis (BENCH_REDIS_URL, its database emptied first),
// behind a round-robin proxy
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";
const TIMEOUT_MS = 30_000;

interface Family {
  email: string;
  cardId: string;
  classId: string;
  termId: string;
  paymentId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50/p95/max of durations in ms, and how many failed */
function summary(name: string, samples: { ms: number; ok: boolean }[]) {
  const ok = samples
    .filter((s) => s.ok)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const at = (q: number) => (ok.length ? ok[Math.min(ok.length - 1, Math.floor(q * ok.length))]!.toFixed(0) : "—");
  const errors = samples.length - ok.length;
  return `${name.padEnd(22)} n ${String(samples.length).padStart(5)}   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   max ${at(1).padStart(6)} ms   errors ${errors}`;
}

/** Resident memory of a process and every process under it (the server and its Chromium), in MB. */
function treeRssMb(root: number): number {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}

async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; ok: boolean; status: number; headers?: Headers }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return {
      ms: performance.now() - started,
      ok: response.status === 200,
      status: response.status,
      headers: response.headers,
    };
  } catch {
    return { ms: performance.now() - started, ok: false, status: 0 };
  }
}

/** One family's visit: sign in, the card's page, its PDF (French). */
async function visit(
  base: string,
  family: Family,
  log: Record<string, { ms: number; ok: boolean }[]>,
  made: Map<string, number>,
) {
  const started = performance.now();
  let cookie: string;
  try {
    cookie = await signIn(base, family.email);
    log.signIn!.push({ ms: performance.now() - started, ok: true });
  } catch {
    log.signIn!.push({ ms: performance.now() - started, ok: false });
    return;
  }
  log.card!.push(await timed(`${base}/fr/report-cards/${family.cardId}`, { headers: { cookie } }));
  const pdf = await timed(`${base}/api/report-cards/pdf?card=${family.cardId}&lang=fr`, { headers: { cookie } });
  log.pdf!.push(pdf);
  const how = pdf.ok ? (pdf.headers?.get("x-wasla-pdf") ?? "?") : `status ${pdf.status}`;
  made.set(how, (made.get(how) ?? 0) + 1);
}

/** `connections` clients asking `url` one after the other for `seconds`: requests per second and latencies. */
async function closedLoop(url: string, cookie: string | null, seconds: number, connections: number) {
  const samples: { ms: number; ok: boolean }[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) samples.push(await timed(url, cookie ? { headers: { cookie } } : {}));
    }),
  );
  return { rps: samples.length / seconds, samples };
}

async function storedPdfs(uploads: string): Promise<number> {
  const dir = join(uploads, "private", "report-cards");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir).reduce(
    (n, card) => n + readdirSync(join(dir, card)).filter((f) => f.endsWith(".pdf")).length,
    0,
  );
}

export async function benchPeak() {
  const name = `wasla_bench_peak_${process.pid}`;
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const dir = mkdtempSync(join(tmpdir(), "wasla-peak-"));
  const uploads = join(dir, "uploads");
  psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name}`);
  psql(ADMIN_URL, `CREATE DATABASE ${name}`);
  const env = {
    ...process.env,
    DATABASE_URL: url,
    UPLOAD_DIR: uploads,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
  };
  for (const script of ["scripts/migrate.ts", "scripts/seed.ts"]) {
    if (spawnSync("npx", ["tsx", script], { stdio: ["ignore", "ignore", "inherit"], env }).status !== 0)
      throw new Error(`${script} failed`);
  }
  const made = spawnSync("npx", ["tsx", "bench/peak-families.ts"], {
    encoding: "utf8",
    env: { ...env, BENCH_FAMILIES: String(FAMILIES) },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (made.status !== 0) throw new Error(`peak-families failed: ${made.stderr}`);
  const families: Family[] = made.stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Family);
  console.log(`peak: ${families.length} families in the demo school`);

  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  const servers: Awaited<ReturnType<typeof startProductionServer>>["server"][] = [];
  let base: string;
  if (INSTANCES > 1) {
    const { Redis } = await import("ioredis");
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    const port = await freePort();
    const shared = { ...env, REDIS_URL, NEXTAUTH_URL: `http://localhost:${port}` };
    const bases: string[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const started = await startProductionServer(shared);
      servers.push(started.server);
      bases.push(started.base);
    }
    proxy = await startProxy(bases, port);
    base = proxy.base;
  } else {
    const started = await startProductionServer(env);
    servers.push(started.server);
    base = started.base;
  }
  const rss = () => servers.reduce((mb, s) => mb + treeRssMb(s.pid!), 0);
  try {
    await sleep(3_000);
    const rssStart = rss();
    console.log(
      `peak: ${INSTANCES} instance(s) up${proxy ? " behind a round-robin proxy" : ""}, RSS ${rssStart} MB, load ${loadavg()[0]!.toFixed(1)}`,
    );

    // 1. publishing: every class, then the queue makes the PDFs
    const admin = await signIn(base, "admin@wasla.dz");
    const classes = [...new Map(families.map((f) => [f.classId, f.termId])).entries()];
    const published = performance.now();
    for (const [classId, termId] of classes) {
      const response = await fetch(`${base}/api/trpc/reportCards.setRelease`, {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/json" },
        body: JSON.stringify({ json: { classId, termId, released: true } }),
      });
      if (!response.ok) throw new Error(`publishing ${classId}: ${response.status} ${await response.text()}`);
    }
    const wanted = families.length * 2;
    let stored = 0;
    while (performance.now() - published < PDF_WAIT_S * 1000) {
      stored = await storedPdfs(uploads);
      if (stored >= wanted) break;
      await sleep(5_000);
    }
    const pdfSeconds = (performance.now() - published) / 1000;
    console.log(
      `publishing: ${classes.length} classes; the queue stored ${stored} of ${wanted} PDFs in ${pdfSeconds.toFixed(0)} s (${(stored / pdfSeconds).toFixed(1)}/s), RSS ${rss()} MB`,
    );

    // 2. ratios
    const parent = await signIn(base, families[0]!.email);
    const ratios: [string, string, string | null][] = [
      ["/api/auth/providers", `${base}/api/auth/providers`, null],
      ["parent dashboard", `${base}/fr/dashboard`, parent],
      ["card page", `${base}/fr/report-cards/${families[0]!.cardId}`, parent],
      ["bare /", `${base}/`, null],
      ["/fr", `${base}/fr`, null],
    ];
    let providers = 0;
    for (const [label, target, cookie] of ratios) {
      const { rps, samples } = await closedLoop(target, cookie, 20, CONNECTIONS);
      if (label === "/api/auth/providers") providers = rps;
      console.log(
        `${summary(label, samples)}   ${rps.toFixed(1)} req/s (× ${(rps / providers).toFixed(2)} of providers), load ${loadavg()[0]!.toFixed(1)}`,
      );
      await sleep(3_000);
    }

    // 3. the 59-parent burst (two classes' families)
    const burst = families.filter((f) => f.classId === classes[0]![0] || f.classId === classes[1]![0]).slice(0, 59);
    const burstLog = { signIn: [], card: [], pdf: [] } as Record<string, { ms: number; ok: boolean }[]>;
    const burstMade = new Map<string, number>();
    const burstStarted = performance.now();
    await Promise.all(burst.map((f) => visit(base, f, burstLog, burstMade)));
    console.log(
      `59-parent burst (${burst.length} at once, ${((performance.now() - burstStarted) / 1000).toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)}):`,
    );
    for (const step of ["signIn", "card", "pdf"]) console.log(`  ${summary(step, burstLog[step]!)}`);
    console.log(`  PDFs: ${[...burstMade].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    await sleep(10_000);

    // 4. the peak
    const peakLog = { signIn: [], card: [], pdf: [] } as Record<string, { ms: number; ok: boolean }[]>;
    const peakMade = new Map<string, number>();
    const first = Math.min(200, families.length);
    const arrivals = families.map((_, i) =>
      i < first
        ? (i / first) * 60_000
        : 60_000 + ((i - first) / Math.max(1, families.length - first)) * (PEAK_S - 60) * 1000,
    );
    let maxLoad = 0;
    const watch = setInterval(() => (maxLoad = Math.max(maxLoad, loadavg()[0]!)), 1_000);
    const peakStarted = performance.now();
    await Promise.all(
      families.map(async (f, i) => {
        await sleep(arrivals[i]!);
        await visit(base, f, peakLog, peakMade);
      }),
    );
    clearInterval(watch);
    const rssEnd = rss();
    console.log(
      `peak (${families.length} families, 200 in the first minute, the rest over ${PEAK_S - 60} s; ${((performance.now() - peakStarted) / 1000).toFixed(0)} s, load max ${maxLoad.toFixed(1)}):`,
    );
    for (const step of ["signIn", "card", "pdf"]) console.log(`  ${summary(step, peakLog[step]!)}`);
    console.log(`  PDFs: ${[...peakMade].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    await sleep(60_000);
    const rssRest = rss();

    // 5. the receipts' PDF pool: 100 parents ask for a receipt at once (printed on demand, not stored)
    const askers = families.slice(0, 100);
    const cookies = await Promise.all(askers.map((f) => signIn(base, f.email).catch(() => null)));
    const receipts: { ms: number; ok: boolean }[] = [];
    const answers = new Map<string, number>();
    const receiptsStarted = performance.now();
    await Promise.all(
      askers.map(async (f, i) => {
        if (!cookies[i]) return void answers.set("no sign-in", (answers.get("no sign-in") ?? 0) + 1);
        const answer = await timed(`${base}/api/payments/${f.paymentId}/receipt?locale=fr`, {
          headers: { cookie: cookies[i]! },
        });
        receipts.push(answer);
        const how = answer.status === 0 ? "timeout" : String(answer.status);
        answers.set(how, (answers.get(how) ?? 0) + 1);
      }),
    );
    console.log(
      `receipts (${askers.length} at once, ${((performance.now() - receiptsStarted) / 1000).toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)}):`,
    );
    console.log(`  ${summary("receipt PDF", receipts)}`);
    console.log(
      `  answers: ${[...answers].map(([k, n]) => `${k} × ${n}`).join(", ")} (200 printed, 503 "being prepared", 429 one at a time)`,
    );
    console.log(
      `memory: RSS ${rssStart} MB before, ${rssEnd} MB at the end of the peak, ${rssRest} MB after a minute of rest, ${rss()} MB after the receipts (server + Chromium)`,
    );
    if (proxy) console.log(`load split: ${proxy.counts.join(" / ")} requests`);
  } finally {
    await proxy?.close();
    for (const server of servers) await stopServer(server);
    psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

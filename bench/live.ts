// npm run bench -- live: what a live update costs between two browsers (issue 50), on .next and a fresh embedded
// database seeded with the demo. A parent writes to the school's office; the parent and an administrator keep the
// conversation open in two Chromium contexts; the administrator sends ROUNDS replies, one at a time, and we time
// each from the request's start to the reply's text on the parent's screen, then the parent's read receipt on the
// administrator's. Bytes: the live channel's SSE bytes per update on the parent's side (the event), and what the
// screen fetched because of it (the route's re-render), read from Chromium's network events.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import fr from "../locales/fr.json" with { type: "json" };
import { startServer, stopServer } from "./app-server";

const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 30);
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

async function signedIn(browser: Browser, base: string, identifier: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password: "wasla-demo-2026", json: "true" },
    maxRedirects: 0,
  });
  return page;
}

async function call<T>(page: Page, path: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: input }),
      });
      const body = (await response.json()) as { result?: { data?: { json?: unknown } }; error?: unknown };
      if (!response.ok) throw new Error(JSON.stringify(body.error));
      return body.result?.data?.json;
    },
    { path, input },
  ) as Promise<T>;
}

/** Bytes Chromium received on `page`: the live stream's, and every other response's (the re-renders). */
async function byteCounter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const counts = { stream: 0, other: 0 };
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  // an EventSource's bytes arrive as messages, not as data: each counted as its SSE frame
  cdp.on("Network.eventSourceMessageReceived", (e) => {
    counts.stream += `event: ${e.eventName}\ndata: ${e.data}\n${e.eventId ? `id: ${e.eventId}\n` : ""}\n`.length;
  });
  cdp.on("Network.dataReceived", (e) => {
    const url = urls.get(e.requestId) ?? "";
    if (!url.includes("notifications.live")) counts.other += e.encodedDataLength || e.dataLength;
  });
  return counts;
}

const pct = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;

export async function benchLive(projectDir = process.cwd()) {
  mkdirSync(join(projectDir, ".data"), { recursive: true });
  const dataDir = mkdtempSync(join(projectDir, ".data", "bench-live-"));
  const started = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_PATH ?? HEADLESS_SHELL,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const { base } = started;
    const parent = await signedIn(browser, base, "parent@wasla.dz");
    const admin = await signedIn(browser, base, "admin@wasla.dz");
    await parent.goto("/fr/messages");
    const [school] = await parent.evaluate(async () => {
      const response = await fetch(`/api/trpc/school.mine?input=${encodeURIComponent(JSON.stringify({ json: null }))}`);
      return ((await response.json()) as { result: { data: { json: { id: string }[] } } }).result.data.json;
    });
    const sara = await parent.evaluate(async (schoolId) => {
      const input = encodeURIComponent(JSON.stringify({ json: { schoolId } }));
      const response = await fetch(`/api/trpc/messages.contacts?input=${input}`);
      type Contacts = { children: { id: string; name: string }[] };
      const body = (await response.json()) as { result: { data: { json: Contacts } } };
      return body.result.data.json.children.find((c) => c.name === "Sara Élève")!.id;
    }, school!.id);
    const { conversationId } = await call<{ conversationId: string }>(parent, "messages.start", {
      schoolId: school!.id,
      to: "office",
      studentId: sara,
      body: "Bonjour, une question pour le secrétariat.",
    });
    for (const page of [parent, admin]) {
      await page.goto(`/fr/messages/${conversationId}`);
      await page.locator("html[data-live]").waitFor({ state: "attached", timeout: 30_000 });
    }
    const parentBytes = await byteCounter(parent);
    const reply = (text: string) => {
      const form = { conversationId, body: text };
      return admin.evaluate(async (fields) => {
        const data = new FormData();
        data.set("fields", JSON.stringify(fields));
        const response = await fetch("/api/trpc/messages.send", { method: "POST", body: data });
        if (!response.ok) throw new Error(`send: ${response.status}`);
      }, form);
    };
    const toParent: number[] = [];
    const receipts: number[] = [];
    const streamBytes: number[] = [];
    const otherBytes: number[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const text = `Réponse ${i} ${Date.now()}`;
      const before = { ...parentBytes };
      const t0 = performance.now();
      await reply(text);
      await parent.getByText(text).waitFor({ timeout: 15_000 });
      const t1 = performance.now();
      // the parent's screen read it: the administrator's receipt says so
      await admin.waitForFunction(
        ({ text, read }) => {
          const bubbles = [...document.querySelectorAll('[data-testid="message"]')];
          const mine = bubbles.find((b) => b.textContent?.includes(text));
          return mine?.querySelector('[data-testid="receipt"]')?.textContent === read;
        },
        { text, read: fr["messages.read"] },
        { timeout: 15_000 },
      );
      const t2 = performance.now();
      await new Promise((r) => setTimeout(r, 300)); // the parent's re-render and read settle before the next round
      if (i < 3) continue; // warm-up
      toParent.push(t1 - t0);
      receipts.push(t2 - t1);
      streamBytes.push(parentBytes.stream - before.stream);
      otherBytes.push(parentBytes.other - before.other);
    }
    const line = (name: string, s: number[], unit: string) =>
      console.log(
        `${name.padEnd(52)} p50 ${pct(s, 0.5).toFixed(0).padStart(7)} ${unit}   p95 ${pct(s, 0.95).toFixed(0).padStart(7)} ${unit}`,
      );
    console.log(`\nLive updates between two browsers (${ROUNDS} replies, after 3 warm-up)`);
    line("reply sent → on the other browser's screen", toParent, "ms");
    line("shown → the writer's receipt says read", receipts, "ms");
    line("live stream bytes per reply (the events)", streamBytes, "B ");
    line("other bytes per reply (re-render, read)", otherBytes, "B ");
  } finally {
    await browser.close();
    await stopServer(started.server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// no `import "server-only"`: the seed and the scripts load the grades module (its jobs) under tsx, where it throws;
// a screen importing this file is refused by the boundary lint (docs/architecture.md), and playwright-core never bundles
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { env } from "~/env";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";

/**
 * Report cards and payment receipts as PDF: Chromium prints our own print view (docs/grades.md says why: its Arabic shaping and
 * right-to-left layout are right where PDF libraries' are not — PLATFORM-NOTES). CHROMIUM_PATH points at the
 * browser; unset, Chromium's headless shell when installed (Debian's chromium-headless-shell: the same Blink and
 * PDF printer without the full browser's compositor and UI, ~40 % less time over the journeys, which print cards,
 * receipts and documents with it), else /usr/bin/chromium. Without one, the PDF link is not offered and people
 * print the print view from their own browser ("Save as PDF"), which gives the same page.
 */
export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const chromiumPath = () =>
  env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const pdfAvailable = () => existsSync(chromiumPath());

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * One Chromium for the process, started on the first PDF and reused (a launch costs about a second). The promise is
 * recorded before anything is awaited: concurrent first requests share one launch (recorded after an await, a
 * burst of 25 first PDFs launched 20 browsers, ~1.9 GB, that kept running — issue 35).
 */
let browser: Promise<Browser> | null = null;

/**
 * Chromium is closed after a minute without a PDF: it keeps what its renders used (the 1,000-family peak left the
 * instance at 2.5 GB, 1.9 GB a minute later, against 180 MB before), and a launch costs about a second.
 */
export const browserIdle = { ms: 60_000 };
let idleTimer: NodeJS.Timeout | null = null;
let inUse = 0;

function closeWhenIdle() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (inUse === 0) void closeBrowser();
  }, browserIdle.ms);
  idleTimer.unref();
}

function getBrowser(): Promise<Browser> {
  browser ??= launchBrowser().then(
    (b) => {
      b.on("disconnected", () => {
        browser = null;
      });
      return b;
    },
    (error: unknown) => {
      browser = null;
      throw error;
    },
  );
  return browser;
}

async function launchBrowser(): Promise<Browser> {
  browserLaunches.count++;
  const { chromium } = await import("playwright-core");
  // the server's own SIGTERM handler drains and exits (scripts/shutdown.mjs): Playwright's would replace Node's
  // default exit with a listener of its own, and the server ignored a restart (issue 27)
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ARGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Closes the process's Chromium (tests; the next PDF launches a new one). */
export async function closeBrowser(): Promise<void> {
  const current = browser;
  browser = null;
  if (current) await (await current.catch(() => null))?.close();
}

/** Whether the process's Chromium is running (or starting). */
export const browserRunning = () => browser !== null;

/** How many Chromium processes this module launched (a test checks a burst of first renders launches one). */
export const browserLaunches = { count: 0 };

/** A4 (report cards, receipts) or a roll of this width (a receipt printer's 80 mm): one strip as long as the page. */
export type PdfPaper = "A4" | { rollWidthMm: number };

/**
 * How many PDFs render at once: each is a Chromium page that loads our print view, and 8 receipts at once took 19 s
 * for everyone (issue 27). Two at a time for the process, one per person; others wait their turn in a short queue,
 * and beyond it are told to come back (PdfBusyError: 503 with Retry-After).
 */
export const PDF_LIMITS = { concurrent: 2, waiting: 16, perPerson: 1, waitMs: 30_000 };

export class PdfBusyError extends Error {
  constructor(readonly reason: "server" | "person") {
    super(`PDF rendering busy (${reason})`);
  }
}

let rendering = 0;
const queue: (() => void)[] = [];
const perPerson = new Map<string, number>();

/** Runs `render` in a slot of the process's PDF limits, `owner` (the asker's user id) holding one slot at most. */
export async function withPdfSlot<T>(owner: string, render: () => Promise<T>): Promise<T> {
  if ((perPerson.get(owner) ?? 0) >= PDF_LIMITS.perPerson) throw new PdfBusyError("person");
  perPerson.set(owner, (perPerson.get(owner) ?? 0) + 1);
  try {
    if (rendering >= PDF_LIMITS.concurrent) {
      if (queue.length >= PDF_LIMITS.waiting) throw new PdfBusyError("server");
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(turn), 1);
          reject(new PdfBusyError("server"));
        }, PDF_LIMITS.waitMs);
        queue.push(turn);
      });
    } else {
      rendering++;
    }
    try {
      return await render();
    } finally {
      // the slot passes to the next in line, or is freed
      const next = queue.shift();
      if (next) next();
      else rendering--;
    }
  } finally {
    const held = (perPerson.get(owner) ?? 1) - 1;
    if (held) perPerson.set(owner, held);
    else perPerson.delete(owner);
  }
}

/**
 * Renders `url` (our print view, on this server) to a PDF, as the person asking: their cookie goes with the
 * request, so the print view applies the same permissions as on screen. `owner` is the asker (PDF_LIMITS).
 */
export async function printToPdf(
  url: string,
  cookie: string | null,
  paper: PdfPaper = "A4",
  owner = "anonymous",
): Promise<Buffer> {
  return withPdfSlot(owner, () => render(url, cookie, paper));
}

async function render(url: string, cookie: string | null, paper: PdfPaper): Promise<Buffer> {
  inUse++;
  try {
    return await renderPage(url, cookie, paper);
  } finally {
    inUse--;
    closeWhenIdle();
  }
}

async function renderPage(url: string, cookie: string | null, paper: PdfPaper): Promise<Buffer> {
  const roll = paper === "A4" ? null : paper.rollWidthMm;
  // a roll is laid out at its own width (96 px an inch) so its height can be measured
  const viewport = roll ? { width: Math.round((roll * 96) / 25.4), height: 100 } : undefined;
  // the print view is complete as the server renders it: its page scripts are not run (an A4 sheet), and the page is
  // printed once loaded with its fonts, not after 500 ms without network ("networkidle" cost half a second a PDF,
  // and the queue makes a published school's PDFs one after the other — issue 35)
  const context = await (
    await getBrowser()
  ).newContext({
    extraHTTPHeaders: cookie ? { cookie } : {},
    javaScriptEnabled: !!roll,
    ...(viewport ? { viewport } : {}),
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response || !response.ok()) throw new PdfSourceError(response?.status() ?? 500);
    await page.evaluate(() => document.fonts.ready);
    if (!roll)
      return await page.pdf({
        format: "A4",
        printBackground: true,
        margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" },
      });
    await page.emulateMedia({ media: "print" });
    // the print view's own content (its <main>), not the window: a short receipt is shorter than any viewport
    const height = await page.evaluate(() =>
      Math.ceil((document.querySelector("main") ?? document.body).getBoundingClientRect().bottom + window.scrollY),
    );
    // the page box is exactly the strip (plus 3 mm above and below): a taller CSS size would be shrunk to fit
    const lengthMm = Math.ceil((height * 25.4) / 96) + 7;
    // last in the document, so it wins over the print view's own @page (a full-length roll for the browser's dialog)
    await page.evaluate(
      (css) => document.body.append(Object.assign(document.createElement("style"), { textContent: css })),
      `@page { size: ${roll}mm ${lengthMm}mm; margin: 3mm 0; }`,
    );
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await context.close();
  }
}

export class PdfSourceError extends Error {
  constructor(readonly status: number) {
    super(`print view answered ${status}`);
  }
}

/** The answer of a PDF route when rendering failed for a known reason (busy, the print view refused), else null. */
export function pdfFailure(error: unknown, locale: Locale): Response | null {
  if (error instanceof PdfBusyError) {
    return new Response(t(locale, "errors.pdfBusy"), {
      status: error.reason === "person" ? 429 : 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "10", "cache-control": "no-store" },
    });
  }
  if (error instanceof PdfSourceError)
    return new Response("PDF failed", { status: error.status >= 500 ? 502 : error.status });
  return null;
}

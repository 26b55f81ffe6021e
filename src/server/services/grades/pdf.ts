import "server-only";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { env } from "~/env";

/**
 * Report cards as PDF: Chromium prints our own print view (docs/grades.md says why: its Arabic shaping and
 * right-to-left layout are right where PDF libraries' are not — PLATFORM-NOTES). CHROMIUM_PATH points at the
 * browser (default /usr/bin/chromium); without one, the PDF link is not offered and people print the print view
 * from their own browser ("Save as PDF"), which gives the same page.
 */
export const chromiumPath = () => env.CHROMIUM_PATH;

export const pdfAvailable = () => existsSync(chromiumPath());

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

/** One Chromium for the process, started on the first PDF and reused (a launch costs about a second). */
let browser: Promise<Browser> | null = null;

async function getBrowser() {
  if (!browser) {
    const { chromium } = await import("playwright-core");
    browser = chromium.launch({ executablePath: chromiumPath(), args: ARGS, headless: true }).catch((error) => {
      browser = null;
      throw error;
    });
    const b = await browser;
    b.on("disconnected", () => {
      browser = null;
    });
  }
  return browser;
}

/**
 * Renders `url` (our print view, on this server) to an A4 PDF, as the person asking: their cookie goes with the
 * request, so the print view applies the same permissions as on screen.
 */
export async function printToPdf(url: string, cookie: string | null): Promise<Buffer> {
  const context = await (await getBrowser()).newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    if (!response || !response.ok()) throw new PdfSourceError(response?.status() ?? 500);
    await page.evaluate(() => document.fonts.ready);
    return await page.pdf({ format: "A4", printBackground: true, margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" } });
  } finally {
    await context.close();
  }
}

export class PdfSourceError extends Error {
  constructor(readonly status: number) {
    super(`print view answered ${status}`);
  }
}

import "server-only";
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { env } from "~/env";

/**
 * Report cards and payment receipts as PDF: Chromium prints our own print view (docs/grades.md says why: its Arabic shaping and
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

/** A4 (report cards, receipts) or a roll of this width (a receipt printer's 80 mm): one strip as long as the page. */
export type PdfPaper = "A4" | { rollWidthMm: number };

/**
 * Renders `url` (our print view, on this server) to a PDF, as the person asking: their cookie goes with the
 * request, so the print view applies the same permissions as on screen.
 */
export async function printToPdf(url: string, cookie: string | null, paper: PdfPaper = "A4"): Promise<Buffer> {
  const roll = paper === "A4" ? null : paper.rollWidthMm;
  // a roll is laid out at its own width (96 px an inch) so its height can be measured
  const viewport = roll ? { width: Math.round((roll * 96) / 25.4), height: 100 } : undefined;
  const context = await (await getBrowser()).newContext({ extraHTTPHeaders: cookie ? { cookie } : {}, ...(viewport ? { viewport } : {}) });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    if (!response || !response.ok()) throw new PdfSourceError(response?.status() ?? 500);
    await page.evaluate(() => document.fonts.ready);
    if (!roll) return await page.pdf({ format: "A4", printBackground: true, margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" } });
    await page.emulateMedia({ media: "print" });
    // the print view's own content (its <main>), not the window: a short receipt is shorter than any viewport
    const height = await page.evaluate(() => Math.ceil((document.querySelector("main") ?? document.body).getBoundingClientRect().bottom + window.scrollY));
    // the page box is exactly the strip (plus 3 mm above and below): a taller CSS size would be shrunk to fit
    const lengthMm = Math.ceil((height * 25.4) / 96) + 7;
    // last in the document, so it wins over the print view's own @page (a full-length roll for the browser's dialog)
    await page.evaluate((css) => document.body.append(Object.assign(document.createElement("style"), { textContent: css })), `@page { size: ${roll}mm ${lengthMm}mm; margin: 3mm 0; }`);
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

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  browserIdle,
  browserLaunches,
  browserRunning,
  closeBrowser,
  PDF_LIMITS,
  pdfAvailable,
  PdfBusyError,
  pdfFailure,
  printToPdf,
  withPdfSlot,
} from "./print";

/**
 * PDF rendering under load (issue 27: 8 receipts at once took 19 s for everyone, with no limit): two Chromium
 * pages at a time for the server, one per person, a short queue; beyond it a clear "come back" answer.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PDF slots", () => {
  it("renders 8 people's PDFs two at a time, each in turn", async () => {
    let now = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withPdfSlot(`parent-${i}`, async () => {
          most = Math.max(most, ++now);
          await sleep(30);
          now--;
          order.push(i);
        }),
      ),
    );
    expect(most).toBe(PDF_LIMITS.concurrent);
    expect(order.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives one person one slot: a second PDF asked meanwhile is refused, not queued", async () => {
    const first = withPdfSlot("parent-x", () => sleep(50));
    await expect(withPdfSlot("parent-x", () => sleep(1))).rejects.toEqual(new PdfBusyError("person"));
    await first;
    await expect(withPdfSlot("parent-x", async () => "again")).resolves.toBe("again");
  });

  it("refuses beyond the queue, and a failed render frees its slot", async () => {
    const held = Array.from({ length: PDF_LIMITS.concurrent + PDF_LIMITS.waiting }, (_, i) =>
      withPdfSlot(`p-${i}`, () => sleep(50)),
    );
    await expect(withPdfSlot("one-too-many", () => sleep(1))).rejects.toEqual(new PdfBusyError("server"));
    await Promise.all(held);
    await expect(withPdfSlot("p-broken", () => Promise.reject(new Error("chromium crashed")))).rejects.toThrow(
      "chromium crashed",
    );
    await expect(withPdfSlot("p-after", async () => "rendered")).resolves.toBe("rendered");
  });

  it("answers busy as 503 (the server) or 429 (the person) with Retry-After and a sentence in the asker's language", async () => {
    const server = pdfFailure(new PdfBusyError("server"), "ar")!;
    expect(server.status).toBe(503);
    expect(server.headers.get("retry-after")).toBe("10");
    expect(await server.text()).toMatch(/[\u0600-\u06FF]/);
    expect(pdfFailure(new PdfBusyError("person"), "fr")!.status).toBe(429);
    expect(pdfFailure(new Error("other"), "fr")).toBeNull();
  });
});

describe("the process's Chromium", () => {
  it.skipIf(!pdfAvailable())(
    "is launched once for a burst of first PDFs (it was once per request: 20 browsers after 25), and closed when idle",
    async () => {
      await closeBrowser();
      const server = createServer((_req, res) =>
        res.writeHead(200, { "content-type": "text/html" }).end("<main>Bulletin</main>"),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const before = browserLaunches.count;
        const pdfs = await Promise.all(
          Array.from({ length: 6 }, (_, i) => printToPdf(`http://127.0.0.1:${port}/${i}`, null, "A4", `burst-${i}`)),
        );
        expect(browserLaunches.count - before).toBe(1);
        for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        // closed once idle (it kept what its renders used: 1.9 GB after the peak's rest), launched again when asked
        browserIdle.ms = 200;
        await printToPdf(`http://127.0.0.1:${port}/again`, null, "A4", "after-burst");
        expect(browserRunning()).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(browserRunning()).toBe(false);
        await printToPdf(`http://127.0.0.1:${port}/later`, null, "A4", "later");
        expect(browserLaunches.count - before).toBe(2);
      } finally {
        browserIdle.ms = 60_000;
        await closeBrowser();
        server.close();
      }
    },
    60_000,
  );
});

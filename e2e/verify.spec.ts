import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { demo, login, msg, query, shot, trpc } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar") {
  const page = await (await browser.newContext({ locale })).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * Issue 32: a paper anyone can verify. The admin records a payment for Sara; her father downloads the receipt's PDF;
 * the PDF's first page, rendered to an image, carries a QR code that decodes to this site's /verify/{code}; a visitor
 * with no account opens it — "valid", the school, the pupil's initials, no name — in French and in Arabic on a phone;
 * once the payment is cancelled the same code says "withdrawn"; a made-up code is the 404 page.
 */
test("fr/ar: a receipt's QR code opens its verification page, valid, then withdrawn once cancelled", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, demo.admin, "fr");
  const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
  const situation = await query<{ students: { id: string; name: string }[] }>(admin, "payments.situation", {
    schoolId: school!.id,
  });
  const sara = situation.students.find((s) => s.name === "Sara Élève")!;
  const now = new Date();
  const spring = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const fee = await trpc<{ id: string }>(admin, "payments.saveFee", {
    schoolId: school!.id,
    kind: "OTHER",
    name: `Cantine ${Date.now() % 100_000}`,
    amount: 120_000,
    months: [`${spring}-03`],
  });
  const family = await query<{ parents: { id: string; name: string }[] }>(admin, "payments.ofStudent", {
    studentId: sara.id,
  });
  const father = family.parents.find((p) => p.name === "Karim Parent")!;
  const payment = await trpc<{ id: string }>(admin, "payments.record", {
    studentId: sara.id,
    months: [{ feeId: fee.id, month: `${spring}-03` }],
    amount: 120_000,
    paidOn: now.toISOString().slice(0, 10),
    method: "CASH",
    payerId: father.id,
  });

  // the father's PDF, its first page as an image, its QR code read back
  const parent = await signedIn(browser, demo.parent, "fr");
  // one PDF at a time per person (src/platform/pdf/print.ts): the receipts journey may be printing for this father now
  let pdf: Buffer = Buffer.alloc(0);
  await expect(async () => {
    const response = await parent.request.get(`/api/payments/${payment.id}/receipt?locale=fr&format=a4`);
    expect(response.status()).toBe(200);
    pdf = await response.body();
  }).toPass({ timeout: 30_000 });
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/verify-receipt.pdf", pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "200",
    "-singlefile",
    "test-results/verify-receipt.pdf",
    "test-results/verify-receipt",
  ]);
  const png = PNG.sync.read(readFileSync("test-results/verify-receipt.png"));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, "no QR code found on the receipt's PDF").not.toBeNull();
  const url = new URL(decoded!.data);
  expect(url.pathname).toMatch(/^\/verify\/[0-9A-HJKMNP-TV-Z]{12}$/);

  // a visitor (no account) opens it: valid, the initials, never the name
  for (const [locale, phone] of [
    ["fr", false],
    ["ar", true],
  ] as const) {
    const visitor = await (await browser.newContext(phone ? { viewport: { width: 390, height: 844 } } : {})).newPage();
    await visitor.goto(`/${locale}${url.pathname}`);
    const result = visitor.getByTestId("verify-result");
    await expect(result).toHaveAttribute("data-valid", "true");
    await expect(visitor.getByTestId("verify-status")).toHaveText(msg(locale, "verify.valid"));
    await expect(result).toContainText("S. É.");
    await expect(result).not.toContainText("Sara");
    await expect(visitor.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1280);
    await visitor.screenshot({ path: shot(`verify-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    await visitor.context().close();
  }

  // cancelled: the same code says withdrawn
  await trpc(admin, "payments.cancel", { id: payment.id, note: "Erreur de saisie" });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/fr${url.pathname}`);
  await expect(visitor.getByTestId("verify-result")).toHaveAttribute("data-valid", "false");
  await expect(visitor.getByTestId("verify-status")).toHaveText(msg("fr", "verify.withdrawn"));
  // a made-up code: the 404 page
  const unknown = await visitor.goto("/fr/verify/ZZZZ-ZZZZ-ZZZZ");
  expect(unknown?.status()).toBe(404);
});

import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { demo, hydrated, login, msg, query, shot, trpc } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar", phone = false) {
  const page = await (
    await browser.newContext({ locale, ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })
  ).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/** The QR code of a PDF's first page, rendered as poppler renders it. */
function qrOf(pdf: Buffer, name: string): URL {
  mkdirSync("test-results", { recursive: true });
  writeFileSync(`test-results/${name}.pdf`, pdf);
  execFileSync("pdftoppm", ["-png", "-r", "200", "-singlefile", `test-results/${name}.pdf`, `test-results/${name}`]);
  const png = PNG.sync.read(readFileSync(`test-results/${name}.png`));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, `no QR code found on ${name}.pdf`).not.toBeNull();
  return new URL(decoded!.data);
}

/**
 * Issue 32, the documents desk: a father asks for a paper for Sara on /documents (a purpose too short is refused on
 * the field, what he typed stays), the admin issues it in one click from the desk, the father downloads the PDF —
 * in French, or in Arabic on a phone — whose QR code, decoded from the rendered page, opens a "valid" verification
 * page for a visitor; the Arabic run also issues the class's papers at once and finds them in the register.
 */
for (const [locale, kind, phone] of [
  ["fr", "SCHOOL_CERTIFICATE", false],
  ["ar", "ATTENDANCE_CERTIFICATE", true],
] as const) {
  test(`${locale}: a parent asks for a ${kind.toLowerCase()}, the desk issues it, the PDF's code verifies`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const tag = `${Date.now() % 1_000_000}`;
    const admin = await signedIn(browser, demo.admin, locale);
    // a retry starts clean: no request of this kind waits for Sara
    const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
    const before = await query<{ pending: { id: string; kind: string; student: { name: string } }[] }>(
      admin,
      "documents.desk",
      { schoolId: school!.id },
    );
    for (const d of before.pending.filter((p) => p.kind === kind && p.student.name === "Sara Élève"))
      await trpc(admin, "documents.refuse", { documentId: d.id, reason: "Nouvel essai" });

    // the father asks, on a phone for the Arabic run
    const parent = await signedIn(browser, demo.parent, locale, phone);
    await parent.goto(`/${locale}/documents`);
    await expect(parent.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await hydrated(parent);
    const form = parent.getByTestId("request-document");
    await form.locator('select[name="kind"]').selectOption(kind);
    await form.locator('[name="purpose"]').fill("x");
    await form.getByTestId("send-request").click();
    await expect(form.getByText(msg(locale, "documents.error.purpose"))).toBeVisible();
    await expect(form.locator('[name="purpose"]')).toHaveValue("x");
    const purpose = locale === "ar" ? `ملف المنحة ${tag}` : `Dossier de bourse ${tag}`;
    await form.locator('[name="purpose"]').fill(purpose);
    await form.getByTestId("send-request").click();
    await expect(parent.getByText(msg(locale, "documents.request.sent"))).toBeVisible();
    const card = parent.getByTestId("document").filter({ hasText: purpose });
    await expect(card.getByTestId("document-status")).toHaveAttribute("data-status", "REQUESTED");
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1280);
    await parent.screenshot({ path: shot(`documents-asked-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });

    // the desk issues it in one click
    await admin.goto(`/${locale}/documents`);
    await hydrated(admin);
    const request = admin.getByTestId("desk-document").filter({ hasText: purpose });
    await request.getByTestId("issue-document").click();
    await expect(
      admin.getByTestId("desk-document").filter({ hasText: purpose }).getByTestId("document-status"),
    ).toHaveAttribute("data-status", "ISSUED");

    // the father downloads it: issued, its PDF's QR code opens /verify
    await parent.reload();
    await expect(card.getByTestId("document-status")).toHaveAttribute("data-status", "ISSUED");
    const href = await card.getByTestId(`download-${locale}`).getAttribute("href");
    let pdf: Buffer = Buffer.alloc(0);
    // one PDF at a time per person (src/platform/pdf/print.ts): another journey may be printing for this father now
    await expect(async () => {
      const response = await parent.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      pdf = await response.body();
    }).toPass({ timeout: 45_000 });
    const text = execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();
    // the title is printed in capitals (CSS): compared without case; the Arabic comes out joined and in reading order
    expect(text.toLocaleLowerCase("fr")).toContain(msg(locale, `documents.kind.${kind}`).toLocaleLowerCase("fr"));
    expect(text).toContain("Sara");
    const url = qrOf(pdf, `document-${locale}`);
    expect(url.pathname).toMatch(/^\/verify\/[0-9A-HJKMNP-TV-Z]{12}$/);

    const visitor = await (await browser.newContext(phone ? { viewport: { width: 390, height: 844 } } : {})).newPage();
    await visitor.goto(`/${locale}${url.pathname}`);
    await expect(visitor.getByTestId("verify-result")).toHaveAttribute("data-valid", "true");
    await expect(visitor.getByTestId("verify-result")).toContainText(msg(locale, `documents.kind.${kind}`));
    await expect(visitor.getByTestId("verify-result")).toContainText("S. É.");
    await expect(visitor.getByTestId("verify-result")).not.toContainText("Sara");
    await visitor.screenshot({ path: shot(`documents-verify-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });

    // the print view, as the father sees it
    await parent.goto(`/${locale}/documents/paper/${href!.split("/")[3]}`);
    await expect(parent.getByTestId("document-sheet")).toBeVisible();
    await expect(parent.getByTestId("sheet-student")).toHaveText("Sara Élève");
    await parent.screenshot({ path: shot(`documents-paper-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });

    if (locale === "ar") {
      // the whole class at once, from the desk: the register counts them
      await admin.getByTestId("desk-class").selectOption({ label: "4AM1" });
      await admin.getByTestId("desk-choose").click();
      await hydrated(admin);
      const issueForm = admin.getByTestId("issue-documents");
      await issueForm.locator('select[name="kind"]').selectOption("SCHOOL_CERTIFICATE");
      const countBefore = (await query<{ issuedCount: number }>(admin, "documents.desk", { schoolId: school!.id }))
        .issuedCount;
      await issueForm.getByTestId("issue-submit").click();
      // the toast says how many were issued (the class's 31 pupils)
      await expect(
        admin.getByText(msg("ar", "documents.desk.issuedCount", { count: 31 }), { exact: true }).first(),
      ).toBeVisible();
      await expect
        .poll(
          async () =>
            (await query<{ issuedCount: number }>(admin, "documents.desk", { schoolId: school!.id })).issuedCount,
        )
        .toBeGreaterThan(countBefore);
      await admin.screenshot({ path: shot("documents-desk-ar.png"), fullPage: true });
      const csv = await admin.request.get(`/api/documents/register?lang=ar`);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain("Sara Élève");
    }
  });
}

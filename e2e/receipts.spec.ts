import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { demo, login, msg, query, trpc, shot } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar") {
  const page = await (await browser.newContext({ locale })).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * Arabic: the admin records two months of Sara's tuition; her father opens the receipt (A4 and the 80 mm roll) and
 * downloads both PDFs, rendered to images to look at (docs/screenshots/receipt-ar-*.png); a student gets "not found".
 */
test("ar: a payment's receipt prints in A4 and 80 mm for the parent who paid; the student gets not found", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, demo.admin, "ar");
  const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
  const situation = await query<{ students: { id: string; name: string }[] }>(admin, "payments.situation", {
    schoolId: school!.id,
  });
  const sara = situation.students.find((s) => s.name === "Sara Élève")!;
  // January to June of the current school year (it starts in September)
  const now = new Date();
  const spring = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const months = [1, 2, 3, 4, 5, 6].map((m) => `${spring}-0${m}`);
  const fee = await trpc<{ id: string }>(admin, "payments.saveFee", {
    schoolId: school!.id,
    kind: "TRANSPORT",
    name: `النقل ${Date.now() % 100_000}`,
    amount: 250_000,
    months,
  });
  const parent = await signedIn(browser, demo.parent, "ar");
  const family = await query<{ parents: { id: string; name: string }[] }>(admin, "payments.ofStudent", {
    studentId: sara.id,
  });
  const father = family.parents.find((p) => p.name === "Karim Parent")!;
  const payment = await trpc<{ id: string; number: number }>(admin, "payments.record", {
    studentId: sara.id,
    months: months.slice(0, 2).map((month) => ({ feeId: fee.id, month })),
    amount: 500_000,
    paidOn: new Date().toISOString().slice(0, 10),
    method: "CHEQUE",
    reference: "CHQ 0012345",
    payerId: father.id,
  });
  mkdirSync("test-results", { recursive: true });
  for (const format of ["a4", "narrow"] as const) {
    await parent.goto(`/ar/payments/receipt/${payment.id}?format=${format}`);
    const sheet = parent.getByTestId("receipt-sheet");
    await expect(sheet).toHaveAttribute("dir", "rtl");
    await expect(sheet).toContainText("وصل رقم");
    await expect(sheet).toContainText(msg("ar", "payments.receipt.method.CHEQUE"));
    await expect(sheet).toContainText("Sara Élève");

    // one PDF at a time per person (src/platform/pdf/print.ts): the verification journey may be printing for this father now
    let pdf: Buffer = Buffer.alloc(0);
    await expect(async () => {
      const response = await parent.request.get(`/api/payments/${payment.id}/receipt?locale=ar&format=${format}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      pdf = await response.body();
    }).toPass({ timeout: 30_000 });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // one page: the roll is one strip as long as the receipt
    expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    writeFileSync(`test-results/receipt-ar-${format}.pdf`, pdf);
    if (existsSync("/usr/bin/pdftoppm")) {
      execFileSync("pdftoppm", [
        "-png",
        "-r",
        "110",
        "-singlefile",
        `test-results/receipt-ar-${format}.pdf`,
        shot(`receipt-ar-${format}`),
      ]);
      expect(
        readFileSync(shot(`receipt-ar-${format}.png`))
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    }
  }

  const student = await signedIn(browser, demo.student, "ar");
  expect((await student.goto(`/ar/payments/receipt/${payment.id}`))!.status()).toBe(404);
  expect((await student.request.get(`/api/payments/${payment.id}/receipt?locale=ar`)).status()).toBe(404);
  await trpc(admin, "payments.cancel", { id: payment.id, note: "e2e" });
});

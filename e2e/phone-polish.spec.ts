import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { demo, fillDate, hydrated, login, msg, query, shot, trpc } from "./fixtures";

/**
 * Issue 29: what a parent and a teacher meet on a 390 px phone, in French and in Arabic — a receipt that fits, a fee
 * named in the reader's language, links that look like the app's, a family's own filters, text fields that take their
 * text's direction, rooms named once, and the textbook's localized day picker. (The report card on a phone, its chart
 * and its missing-grade links are in report-cards.spec.ts; the absences' counts in homework-absences.spec.ts.)
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function onPhone(browser: Browser, who: string, locale: "fr" | "ar") {
  const page = await (await browser.newContext({ ...PHONE, locale })).newPage();
  await login(page, who, undefined, locale);
  return page;
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Two boxes overlap (one printed over the other). */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const locale of ["fr", "ar"] as const) {
  test(`${locale}: on a phone a parent's receipt fits, the fee speaks their language, the links are the app's`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await onPhone(browser, demo.admin, locale);
    const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
    const situation = await query<{ students: { id: string; name: string }[] }>(admin, "payments.situation", {
      schoolId: school!.id,
    });
    const sara = situation.students.find((s) => s.name === "Sara Élève")!;
    const now = new Date();
    const spring = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    const tag = `${locale}${Date.now() % 100_000}`;
    const fee = await trpc<{ id: string }>(admin, "payments.saveFee", {
      schoolId: school!.id,
      kind: "CANTEEN",
      name: `Cantine ${tag}`,
      nameAr: `الإطعام ${tag}`,
      amount: 150_000,
      months: [`${spring}-03`],
    });
    const family = await query<{ parents: { id: string; name: string }[] }>(admin, "payments.ofStudent", {
      studentId: sara.id,
    });
    const payment = await trpc<{ id: string }>(admin, "payments.record", {
      studentId: sara.id,
      months: [{ feeId: fee.id, month: `${spring}-03` }],
      amount: 150_000,
      paidOn: now.toISOString().slice(0, 10),
      method: "TRANSFER",
      reference: "VIR-2026-000123456789",
      payerId: family.parents.find((p) => p.name === "Karim Parent")!.id,
    });

    const parent = await onPhone(browser, demo.parent, locale);
    await parent.goto(`/${locale}/payments/receipt/${payment.id}`);
    const sheet = parent.getByTestId("receipt-sheet");
    await expect(sheet).toContainText(locale === "ar" ? `الإطعام ${tag}` : `Cantine ${tag}`);
    expect(await widthOf(parent)).toBeLessThanOrEqual(390);
    // "Mode de paiement" and "Référence" side by side overprinted each other
    const method = sheet.locator("dt", { hasText: msg(locale, "payments.receipt.method") }).first();
    const reference = sheet.locator("dt", { hasText: msg(locale, "payments.receipt.reference") });
    expect(await overlap(method, reference)).toBe(false);
    expect(await overlap(method.locator("xpath=following-sibling::dd[1]"), reference)).toBe(false);
    await parent.screenshot({ path: shot(`receipt-${locale}-phone.png`), fullPage: true });

    // the payments page: the fee in the reader's language, the receipt's link in the app's colour (not the browser's blue)
    await parent.goto(`/${locale}/payments`);
    await expect(parent.locator(`[data-testid="fee"][data-fee="Cantine ${tag}"] h2`)).toHaveText(
      locale === "ar" ? `الإطعام ${tag}` : `Cantine ${tag}`,
    );
    const receiptLink = parent.getByTestId("receipt-link").first();
    await expect(receiptLink).not.toHaveCSS("color", "rgb(0, 0, 238)");
    await expect(receiptLink).toHaveCSS("text-decoration-line", "none");
    expect(await widthOf(parent)).toBeLessThanOrEqual(390);

    // resources: the filters offer this family's classes, not the school's
    await parent.goto(`/${locale}/resources`);
    const staffClasses = await (async () => {
      await admin.goto(`/${locale}/resources`);
      return admin.getByTestId("resource-filters").locator('select[name="class"] option').count();
    })();
    const familyClasses = await parent.getByTestId("resource-filters").locator('select[name="class"] option').count();
    expect(familyClasses).toBeGreaterThan(1);
    expect(familyClasses).toBeLessThan(staffClasses);

    // every text field takes its text's direction: French typed in an Arabic page reads left to right, and back
    await parent.goto(`/${locale}/messages/new`);
    await hydrated(parent);
    // read at one instant (a select's stand-in gives way to the real field after hydration)
    const fields = await parent.evaluate(() =>
      [...document.querySelectorAll('input[type="text"], input:not([type]), textarea')].map((e) => ({
        html: e.outerHTML.slice(0, 120),
        bidi: e.getAttribute("dir") === "ltr" ? "ltr" : getComputedStyle(e).unicodeBidi,
      })),
    );
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.bidi, field.html).toMatch(/^(plaintext|ltr)$/);
  });

  test(`${locale}: on a phone the week names each room once and the textbook's day is the localized picker`, async ({
    browser,
  }) => {
    // the demo's computer room is named "Salle info": it read "Salle Salle info", and "القاعة Salle info" in Arabic
    const parent = await onPhone(browser, demo.parent, locale);
    await parent.goto(`/${locale}/timetable`);
    await expect(parent.locator("main")).toContainText("Salle info");
    await expect(parent.locator("main")).not.toContainText(/Salle Salle|Room Salle|القاعة Salle/);
    await parent.screenshot({ path: shot(`timetable-${locale}-phone.png`), fullPage: false });

    const teacher = await onPhone(browser, demo.teacher, locale);
    await teacher.goto(`/${locale}/textbook`);
    await expect(teacher.locator('input[type="date"]')).toHaveCount(0);
    await fillDate(teacher, "date", "23/11/2026");
    await teacher
      .getByTestId("date-chooser")
      .getByRole("button", { name: msg(locale, "textbook.show") })
      .click();
    await expect(teacher).toHaveURL(/date=2026-11-23/);
    await expect(teacher.locator("main")).not.toContainText(/Salle Salle|القاعة Salle/);
    expect(await widthOf(teacher)).toBeLessThanOrEqual(390);
  });
}

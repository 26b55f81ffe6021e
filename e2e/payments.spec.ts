import { expect, test, type Browser } from "@playwright/test";
import { demo, hydrated, login, msg } from "./fixtures";

const PHONE = { width: 390, height: 844 };

async function signedIn(
  browser: Browser,
  who: string,
  locale: "fr" | "ar",
  viewport?: { width: number; height: number },
) {
  const page = await (await browser.newContext(viewport ? { viewport, locale } : { locale })).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * French: the admin creates a monthly fee for the whole school through the form, opens 4AM1 then Sara, and records
 * a payment of September and October shared with the spouse — more than due is refused on the amount, with what was
 * typed kept; the parent (Karim) then sees both months paid and the payment. Arabic on a phone: the parent's page
 * reads right to left, amounts in dinars, nothing wider than the screen.
 */
test("fr: an admin sets a fee and records two months for Sara; her parent sees them paid — ar: the parent's page on a phone", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const fee = `Scolarité e2e ${Date.now() % 100_000}`;
  const admin = await signedIn(browser, demo.admin, "fr");
  await admin.goto("/fr/payments");
  await hydrated(admin);

  const feeForm = admin.getByTestId("fee-form");
  await feeForm.locator('[name="name"]').fill(fee);
  await feeForm.locator('[name="amount"]').fill("2 500");
  await admin.getByTestId("fee-submit").click();
  const row = admin.getByTestId("fee-row").filter({ hasText: fee });
  await expect(row).toBeVisible({ timeout: 20_000 });
  // a price changed: the fee is edited in the same form
  await row.getByTestId("fee-edit").click();
  await expect(feeForm.locator('[name="name"]')).toHaveValue(fee);
  await feeForm.locator('[name="amount"]').fill("3 000");
  await admin.getByTestId("fee-submit").click();
  await expect(row).toContainText(/3\s000/, { timeout: 20_000 });

  await admin.getByRole("link", { name: msg("fr", "payments.situation.openClass", { name: "4AM1" }) }).click();
  await admin.getByTestId("class-students").getByRole("link", { name: "Sara Élève" }).click();
  await hydrated(admin);
  const form = admin.getByTestId("record-payment");
  await form.getByRole("checkbox", { name: new RegExp(`${fee}\\W* — septembre 2026`) }).check();
  await form.getByRole("checkbox", { name: new RegExp(`${fee}\\W* — octobre 2026`) }).check();
  await form.locator('[name="amount"]').fill("7 000");
  await form.locator('[name="reference"]').fill("Reçu papier 42");
  await form.getByLabel(msg("fr", "payments.record.share")).check();
  await admin.getByTestId("record-submit").click();
  await expect(form.getByText(msg("fr", "payments.error.moreThanDue", { amount: 6000 }))).toBeVisible();
  await expect(form.locator('[name="amount"]')).toHaveValue("7 000");
  await expect(form.locator('[name="reference"]')).toHaveValue("Reçu papier 42");
  await expect(form.getByLabel(msg("fr", "payments.record.share"))).toBeChecked();

  await form.locator('[name="amount"]').fill("6 000");
  await admin.getByTestId("record-submit").click();
  await expect(admin.getByText(/Paiement n° \d+ enregistré/)).toBeVisible();
  await admin.context().close();

  const parent = await signedIn(browser, demo.parent, "fr");
  await parent.goto("/fr/payments");
  const card = parent.locator(`[data-testid="fee"][data-fee="${fee}"]`);
  await expect(card.locator('[data-month="2026-09"]')).toHaveAttribute("data-status", "PAID");
  await expect(card.locator('[data-month="2026-10"]')).toHaveAttribute("data-status", "PAID");
  await expect(card.locator('[data-month="2026-09"]')).toContainText(msg("fr", "payments.status.PAID"));
  const payment = parent.getByTestId("payment").filter({ hasText: fee });
  await expect(payment).toContainText(/6\s000\sDA/);
  await expect(payment).toContainText("sept. 2026");
  await expect(payment).toContainText("oct. 2026");
  await expect(payment).toContainText(msg("fr", "payments.shared"));
  await parent.context().close();

  const phone = await signedIn(browser, demo.parent, "ar", PHONE);
  await phone.goto("/ar/payments");
  await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(phone.getByRole("heading", { level: 1 })).toContainText(
    msg("ar", "payments.of", { name: "Sara Élève" }),
  );
  await expect(phone.locator(`[data-testid="fee"][data-fee="${fee}"] [data-month="2026-09"]`)).toContainText(
    msg("ar", "payments.status.PAID"),
  );
  await expect(phone.getByTestId("payment-totals")).toContainText("د.ج");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (process.env.WASLA_SCREENSHOTS)
    await phone.screenshot({ path: `${process.env.WASLA_SCREENSHOTS}/payments-ar-phone.png`, fullPage: true });
});

import { expect, test, type Browser } from "@playwright/test";
import { PNG } from "pngjs";
import { demo, hydrated, login, msg, query, shot, trpc } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar", phone = false) {
  const page = await (
    await browser.newContext({ locale, ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })
  ).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/** A photo of a CCP slip, as a phone would send it (a small PNG). */
function slipPhoto(): Buffer {
  const png = new PNG({ width: 320, height: 200 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([230, 230, 220, 255], i);
  return PNG.sync.write(png);
}

/**
 * Issue 32, payments the Algerian way: a father who paid a month by CCP sends the proof from his phone in Arabic (the
 * form refuses a proof without its photo and keeps what he typed), the admin confirms it from the school's /payments
 * in French, and the father finds the payment recorded and his proof confirmed.
 */
test("ar/fr: a father sends a CCP transfer's proof from his phone, the school confirms it, the payment is recorded", async ({
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
  const feeName = `Sortie ${Date.now() % 100_000}`;
  await trpc(admin, "payments.saveFee", {
    schoolId: school!.id,
    kind: "OTHER",
    name: feeName,
    amount: 150_000,
    months: [`${spring}-04`],
  });

  const father = await signedIn(browser, demo.parent, "ar", true);
  await father.goto(`/ar/payments?student=${sara.id}`);
  await hydrated(father);
  const form = father.getByTestId("transfer-proof");
  await form.getByRole("checkbox", { name: new RegExp(feeName) }).check();
  await form.locator('[name="amount"]').fill("1500");
  await form.locator('[name="reference"]').fill("CCP 0012345 67");
  await form.getByTestId("proof-submit").click();
  await expect(form.getByTestId("proof-file-error")).toHaveText(msg("ar", "payments.proof.error.file"));
  await expect(form.locator('[name="amount"]')).toHaveValue("1500");
  await form
    .getByTestId("proof-file")
    .setInputFiles({ name: "recu-ccp.png", mimeType: "image/png", buffer: slipPhoto() });
  await form.getByTestId("proof-submit").click();
  await expect(father.getByText(msg("ar", "payments.proof.sent"))).toBeVisible();
  const mine = father.getByTestId("family-proofs").getByTestId("proof").filter({ hasText: feeName });
  await expect(mine).toHaveAttribute("data-status", "PENDING");
  expect(await father.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await father.screenshot({ path: shot("proof-sent-ar-phone.png"), fullPage: true });

  // the school confirms it from its /payments
  await admin.goto("/fr/payments");
  await hydrated(admin);
  const waiting = admin.getByTestId("proofs-queue").getByTestId("proof").filter({ hasText: feeName });
  await expect(waiting).toContainText("Sara Élève");
  await admin.screenshot({ path: shot("proofs-queue-fr.png"), fullPage: true });
  const photo = await admin.request.get((await waiting.getByTestId("proof-file-link").getAttribute("href"))!);
  expect(photo.headers()["content-type"]).toBe("image/webp");
  await waiting.getByTestId("confirm-proof").click();
  await expect(admin.getByText(msg("fr", "payments.proof.confirmed"))).toBeVisible();
  await expect(admin.getByTestId("proof").filter({ hasText: feeName })).toHaveCount(0);

  // the father: confirmed, and the month paid
  await father.reload();
  await expect(mine).toHaveAttribute("data-status", "CONFIRMED");
  const paid = await query<{ payments: { method: string; amount: number }[] }>(father, "payments.ofStudent", {
    studentId: sara.id,
  });
  expect(paid.payments.some((p) => p.method === "TRANSFER" && p.amount === 150_000)).toBe(true);
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, DEMO_PASSWORD, msg } from "./fixtures";

/**
 * Journeys done with the keyboard alone — Tab to move, Enter and Space to act, typing into fields and the arrow
 * keys inside a list box or a radio group, as a keyboard or switch user would; no mouse click anywhere. A refused
 * submit must put the focus on the first field in error, whose message is linked to it, so a screen reader reads
 * both; a refusal of the whole form is an alert.
 */

test.use({ locale: "fr-FR" });

/** Presses Tab until `target` has the focus (a keyboard user's way there), failing after `max` stops. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} was not reached with ${max} Tab presses`);
}

/** The field has the focus, is marked invalid, and its accessible description is the error shown under it. */
async function expectFocusedError(field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test("logging in with the keyboard only: errors are focused and announced", async ({ page }) => {
  await page.goto("/fr/login");
  const identifier = page.locator('[name="identifier"]');
  const password = page.locator('[name="password"]');
  // submitted empty from its button: the focus comes back to the first field in error
  await tabTo(page, page.locator('form button[type="submit"]'));
  await page.keyboard.press("Space");
  await expectFocusedError(identifier, msg("fr", "validation.required"));

  await page.keyboard.type(demo.parent);
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  // the refusal concerns the whole form: an alert, read out at once
  await expect(page.getByRole("alert").filter({ hasText: msg("fr", "errors.login") })).toBeVisible();

  await password.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 45_000 });
});

test("posting an ad with the keyboard only", async ({ page }) => {
  await page.goto("/fr/old/publier-une-annonce");
  const title = page.locator('[name="title"]');
  await tabTo(page, page.getByTestId("ad-submit"));
  await page.keyboard.press("Enter");
  await expectFocusedError(title, msg("fr", "validation.required"));

  await page.keyboard.type("Trousse verte oubliée dans le bus 03");
  await page.keyboard.press("Tab"); // into the type radio group, on its first choice
  await expect(page.getByRole("radio", { name: msg("fr", "ads.type.LOST") })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: msg("fr", "ads.type.LOST") })).toBeChecked();

  const pick = async (label: string, search: string, option: string) => {
    const box = page.getByRole("combobox", { name: label });
    await tabTo(page, box);
    await page.keyboard.type(search);
    await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(option);
  };
  await pick(msg("fr", "ads.form.category"), "Portef", "Portefeuilles");
  await tabTo(page, page.locator('textarea[name="description"]'));
  await page.keyboard.type("Trousse verte avec des stylos et une calculatrice, oubliée dans le bus de la ligne 03.");
  await pick(msg("fr", "ads.form.wilaya"), "16", "16 · Alger");
  await pick(msg("fr", "ads.form.commune"), "Hydra", "Hydra");

  // the date field takes the day as the French user reads it: day, month, year
  const day = new Date(Date.now() - 2 * 86_400_000);
  await tabTo(page, page.locator('[data-date-field="happenedOn"]'));
  await page.keyboard.type(
    `${String(day.getDate()).padStart(2, "0")}${String(day.getMonth() + 1).padStart(2, "0")}${day.getFullYear()}`,
  );
  await tabTo(page, page.locator('[name="contactName"]'));
  await page.keyboard.type("Yasmine Visiteuse");
  await tabTo(page, page.locator('[name="whatsapp"]'));
  await page.keyboard.type("0550 98 76 54");
  await tabTo(page, page.getByTestId("ad-submit"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("posted-pending")).toBeVisible();
});

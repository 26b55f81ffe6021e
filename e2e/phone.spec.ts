import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, fillDate, login, msg } from "./fixtures";

// a mid-range Android phone held upright
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The element lies wholly within the 390 px of the screen's width (nothing cut off, no sideways swipe). */
async function expectWithinWidth(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [locale, month] of [
  ["fr", /mars 2026/i],
  ["ar", /مارس 2026/],
] as const) {
  test(`on a phone the board shows results first, its filters behind one button, dates in a ${locale} calendar`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/old/annonces`);
    const toggle = page.getByTestId("filters-toggle");
    await expect(toggle).toHaveText(msg(locale, "ads.filter.title"));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#board-filters")).toBeHidden();
    await expect(page.getByTestId("ad-card").first()).toBeInViewport({ ratio: 0.9 });

    await toggle.click();
    await expect(page.locator("#board-filters")).toBeVisible();
    // the day is typed (and shown) day first; the address keeps the schema's YYYY-MM-DD
    await fillDate(page, "from", "15/03/2026");
    await expect(page).toHaveURL(/from=2026-03-15/);
    await expect(toggle).toContainText("1");
    const from = page.locator('[data-date-field="from"]');
    await expect(from).toHaveValue("15/03/2026");
    await from.click();
    await expect(page.getByText(month)).toBeVisible();
  });
}

test("staff tables fit a phone: each row is a card with its actions on screen, in French and in Arabic", async ({
  page,
}) => {
  await login(page, demo.admin);
  await page.goto("/fr/classes");
  const edit = page.getByRole("button", { name: msg("fr", "common.edit") }).first();
  await expect(edit).toBeVisible();
  await expectWithinWidth(page, edit);
  await expectWithinWidth(page, page.getByRole("button", { name: msg("fr", "common.delete") }).first());

  for (const screen of ["/fr/levels", "/fr/subjects"]) {
    await page.goto(screen);
    const edit = page.getByRole("button", { name: msg("fr", "common.edit") }).first();
    await expect(edit).toBeVisible();
    await expectWithinWidth(page, edit);
  }

  await page.goto("/ar/students");
  const table = page.getByTestId("students-table");
  await expect(table).toBeVisible();
  await expectWithinWidth(page, table.getByRole("button", { name: msg("ar", "common.edit") }).first());
  // each value is labelled with its column's title (shown before it by the stylesheet)
  await expect(table.locator(`td[data-label="${msg("ar", "students.registrationNumber")}"]`).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the other staff tables fit a phone too: terms, a class, schools, users, moderation", async ({ page }) => {
  const fits = async (path: string, labelled: string) => {
    await page.goto(path);
    const cell = page.locator(`td[data-label="${labelled}"]`).first();
    await expect(cell).toBeVisible();
    await expectWithinWidth(page, cell);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  };
  await login(page, demo.admin);
  await fits("/fr/sessions", msg("fr", "years.startsOn"));
  await page.goto("/fr/classes");
  const classPage = await page.locator('a[href^="/fr/class/"]').first().getAttribute("href");
  await fits(classPage!, msg("fr", "students.birthDate"));

  await page.context().clearCookies();
  await login(page, demo.superAdmin, undefined, "ar");
  await fits("/ar/schools", msg("ar", "settings.wilaya"));
  await fits("/ar/users", msg("ar", "users.roles"));
  await fits("/ar/admin/ads", msg("ar", "admin.status"));
  await fits("/ar/admin/categories", msg("ar", "admin.adCount"));
});

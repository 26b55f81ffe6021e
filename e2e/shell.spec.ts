import { expect, test } from "@playwright/test";
import { demo, login, msg, mutate, trpc } from "./fixtures";

test("@smoke unprefixed routes follow the browser language, then the cookie the switcher writes", async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: "ar-DZ",
    extraHTTPHeaders: { "accept-language": "ar-DZ,ar;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("ar", "about.heading"));

  await page.getByRole("button", { name: msg("ar", "shell.language") }).click();
  await page.getByTestId("locale-en").click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
  expect(cookie).toMatchObject({ value: "en", sameSite: "Lax", path: "/" });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wasla");
  await expect(page).toHaveTitle(/^About \| Wasla — An intuitive and comprehensive solution/);
  await context.close();
});

for (const locale of ["fr", "en", "ar"] as const) {
  test(`@smoke 404 and 403 screens in ${locale}`, async ({ page }) => {
    const missing = await page.goto(`/${locale}/page-inexistante`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: msg(locale, "errors.page.notFoundTitle") })).toBeVisible();
    await expect(page.getByText(msg(locale, "errors.page.notFoundText"))).toBeVisible();
    await expect(page.getByText(msg(locale, "errors.page.homepageHint"))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

    await login(page, demo.teacher, undefined, locale);
    const denied = await page.goto(`/${locale}/roles`);
    expect(denied?.status()).toBe(403);
    await expect(page.getByText(msg(locale, "errors.page.forbiddenText"))).toBeVisible();
    await expect(page.getByRole("button", { name: msg(locale, "errors.page.backHome") })).toBeVisible();
  });
}

test("an unknown page shows the 404 screen; Back to homepage goes to /", async ({ page }) => {
  const response = await page.goto("/en/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-status")).toHaveText("404");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();
  await expect(page.getByText("But dont worry, you can find plenty of other things on our homepage.")).toBeVisible();
  await page.getByRole("button", { name: "Back to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page the user may not see answers 403; the super admin sees the role matrix", async ({ page }) => {
  await login(page, demo.member);
  const response = await page.goto("/en/roles");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Sorry, but you do not have access to this page or resource.")).toBeVisible();
  await page.goto("/en");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("user-menu")).toHaveCount(0);

  await login(page, demo.superAdmin);
  await page.goto("/fr/roles");
  await expect(page.getByTestId("roles-matrix")).toBeVisible();
  // eleven links and menus do not fit on the header's line at 1,280 px: the burger carries them there
  await expect(page.getByRole("button", { name: msg("fr", "nav.menu") })).toBeVisible();
  await expect(page.getByTestId("admin-menu")).toBeHidden();
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(page.getByRole("button", { name: msg("fr", "nav.menu") })).toBeHidden();
  await page.getByTestId("admin-menu").click();
  await expect(page.getByRole("menuitem", { name: msg("fr", "nav.roles") })).toBeVisible();
});

test("the colour mode is kept under one key and follows the choice", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByText(msg("fr", "shell.colorMode.dark")).first().click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("wasla-color-scheme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
});

/**
 * On a school of its own: the switches show to every member of the school, and the journeys run two at a time —
 * on the demo school this one put it on holiday while the teaching journey looked for today's session (the Arabic
 * teaching journey's failures, "holiday: no classes" on its dashboard).
 */
test("school members see the maintenance notice and the holiday banner when their school turns them on", async ({
  page,
}) => {
  await login(page, demo.superAdmin);
  const stamp = Date.now().toString(36);
  const school = await trpc<{ id: string }>(page, "school.create", { name: `École des vacances ${stamp}` });
  const email = `directrice.${stamp}@example.dz`;
  await trpc(page, "users.create", {
    name: "Directrice Vacances",
    email,
    password: "wasla-demo-2026",
    confirmPassword: "wasla-demo-2026",
    role: "ADMIN",
    schoolId: school.id,
  });
  await page.context().clearCookies();
  await login(page, email);
  await expect(page.getByTestId("maintenance-notice")).toHaveCount(0);
  expect(await mutate(page, "school.setFlags", { schoolId: school.id, maintenance: true, holidayMode: true })).toBe(
    200,
  );
  await page.reload();
  await expect(page.getByTestId("maintenance-notice")).toContainText(`École des vacances ${stamp}`);
  await expect(page.getByTestId("holiday-banner")).toBeVisible();
  expect(await mutate(page, "school.setFlags", { schoolId: school.id, maintenance: false, holidayMode: false })).toBe(
    200,
  );

  // a member of no school is refused the switch
  await page.context().clearCookies();
  await login(page, demo.member);
  expect(await mutate(page, "school.setFlags", { schoolId: school.id, maintenance: true })).toBe(403);
});

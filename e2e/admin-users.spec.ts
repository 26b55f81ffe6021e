import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, login, msg, mutate, signUpByEmail } from "./fixtures";

const PASSWORD = "compte-e2e-2026";

/** A fresh account made by sign-up (so no other journey depends on it), then a logged-in page for it. */
async function freshAccount(browser: Browser, name: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/fr/login");
  expect(await signUpByEmail(page, { name, email, password: PASSWORD })).toBe(200);
  await page.context().clearCookies();
  await login(page, email, PASSWORD);
  return page;
}

/** A role's permissions as the role editor reads them (a tRPC query with the page's session). */
async function rolePermissions(page: Page, role: string): Promise<string[]> {
  return page.evaluate(async (role) => {
    const response = await fetch("/api/trpc/roles.list");
    const body = (await response.json()) as { result: { data: { json: { key: string; permissions: string[] }[] } } };
    return body.result.data.json.find((r) => r.key === role)!.permissions;
  }, role);
}

/** Opens the user drawer of /users for the account with this e-mail. */
async function openUser(page: Page, email: string) {
  await page.goto("/fr/users");
  await page.getByRole("searchbox", { name: msg("fr", "users.search") }).fill(email);
  const table = page.getByTestId("users-table");
  await expect(table.getByText(email)).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await table.getByRole("button", { name: msg("fr", "users.manage") }).click();
  await expect(page.getByTestId("user-panel")).toBeVisible();
  return page.getByTestId("user-panel");
}

test("a role edit takes a permission away and its holder's next request gets the 403 page", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now() % 1_000_000;
  const email = `moderateur.${tag}@e2e.wasla.dz`;
  const holder = await freshAccount(browser, `Modérateur E2E ${tag}`, email);

  // the super admin makes the new account a webmaster on /users
  const superPage = await (await browser.newContext()).newPage();
  await login(superPage, demo.superAdmin);
  const panel = await openUser(superPage, email);
  await panel.getByLabel(msg("fr", "users.role"), { exact: true }).click();
  await superPage.getByRole("option", { name: msg("fr", "role.WEBMASTER"), exact: true }).click();
  await panel.getByRole("button", { name: msg("fr", "users.grantButton") }).click();
  await expect(superPage.getByText(msg("fr", "success.operation"))).toBeVisible();
  await expect(
    superPage.getByTestId("users-table").getByText(msg("fr", "role.WEBMASTER"), { exact: true }),
  ).toBeVisible();

  // the new webmaster, without logging in again, now opens /users
  let response = await holder.goto("/fr/users");
  expect(response?.status()).toBe(200);
  await expect(holder.getByTestId("users-table")).toBeVisible();

  const original = await rolePermissions(superPage, "WEBMASTER");
  expect(original).toContain("user.edit");
  try {
    // the super admin unticks user.edit for Webmaster and saves that role
    await superPage.goto("/fr/roles");
    const box = superPage.getByTestId("perm-WEBMASTER-user.edit");
    await expect(box).toBeChecked();
    await box.uncheck();
    await superPage.getByTestId("save-WEBMASTER").click();
    await expect(superPage.getByText(msg("fr", "success.operation"))).toBeVisible();
    await expect(superPage.getByTestId("save-WEBMASTER")).toBeDisabled();
    expect(await rolePermissions(superPage, "WEBMASTER")).not.toContain("user.edit");
    // the protected super admin column has no checkbox
    await expect(superPage.getByTestId("perm-SUPER_ADMIN-user.edit")).toHaveCount(0);

    // the holder's very next request is refused, same session
    response = await holder.goto("/fr/users");
    expect(response?.status()).toBe(403);
    await expect(holder.getByText(msg("fr", "errors.page.forbiddenText"))).toBeVisible();
  } finally {
    expect(await mutate(superPage, "roles.setPermissions", { role: "WEBMASTER", permissions: original })).toBe(200);
  }
  response = await holder.goto("/fr/users");
  expect(response?.status()).toBe(200);
});

test("the super admin suspends an account: its session ends, login is refused; restored, it logs in again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now() % 1_000_000;
  const email = `suspendu.${tag}@e2e.wasla.dz`;
  const user = await freshAccount(browser, `Compte Suspendu ${tag}`, email);

  const superPage = await (await browser.newContext()).newPage();
  await login(superPage, demo.superAdmin);
  let panel = await openUser(superPage, email);
  await panel.getByRole("button", { name: msg("fr", "users.suspend") }).click();
  await superPage.getByTestId("confirm-yes").click();
  await expect(superPage.getByText(msg("fr", "success.operation"))).toBeVisible();
  await expect(panel.getByRole("button", { name: msg("fr", "users.restore") })).toBeVisible();
  await expect(
    superPage.getByTestId("users-table").getByText(msg("fr", "users.suspended"), { exact: true }),
  ).toBeVisible();

  // the suspended user's next page load finds them logged out, and logging in is refused
  await user.goto("/fr/profil");
  await expect(user.getByTestId("user-menu")).toHaveCount(0);
  await user.goto("/fr/login");
  await user.locator('[name="identifier"]').fill(email);
  await user.locator('[name="password"]').fill(PASSWORD);
  await user.locator('form button[type="submit"]').click();
  await expect(user.getByText(msg("fr", "errors.login"))).toBeVisible();
  await expect(user.getByTestId("user-menu")).toHaveCount(0);

  // restored, the account logs in again
  panel = await openUser(superPage, email);
  await panel.getByRole("button", { name: msg("fr", "users.restore") }).click();
  await superPage.getByTestId("confirm-yes").click();
  await expect(superPage.getByText(msg("fr", "success.operation"))).toBeVisible();
  await expect(
    superPage.getByTestId("users-table").getByText(msg("fr", "users.active"), { exact: true }),
  ).toBeVisible();
  await login(user, email, PASSWORD);
});

test("Arabic /users, right to left", async ({ page }) => {
  await login(page, demo.superAdmin, undefined, "ar");
  await page.goto("/ar/users");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("searchbox", { name: msg("ar", "users.search") }).fill("@wasla.dz");
  await expect(page.getByTestId("users-table").getByText("parent@wasla.dz")).toBeVisible();
  await page.screenshot({ path: "test-results/users-ar-list.png", fullPage: false });
  await page
    .getByTestId("users-table")
    .getByRole("button", { name: msg("ar", "users.manage") })
    .first()
    .click();
  await expect(page.getByTestId("user-panel")).toBeVisible();
  await page.screenshot({ path: "test-results/users-ar.png", fullPage: false });
});

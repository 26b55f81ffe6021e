import { expect, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  demo,
  lastMailTo,
  login,
  loginWithForm,
  msg,
  signUpByEmail,
  watchMissingMessages,
} from "./fixtures";

test("a member logs in with e-mail, sees the welcome toast and logs out", async ({ page }) => {
  await loginWithForm(page, demo.member);
  await expect(page.getByText(msg("fr", "success.login"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mourad Membre");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page.getByText(msg("fr", "success.logout"))).toBeVisible();
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
});

test("@smoke a parent logs in with the phone number as people write it", async ({ page }) => {
  await loginWithForm(page, "0550 12 34 56");
  // a parent lands on their dashboard; the home page then greets them by name
  await expect(page).toHaveURL(/\/fr\/dashboard$/);
  await page.goto("/fr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Karim Parent");
});

test("wrong credentials and unknown users get the same message, in the page's language", async ({ page }) => {
  await page.goto("/en/login");
  await page.locator('[name="identifier"]').fill(demo.member);
  await page.locator('[name="password"]').fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("A problem occurred while trying to log in.");
  await page.locator('[name="identifier"]').fill("nobody-here@wasla.dz");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("A problem occurred while trying to log in.");
  // what was typed stays
  await expect(page.locator('[name="identifier"]')).toHaveValue("nobody-here@wasla.dz");
});

test("@smoke sign-up shows every message inline in French and in Arabic, keeps the input, then signs up", async ({
  page,
}) => {
  const missing = watchMissingMessages(page);
  await page.goto("/fr/signup");
  await page.locator('[name="phone"]').fill("12");
  await page.locator('[name="password"]').fill("court");
  await page.locator('[name="confirmPassword"]').fill("autre");
  await page.getByRole("button", { name: msg("fr", "auth.signup.submit") }).click();
  await expect(page.getByText(msg("fr", "validation.required")).first()).toBeVisible();
  await expect(page.getByText(msg("fr", "validation.phone"))).toBeVisible();
  await expect(page.getByText(msg("fr", "validation.minLength", { count: 8 }))).toBeVisible();
  await expect(page.getByText(msg("fr", "validation.passwordConfirmation"))).toBeVisible();
  await expect(page.locator('[name="phone"]')).toHaveValue("12");

  await page.goto("/ar/signup");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(msg("ar", "validation.required")).first()).toBeVisible();
  await expect(page.getByText(msg("ar", "validation.phoneOrEmail")).first()).toBeVisible();
  await page.screenshot({ path: "test-results/signup-ar-errors.png", fullPage: true });

  const email = `nouveau-${Date.now()}@example.dz`;
  await page.goto("/fr/signup");
  await page.locator('[name="name"]').fill("Yacine Nouveau");
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill("un-bon-mot-de-passe");
  await page.locator('[name="confirmPassword"]').fill("un-bon-mot-de-passe");
  await page.getByRole("button", { name: msg("fr", "auth.signup.submit") }).click();
  // the same answer whether or not the address has an account; the account exists once the mailed link is followed
  await expect(page.getByTestId("signup-check-email")).toBeVisible();
  // and the form gives way to it: nothing left to fill or send again (issue 48, point 12)
  await expect(page.locator('[name="email"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: msg("fr", "auth.signup.submit") })).toHaveCount(0);
  const link = /https?:\/\/\S+activate\?token=\S+/.exec((await lastMailTo(email))!.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByText(msg("fr", "auth.activate.done"))).toBeVisible();
  await loginWithForm(page, email, "un-bon-mot-de-passe");
  await expect(page.getByTestId("user-menu")).toBeVisible();
  expect(missing, "messages missing in a visitor's browser").toEqual([]);
});

test("forgot password: the e-mailed link works once", async ({ page }) => {
  // an account of its own: the demo accounts' passwords are other journeys' to use, in parallel
  const email = `oubli.${Date.now().toString(36)}@e2e.wasla.dz`;
  await page.goto("/fr");
  expect(await signUpByEmail(page, { name: "Nadia Oubli", email, password: "un-bon-mot-de-passe" })).toBe(200);
  await page.goto("/fr/forgot-password");
  await page.locator('[name="email"]').fill(email);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId("reset-sent")).toBeVisible();
  // the mail leaves after the answer, through the queue (issue 27): it arrives within the worker's next poll
  let link = "";
  await expect
    .poll(
      async () =>
        (link = /https?:\/\/\S+reset-password\?token=\S+/.exec((await lastMailTo(email))?.text ?? "")?.[0] ?? ""),
      { timeout: 20_000 },
    )
    .not.toBe("");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.locator('[name="password"]').fill("oublie-puis-change");
  await page.locator('[name="confirmPassword"]').fill("oublie-puis-change");
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fr\/login/);
  await loginWithForm(page, email, "oublie-puis-change");

  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.locator('[name="password"]').fill("encore-une-fois-2");
  await page.locator('[name="confirmPassword"]').fill("encore-une-fois-2");
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(msg("fr", "errors.resetLinkInvalid"))).toBeVisible();
});

test("profile: the password changes only with the right current one; the session survives", async ({ page }) => {
  await login(page, demo.webmaster);
  await page.goto("/fr/profil");
  await page.locator('[name="currentPassword"]').fill("pas-le-bon-du-tout");
  await page.locator('[name="password"]').fill("webmestre-2027");
  await page.locator('[name="confirmPassword"]').fill("webmestre-2027");
  await page.getByRole("button", { name: msg("fr", "profile.changePassword") }).click();
  await expect(page.getByText(msg("fr", "validation.currentPassword"))).toBeVisible();
  await page.locator('[name="currentPassword"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: msg("fr", "profile.changePassword") }).click();
  await expect(page.getByText(msg("fr", "success.passwordChanged"))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("user-menu")).toBeVisible();
});

test("profile photo: an image is accepted, a file that is not one is refused by its content", async ({ page }) => {
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0ca678" } })
    .png()
    .toBuffer();
  await login(page, demo.developer);
  await page.goto("/fr/profil");
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: msg("fr", "validation.notImage", { file: "fake.png" }) })
      .first(),
  ).toBeVisible();
  await input.setInputFiles({ name: "moi.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText(msg("fr", "success.operation"))).toBeVisible();
  const src = await page.locator('img[alt="Djamel Développeur"]').first().getAttribute("src");
  expect(src).toMatch(/^\/media\/avatars\/.+\.webp$/);
  const media = await page.request.get(src!);
  expect(media.headers()["cache-control"]).toContain("immutable");
  expect(media.headers()["content-type"]).toBe("image/webp");
});

test("profile: emptying the e-mail asks for the current password on the spot; the right one removes it (issue 47)", async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  const email = `nadia.${stamp}@exemple.dz`;
  const password = "nadia-mot-de-passe-2026";
  await page.goto("/fr");
  expect(await signUpByEmail(page, { name: "Nadia Profil", email, password })).toBe(200);
  await login(page, email, password);
  await page.goto("/fr/profil");
  await page.locator('[name="phone"]').fill(`0555${String(stamp).padStart(6, "0")}`);
  await page.getByRole("button", { name: msg("fr", "profile.save") }).click();
  await expect(page.getByText(msg("fr", "success.operation"))).toBeVisible();

  const settings = page.locator("form").filter({ has: page.locator('[name="email"]') });
  await expect(page.getByTestId("remove-email-password")).toHaveCount(0);
  await settings.locator('[name="email"]').fill("");
  const field = settings.locator('[name="currentPassword"]');
  await expect(field).toBeVisible();
  await expect(settings.getByText(msg("fr", "profile.emailRemovePassword"))).toBeVisible();
  await page.getByRole("button", { name: msg("fr", "profile.save") }).click();
  await expect(settings.getByText(msg("fr", "validation.required"))).toBeVisible();
  await field.fill("pas-le-bon-2026");
  await page.getByRole("button", { name: msg("fr", "profile.save") }).click();
  await expect(settings.getByText(msg("fr", "validation.currentPassword"))).toBeVisible();
  await field.fill(password);
  const saved = page.waitForResponse((r) => r.url().includes("account.updateProfile"));
  await page.getByRole("button", { name: msg("fr", "profile.save") }).click();
  expect((await saved).status(), await (await saved).text()).toBe(200);
  await page.reload();
  await expect(page.locator('[name="email"]')).toHaveValue("");
  await expect(page.getByTestId("remove-email-password")).toHaveCount(0);
});

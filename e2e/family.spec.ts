import { expect, test, type Browser } from "@playwright/test";
import { demo, fillDate, hydrated, lastMailTo, login, msg, mutate, shot, trpc } from "./fixtures";

async function pageFor(browser: Browser, phone: boolean) {
  return (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
}

/**
 * Issue 31, the family account: a mother with a new account links her child by the school's matricule and birth date
 * (a missing relation is told inline, what she typed stays), sees "pending"; the admin accepts in the queue; she sees her
 * child on /family, with the school and class. Her first sign-in after activation opens /family; the relation is asked
 * (none preselected), the birth date typed in the localized field (issue 48). Both languages on a 390 px phone.
 */
test.describe.configure({ mode: "serial" });

for (const [locale, phone] of [
  ["fr", true],
  ["ar", true],
] as const) {
  test(`${locale}: a parent links a child by matricule, the admin validates`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await pageFor(browser, false);
    await login(admin, demo.admin, undefined, locale);
    const { id: schoolId } = await trpc<{ school: { id: string } | null }>(
      admin,
      "school.active",
      { slug: null },
      "query",
    ).then((r) => r.school!);
    const matricule = `E2E-${locale}-${Date.now() % 100000}`;
    const pupilName = locale === "ar" ? "ياسمين بوزيد" : "Yasmine Bouzid";
    await trpc(admin, "people.addStudent", {
      schoolId,
      name: pupilName,
      birthDate: "2014-05-17",
      registrationNumber: matricule,
    });

    const mother = await pageFor(browser, phone);
    const email = `maman-${locale}-${Date.now()}@famille.dz`;
    await mother.goto(`/${locale}`);
    expect(
      await mutate(mother, "auth.signUp", {
        name: "Nadia Bouzid",
        email,
        password: "motdepasse-famille",
        confirmPassword: "motdepasse-famille",
      }),
    ).toBe(200);
    // she follows the mailed link and signs in: her first page is "Ma famille", to link a child (issue 48), not the home
    const token = /activate\?token=([\w-]+)/.exec((await lastMailTo(email))?.text ?? "")![1];
    await mother.goto(`/${locale}/activate?token=${token}`);
    await expect(mother.getByTestId("login-notice")).toHaveText(msg(locale, "auth.activate.done"));
    await hydrated(mother);
    await mother.locator('[name="identifier"]').fill(email);
    await mother.locator('[name="password"]').fill("motdepasse-famille");
    await mother.locator('form button[type="submit"]').click();
    await expect(mother).toHaveURL(new RegExp(`/${locale}/family$`), { timeout: 45_000 });
    await hydrated(mother);
    await expect(mother.getByTestId("no-children")).toBeVisible();
    const form = mother.getByTestId("link-form");
    // the relation is asked, in both forms, never preselected; the birth date is the house's localized field
    await expect(form.locator('select[name="relation"]')).toHaveValue("");
    await expect(mother.getByTestId("join-form").locator('select[name="relation"]')).toHaveValue("");
    await form.locator('select[name="schoolId"]').selectOption({ label: "École Wasla Démo" });
    await form.locator('input[name="matricule"]').fill(matricule);
    await form.scrollIntoViewIfNeeded();
    await fillDate(mother, "birthDate", "17/05/2014");
    await form.getByTestId("send-link").click();
    await expect(form.getByText(msg(locale, "validation.required"))).toBeVisible();
    await expect(form.locator('select[name="relation"]')).toHaveAttribute("aria-invalid", "true");
    // what she typed stays
    await expect(form.locator('[data-date-field="birthDate"]')).toHaveValue("17/05/2014");
    await expect(form.locator('input[name="matricule"]')).toHaveValue(matricule);
    if (phone) expect(await mother.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.scrollIntoViewIfNeeded();
    await mother.screenshot({ path: shot(`family-link-relation-${locale}${phone ? "-phone" : ""}.png`) });
    // a wrong birth date is answered as a right one since issue 47 (one answer, nothing learnt): not tried here
    await form.locator('select[name="relation"]').selectOption("MOTHER");
    await form.getByTestId("send-link").click();
    await expect(mother.getByTestId("request-status")).toHaveText(msg(locale, "family.request.PENDING"));
    if (phone) expect(await mother.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mother.screenshot({ path: shot(`family-pending-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });

    await admin.goto(`/${locale}/family/requests`);
    await hydrated(admin);
    const request = admin
      .getByTestId("family-request")
      .filter({ hasText: "Nadia Bouzid" })
      .filter({ hasText: pupilName });
    await expect(request).toContainText(matricule);
    await request.getByTestId("accept-request").click();
    await expect(admin.getByTestId("family-request").filter({ hasText: pupilName })).toHaveCount(0);

    await mother.reload();
    const child = mother.getByTestId("family-child").filter({ hasText: pupilName });
    await expect(child).toContainText("École Wasla Démo");
    await expect(mother.getByTestId("request-status")).toHaveCount(0);
    if (phone) expect(await mother.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mother.screenshot({ path: shot(`family-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    // the school's other family screens: who may collect the pupils, and the pupils to follow up
    await admin.goto(`/${locale}/family/pickup`);
    await expect(admin.getByTestId("pickup-pupil").first()).toBeVisible();
    await admin.screenshot({ path: shot(`family-pickup-${locale}.png`) });
    await admin.goto(`/${locale}/warnings`);
    await expect(admin.getByRole("heading", { name: msg(locale, "warnings.title") })).toBeVisible();
    await admin.screenshot({ path: shot(`warnings-${locale}.png`) });
    await Promise.all([admin.context().close(), mother.context().close()]);
  });
}

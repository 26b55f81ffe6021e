import { expect, test } from "@playwright/test";
import { demo, login, msg, signUpByEmail } from "./fixtures";

/**
 * A school names someone who already has an account of their own: the school gets its own placeholder account,
 * answered exactly as for a free address, and only the owner's answer joins the place to their account (security:
 * a school admin cannot take over another school's parent or a board member, nor learn that the address is used).
 */
test("a school invites an existing account; its owner accepts in French or declines in Arabic", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const accepting = { name: "Nadia Invitée", email: `invitee-${tag}@e2e.dz`, password: "invitee-2026" };
  const declining = { name: "Yacine Invité", email: `invitee2-${tag}@e2e.dz`, password: "invitee-2026" };

  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/fr/login");
  expect(await signUpByEmail(admin, accepting)).toBe(200);
  expect(await signUpByEmail(admin, declining)).toBe(200);
  await login(admin, demo.admin);

  // the admin names both as teachers: "done", and both are in the list with the address typed, as a new account
  // would be; nothing tells the school that these addresses had accounts
  await admin.goto("/fr/teachers");
  for (const person of [accepting, declining]) {
    // one toast at a time: the previous one closes by itself (4 s)
    await expect(admin.getByText(msg("fr", "success.operation"))).toHaveCount(0);
    await admin.getByRole("button", { name: msg("fr", "teachers.new") }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.locator('[name="name"]').fill(person.name);
    await dialog.locator('[name="email"]').fill(person.email);
    await dialog.getByRole("button", { name: msg("fr", "common.add") }).click();
    await expect(admin.getByText(msg("fr", "success.operation"))).toBeVisible();
    await expect(admin.getByRole("table").getByText(person.email)).toBeVisible();
  }
  await expect(admin.getByTestId("pending-invitations")).toHaveCount(0);

  // the first accepts from their profile, in French
  const invitee = await (await browser.newContext()).newPage();
  await login(invitee, accepting.email, accepting.password);
  await invitee.goto("/fr/profil");
  const card = invitee.getByTestId("my-invitations");
  await expect(card.getByText(msg("fr", "invitations.TEACHER", { school: "École Wasla Démo" }))).toBeVisible();
  await card.getByRole("button", { name: msg("fr", "invitations.accept") }).click();
  await expect(invitee.getByTestId("my-invitations")).toHaveCount(0);
  await invitee.goto("/fr/dashboard");
  await expect(invitee.getByRole("heading", { name: msg("fr", "dashboard.myClasses") })).toBeVisible();

  // the second declines, in Arabic
  const other = await (await browser.newContext({ locale: "ar" })).newPage();
  await login(other, declining.email, declining.password, "ar");
  // with no school yet, the dashboard sends them to the invitation on their profile
  await other.goto("/ar/dashboard");
  await expect(other).toHaveURL(/\/ar\/profil$/);
  await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
  const arCard = other.getByTestId("my-invitations");
  await expect(arCard.getByText(msg("ar", "invitations.TEACHER", { school: "École Wasla Démo" }))).toBeVisible();
  await arCard.getByRole("button", { name: msg("ar", "invitations.decline") }).click();
  await expect(other.getByTestId("my-invitations")).toHaveCount(0);
  const response = await other.goto("/ar/dashboard");
  expect(response?.status()).toBe(403);

  // the admin's list still shows both: the owner who accepted, and the school's own account for the one who declined
  await admin.reload();
  await expect(admin.getByRole("table").getByText(accepting.email)).toBeVisible();
  await expect(admin.getByRole("table").getByText(declining.email)).toBeVisible();
  await expect(admin.getByTestId("pending-invitations")).toHaveCount(0);
});

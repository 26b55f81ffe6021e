import { expect, test } from "@playwright/test";
import { fillAd } from "./ad-form";
import { demo, login, msg, signUpByEmail } from "./fixtures";

test("a member reports an ad; a moderator finds the complaint, hides the ad, and it leaves search and its category", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const word = `zorglub${Date.now() % 100_000}`;
  const title = `Portefeuille ${word} perdu au marché`;

  // a member posts the ad
  const poster = await (await browser.newContext()).newPage();
  await login(poster, demo.member);
  await poster.goto("/fr/old/publier-une-annonce");
  await fillAd(poster, "fr", {
    title,
    description: `Portefeuille en cuir marron perdu au marché Clauzel, marque ${word}, avec des papiers.`,
  });
  await poster.getByTestId("ad-submit").click();
  await expect(poster.getByText(msg("fr", "success.adAdded"))).toBeVisible();
  const categoryHref = await poster.getByTestId("ad-category").getAttribute("href");

  // another member reports it
  const reporter = await (await browser.newContext()).newPage();
  await reporter.goto("/fr/login");
  const email = `signaleur.${word}@e2e.wasla.dz`;
  expect(await signUpByEmail(reporter, { name: "Signaleur E2E", email, password: "signaleur-2026" })).toBe(200);
  await login(reporter, email, "signaleur-2026");
  await reporter.goto(poster.url());
  await reporter.getByTestId("report-ad").click();
  await reporter.getByRole("radio", { name: msg("fr", "reports.reason.SCAM_OR_SPAM") }).check();
  await reporter.getByTestId("confirm-yes").click();
  await expect(reporter.getByText(msg("fr", "reports.sent"))).toBeVisible();

  // the moderator finds it among the complaints and hides the ad
  const moderator = await (await browser.newContext()).newPage();
  // the developer account: auth.spec changes the webmaster's password in parallel
  await login(moderator, demo.developer);
  await moderator.goto("/fr/admin");
  await moderator.getByRole("link", { name: msg("fr", "reports.reason.SCAM_OR_SPAM") }).click();
  const complaint = moderator.getByTestId("complaint").filter({ hasText: title });
  await expect(complaint).toContainText(`${msg("fr", "reports.reason.SCAM_OR_SPAM")} × 1`);
  await complaint.getByRole("button", { name: msg("fr", "admin.hideAd") }).click();
  await moderator.getByTestId("confirm-yes").click();
  await expect(moderator.getByText(msg("fr", "success.operation"))).toBeVisible();
  await expect(moderator.getByTestId("complaint").filter({ hasText: title })).toHaveCount(0);

  // gone from search and from its category, and its history says who hid it
  await reporter.goto(`/fr/old/annonces?q=${word}`);
  await expect(reporter.getByText(msg("fr", "errors.noResults"))).toBeVisible();
  await reporter.goto(categoryHref!);
  await expect(reporter.getByText(title)).toHaveCount(0);
  await moderator.goto("/fr/admin/ads?status=HIDDEN");
  await moderator.getByRole("link", { name: title }).click();
  await expect(moderator.getByTestId("ad-status")).toHaveText(msg("fr", "ads.status.HIDDEN"));
  await expect(moderator.getByTestId("audit-list")).toContainText(msg("fr", "audit.ad.hide"));
});

test("a member cannot open the moderation area", async ({ page }) => {
  await login(page, demo.member);
  const response = await page.goto("/fr/admin/complaints");
  expect(response?.status()).toBe(403);
});

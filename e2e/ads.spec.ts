import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { fillAd, photo } from "./ad-form";
import { demo, fillDate, login, msg, watchMissingMessages } from "./fixtures";

test("@smoke a member posts an ad with two photos and finds it by an Arabic word", async ({ page }) => {
  await login(page, demo.member);
  await page.goto("/fr/old/publier-une-annonce");
  await fillAd(page, "fr", {
    title: "خاتم ذهبي مفقود في حديقة التجارب",
    description: "ضاع خاتمٌ ذهبي منقوش عليه اسم «سلمى» في حديقة التجارب بالحامة يوم الجمعة.",
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles([await photo("bague-1.jpg", "#c9a227"), await photo("bague-2.jpg", "#8a6d1a")]);
  await expect(page.getByTestId("picked-photo")).toHaveCount(2);
  await page.getByTestId("ad-submit").click();

  await expect(page.getByText(msg("fr", "success.adAdded"))).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/old\/annonces\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خاتم ذهبي مفقود في حديقة التجارب");
  await expect(page.getByRole("button", { name: msg("fr", "ads.page.photo", { index: 2, count: 2 }) })).toBeVisible();
  await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute("href", "https://wa.me/213550987654");
  // link previews: title, description and the first photo as an absolute URL
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /خاتم ذهبي مفقود/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http:\/\/localhost:\d+\/media\/ads\/.+\.webp$/,
  );

  // the search ignores the article, the hamza and the tashkeel: "الخَاتِم" finds "خاتمٌ"
  await page.goto("/fr/old/annonces");
  await page.getByRole("searchbox", { name: msg("fr", "ads.search.label") }).fill("الخَاتِم");
  await page.getByTestId("search-submit").click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByTestId("ad-card")).toHaveCount(1);
  await expect(page.getByTestId("ad-card")).toContainText("خاتم ذهبي مفقود في حديقة التجارب");
});

test("a visitor posts an ad; it stays out of the board until a moderator publishes it", async ({ page }) => {
  const missing = watchMissingMessages(page);
  await page.goto("/fr/old/publier-une-annonce");
  await expect(page.getByTestId("visitor-notice")).toBeVisible();
  await fillAd(page, "fr", {
    title: "Doudou lapin bleu oublié au tramway",
    description: "Doudou lapin bleu clair oublié dans le tramway à la station Hydra, ma fille le cherche partout.",
    contactName: "Lamia Visiteuse",
  });
  await page.getByTestId("ad-submit").click();
  await expect(page.getByTestId("posted-pending")).toBeVisible();
  const privateLink = (await page.getByTestId("private-link").textContent())!;
  expect(privateLink).toMatch(/\/fr\/old\/annonces\/[^/]+\/modifier\?token=[\w-]{32}$/);

  await page.goto("/fr/old/annonces?q=doudou");
  await expect(page.getByTestId("no-results")).toHaveText(msg("fr", "errors.noResults"));
  const adPath = new URL(privateLink).pathname.replace(/\/modifier$/, "");
  expect((await page.goto(adPath))?.status()).toBe(404);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);

  await page.goto(privateLink);
  await expect(page.getByTestId("ad-status")).toHaveText(msg("fr", "ads.status.PENDING"));
  await expect(page.locator('[name="title"]')).toHaveValue("Doudou lapin bleu oublié au tramway");
  expect(missing, "messages missing in a visitor's browser").toEqual([]);

  // a moderator sees it with its status and publishes it; then everyone finds it
  await login(page, demo.superAdmin);
  await page.goto(adPath);
  await expect(page.getByTestId("status-notice")).toContainText(msg("fr", "ads.page.notice.PENDING"));
  await page.getByTestId("moderate-ad").click();
  await expect(page.getByText(msg("fr", "success.operation"))).toBeVisible();
  await expect(page.getByTestId("status-notice")).toHaveCount(0);
  await page.goto("/fr/old/annonces?q=doudou");
  await expect(page.getByTestId("ad-card")).toHaveCount(1);
});

test("another member comments, likes, copies the link and reports the ad", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto("/fr/old/annonces?q=renault");
  await page.getByTestId("ad-card").first().click();
  await page.getByTestId("like").click();
  await expect(page.getByText(msg("fr", "errors.loginRequired"))).toBeVisible();

  // the parent account: no other journey changes it (auth.spec resets the student's password)
  await login(page, demo.parent);
  await page.goto("/fr/old/annonces?q=renault");
  await page.getByTestId("ad-card").first().click();
  await page.waitForURL(/\/old\/annonces\/[^/?]+$/);
  const adUrl = page.url();

  await page
    .getByRole("textbox", { name: msg("fr", "comments.label") })
    .fill("Je crois que c'est la voiture de mon voisin, je le préviens.");
  await page.getByTestId("comment-submit").click();
  await expect(page.getByText(msg("fr", "success.commentAdded"))).toBeVisible();
  await expect(page.getByTestId("comment")).toContainText("je le préviens");
  await page.getByTestId("comment-edit").click();
  await page.getByTestId("comment").locator("textarea").fill("C'est bien la voiture de mon voisin, il vous appelle.");
  await page.getByTestId("comment-save").click();
  await expect(page.getByText(msg("fr", "success.commentEdited"))).toBeVisible();
  await expect(page.getByTestId("comment")).toContainText("il vous appelle");

  await page.getByTestId("like").click();
  await expect(page.getByTestId("like")).toContainText(msg("fr", "ads.page.likes", { count: 1 }));
  await expect(page.getByTestId("like")).toHaveAttribute("aria-pressed", "true");

  await page.getByTestId("copy-link").click();
  await expect(page.getByText(msg("fr", "success.linkCopied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(adUrl);

  await page.getByTestId("report-ad").click();
  await expect(page.getByText(msg("fr", "reports.confirmAd"))).toBeVisible();
  await page.getByRole("radio", { name: msg("fr", "reports.reason.WRONG_CATEGORY") }).check();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByText(msg("fr", "reports.sent"))).toBeVisible();

  await page.goto("/fr/profil");
  await expect(page.getByTestId("my-comment").filter({ hasText: "il vous appelle" })).toBeVisible();
  await context.close();
});

for (const locale of ["fr", "ar"] as const) {
  test(`an invalid form shows every message in ${locale} and keeps what was typed`, async ({ page }) => {
    const missing = watchMissingMessages(page);
    await page.goto(`/${locale}/old/publier-une-annonce`);
    await page.getByTestId("ad-submit").click();
    await expect(page.getByText(msg(locale, "validation.required")).first()).toBeVisible();
    expect(await page.getByText(msg(locale, "validation.required")).count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByTestId("contact-error")).toHaveText(msg(locale, "validation.contactMethod"));

    await page.locator('[name="title"]').fill("Clé");
    await fillDate(page, "happenedOn", "2999-01-01");
    await page.getByTestId("ad-submit").click();
    await expect(page.getByText(msg(locale, "validation.minLength", { count: 5 }))).toBeVisible();
    await expect(page.getByText(msg(locale, "validation.date"))).toBeVisible();
    await expect(page.locator('[name="title"]')).toHaveValue("Clé");

    const files = page.locator('input[type="file"]');
    await files.setInputFiles([
      { name: "facture.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7 not a photo") },
    ]);
    await expect(page.getByTestId("photos-error")).toHaveText(
      msg(locale, "validation.notImage", { file: "facture.jpg" }),
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await files.setInputFiles([{ name: "animation.jpg", mimeType: "image/jpeg", buffer: gif }]);
    await expect(page.getByTestId("photos-error")).toHaveText(
      msg(locale, "validation.fileFormat", { file: "animation.jpg" }),
    );
    const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => photo(`p${i}.jpg`, "#336699")));
    await files.setInputFiles(nine);
    await expect(page.getByTestId("photos-error")).toHaveText(msg(locale, "validation.maxImages", { count: 8 }));
    await expect(page.getByTestId("picked-photo")).toHaveCount(8);

    // a visitor may not post under a member's name: the server's refusal lands on the field
    await fillAd(page, locale, {
      title: "Sacoche noire perdue",
      description: "Sacoche noire avec des documents de travail, perdue près du marché.",
      contactName: "Mourad Membre",
    });
    await page.locator('[name="whatsapp"]').fill("12");
    await page.locator('[name="messenger"]').fill("un nom invalide");
    await page.getByTestId("ad-submit").click();
    await expect(page.getByText(msg(locale, "validation.phone"))).toBeVisible();
    await expect(page.getByText(msg(locale, "validation.messenger"))).toBeVisible();
    await page.locator('[name="whatsapp"]').fill("0550 98 76 54");
    await page.locator('[name="messenger"]').fill("");
    await page.getByTestId("ad-submit").click();
    await expect(page.getByText(msg(locale, "validation.memberNameTaken"))).toBeVisible();
    await expect(page.locator('textarea[name="description"]')).toHaveValue(
      "Sacoche noire avec des documents de travail, perdue près du marché.",
    );
    expect(missing, "messages missing in a visitor's browser").toEqual([]);
  });
}

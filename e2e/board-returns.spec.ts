import { expect, test, type Browser } from "@playwright/test";
import { fillAd } from "./ad-form";
import { demo, hydrated, login, msg, shot } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar", phone = false) {
  const page = await (await browser.newContext({ locale, ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * Issue 33, the board that returns things: a father (French, desktop) posts his lost wallet; a member who found it
 * posts it from her phone in Arabic, with a question only the owner can answer and her contacts hidden. The board
 * matches the two: the father finds her ad among his ad's likely matches, sees no phone on it, answers the question
 * (an empty answer is refused on its field) and writes to her; she reads his answer and his message, accepts the
 * claim, and the ad is marked returned.
 */
test("fr/ar: a lost wallet is matched with the found one, claimed by answering its question, and returned", async ({ browser }) => {
  test.setTimeout(180_000);
  const ref = `${Date.now() % 1_000_000}`;
  const owner = await signedIn(browser, demo.parent, "fr");
  await owner.goto("/fr/old/publier-une-annonce");
  await hydrated(owner);
  await fillAd(owner, "fr", { title: `Portefeuille noir Montblanc ${ref} perdu à Hydra`, description: `Portefeuille en cuir noir Montblanc ${ref}, perdu près du marché de Hydra avec mes cartes.` });
  await owner.getByTestId("ad-submit").click();
  await owner.waitForURL(/\/fr\/old\/annonces\/[^/]+$/);
  const lostUrl = owner.url();

  const finder = await signedIn(browser, demo.member, "ar", true);
  await finder.goto("/ar/old/publier-une-annonce");
  await hydrated(finder);
  await fillAd(finder, "ar", { title: `Portefeuille noir Montblanc ${ref} trouvé à Hydra`, description: `وجدت Portefeuille en cuir noir Montblanc ${ref} près du marché de Hydra.` });
  await finder.getByRole("radio", { name: msg("ar", "ads.type.FOUND") }).check();
  await finder.locator('[name="claimQuestion"]').fill("ما لون البطاقة التي بداخلها؟");
  await finder.getByRole("checkbox", { name: msg("ar", "ads.form.hidePhone") }).check();
  await finder.screenshot({ path: shot("board-found-form-ar-phone.png"), fullPage: true });
  await finder.getByTestId("ad-submit").click();
  await finder.waitForURL(/\/ar\/old\/annonces\/[^/]+$/);
  const foundUrl = finder.url();

  // the board matches them (a job after publishing): the father sees the found ad among his likely matches
  await expect(async () => {
    await owner.goto(lostUrl);
    await expect(owner.getByTestId("ad-matches")).toContainText(`Montblanc ${ref} trouvé`, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await owner.screenshot({ path: shot("board-matches-fr.png"), fullPage: true });
  await owner.getByTestId("ad-matches").getByText(`Montblanc ${ref} trouvé`).click();
  await owner.waitForURL(foundUrl.replace("/ar/", "/fr/"));
  await hydrated(owner);
  // safe contact: no phone on the page, a note and a form instead
  await expect(owner.getByTestId("contact-hidden")).toBeVisible();
  await expect(owner.locator('a[href^="https://wa.me/"]')).toHaveCount(0);

  // the claim: an empty answer is refused on its field, then the answer is sent
  const claim = owner.getByTestId("claim-form");
  await expect(claim).toContainText("ما لون البطاقة التي بداخلها؟");
  await owner.getByTestId("claim-submit").click();
  await expect(claim.getByText(msg("fr", "validation.required"))).toBeVisible();
  await claim.locator('textarea[name="answer"]').fill("Bleue, c'est ma carte CIB");
  await owner.getByTestId("claim-submit").click();
  await expect(owner.getByTestId("my-claim-status")).toHaveText(msg("fr", "ads.claim.status.PENDING"), { timeout: 15_000 });
  await owner.getByTestId("ad-write").locator('textarea[name="body"]').fill("Bonjour, je peux passer le récupérer ce soir à Hydra.");
  await owner.getByTestId("ad-write").getByTestId("message-submit").click();
  await expect(owner.getByTestId("ad-write").getByTestId("ad-message")).toHaveCount(1, { timeout: 15_000 });

  // the finder reads the answer and the message on her phone, in Arabic, and accepts
  await finder.goto(foundUrl);
  await hydrated(finder);
  await expect(finder.getByTestId("claim-answer")).toHaveText("Bleue, c'est ma carte CIB");
  await expect(finder.getByTestId("ad-thread")).toContainText("je peux passer le récupérer");
  await finder.screenshot({ path: shot("board-claims-ar-phone.png"), fullPage: true });
  await finder.getByTestId("claim-accept").click();
  await expect(finder.getByTestId("status-notice")).toContainText(msg("ar", "ads.status.RETURNED"), { timeout: 15_000 });
  await finder.getByTestId("ad-thread").locator('textarea[name="body"]').fill("تفضل، أنا في حيدرة حتى السادسة.");
  await finder.getByTestId("ad-thread").getByTestId("message-submit").click();
  await expect(finder.getByTestId("ad-thread").getByTestId("ad-message")).toHaveCount(2, { timeout: 15_000 });

  // the father sees his claim accepted and her reply
  await owner.reload();
  await expect(owner.getByTestId("my-claim-status")).toHaveText(msg("fr", "ads.claim.status.ACCEPTED"));
  await expect(owner.getByTestId("ad-write")).toContainText("تفضل");
  await owner.screenshot({ path: shot("board-returned-fr.png"), fullPage: true });
});

import { expect, test, type Browser } from "@playwright/test";
import { choose, fillAd } from "./ad-form";
import { demo, hydrated, login, msg, shot } from "./fixtures";

async function signedIn(browser: Browser, who: string, locale: "fr" | "ar", phone = false) {
  const page = await (
    await browser.newContext({ locale, ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })
  ).newPage();
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
test("fr/ar: a lost wallet is matched with the found one, claimed by answering its question, and returned", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ref = `${Date.now() % 1_000_000}`;
  const owner = await signedIn(browser, demo.parent, "fr");
  await owner.goto("/fr/old/publier-une-annonce");
  await hydrated(owner);
  await fillAd(owner, "fr", {
    title: `Portefeuille noir Montblanc ${ref} perdu à Hydra`,
    description: `Portefeuille en cuir noir Montblanc ${ref}, perdu près du marché de Hydra avec mes cartes.`,
  });
  await owner.getByTestId("ad-submit").click();
  await owner.waitForURL(/\/fr\/old\/annonces\/[^/]+$/);
  const lostUrl = owner.url();

  const finder = await signedIn(browser, demo.member, "ar", true);
  await finder.goto("/ar/old/publier-une-annonce");
  await hydrated(finder);
  await fillAd(finder, "ar", {
    title: `Portefeuille noir Montblanc ${ref} trouvé à Hydra`,
    description: `وجدت Portefeuille en cuir noir Montblanc ${ref} près du marché de Hydra.`,
  });
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
  await expect(owner.getByTestId("my-claim-status")).toHaveText(msg("fr", "ads.claim.status.PENDING"), {
    timeout: 15_000,
  });
  await owner
    .getByTestId("ad-write")
    .locator('textarea[name="body"]')
    .fill("Bonjour, je peux passer le récupérer ce soir à Hydra.");
  await owner.getByTestId("ad-write").getByTestId("message-submit").click();
  await expect(owner.getByTestId("ad-write").getByTestId("ad-message")).toHaveCount(1, { timeout: 15_000 });

  // the finder reads the answer and the message on her phone, in Arabic, and accepts
  await finder.goto(foundUrl);
  await hydrated(finder);
  await expect(finder.getByTestId("claim-answer")).toHaveText("Bleue, c'est ma carte CIB");
  await expect(finder.getByTestId("ad-thread")).toContainText("je peux passer le récupérer");
  await finder.screenshot({ path: shot("board-claims-ar-phone.png"), fullPage: true });
  await finder.getByTestId("claim-accept").click();
  await expect(finder.getByTestId("status-notice")).toContainText(msg("ar", "ads.status.RETURNED"), {
    timeout: 15_000,
  });
  await finder.getByTestId("ad-thread").locator('textarea[name="body"]').fill("تفضل، أنا في حيدرة حتى السادسة.");
  await finder.getByTestId("ad-thread").getByTestId("message-submit").click();
  await expect(finder.getByTestId("ad-thread").getByTestId("ad-message")).toHaveCount(2, { timeout: 15_000 });

  // the father sees his claim accepted and her reply
  await owner.reload();
  await expect(owner.getByTestId("my-claim-status")).toHaveText(msg("fr", "ads.claim.status.ACCEPTED"));
  await expect(owner.getByTestId("ad-write")).toContainText("تفضل");
  await owner.screenshot({ path: shot("board-returned-fr.png"), fullPage: true });
  // the board counts it, after its results
  await owner.goto("/fr/old/annonces");
  await expect(owner.getByTestId("returned-count")).toContainText("Alger");
});

/**
 * A school's lost property: the administration posts a jacket found in the yard (in Arabic), a father reads it on his
 * phone in French on /lost-property — a visitor cannot open it —, claims it by answering its question, and the
 * administration hands it back.
 */
test("ar/fr: the school posts a jacket found at school, a father claims it from his phone, the school hands it back", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ref = `${Date.now() % 1_000_000}`;
  const admin = await signedIn(browser, demo.admin, "ar");
  await admin.goto("/ar/lost-property");
  await hydrated(admin);
  const form = admin.getByTestId("lost-item-form");
  await form.locator('[name="title"]').fill(`Veste bleue ${ref} taille 12 ans`);
  await choose(admin, msg("ar", "ads.form.category"), "", "ملابس وإكسسوارات");
  await form.locator('textarea[name="description"]').fill("سترة زرقاء لطفل وُجدت في الساحة بعد الاستراحة.");
  await form.locator('[name="claimQuestion"]').fill("ما المكتوب على البطاقة داخل السترة؟");
  // the demo school has no address yet: its place is chosen here
  await form.getByTestId("lost-item-submit").click();
  await expect(form.getByText(msg("ar", "validation.required")).first()).toBeVisible();
  await choose(admin, msg("ar", "ads.form.wilaya"), "16", "16 · الجزائر");
  await choose(admin, msg("ar", "ads.form.commune"), "حيدرة", "حيدرة");
  await form.getByTestId("lost-item-submit").click();
  await expect(admin.getByTestId("lost-items")).toContainText(`Veste bleue ${ref}`, { timeout: 15_000 });
  await admin.screenshot({ path: shot("lost-property-ar.png"), fullPage: true });

  const father = await signedIn(browser, demo.parent, "fr", true);
  await father.goto("/fr/lost-property");
  await expect(father.getByTestId("lost-rules")).toContainText("30");
  await father.getByTestId("lost-items").getByText(`Veste bleue ${ref}`).click();
  await father.waitForURL(/\/fr\/old\/annonces\/[^/]+$/);
  const itemUrl = father.url();
  await hydrated(father);
  await father.getByTestId("claim-form").locator('textarea[name="answer"]').fill("« Yanis 5e B » au feutre");
  await father.getByTestId("claim-submit").click();
  await expect(father.getByTestId("my-claim-status")).toHaveText(msg("fr", "ads.claim.status.PENDING"), {
    timeout: 15_000,
  });
  await father.screenshot({ path: shot("lost-property-claim-fr-phone.png"), fullPage: true });

  // a visitor never sees the school's lost property
  const visitor = await (await browser.newContext({ locale: "fr" })).newPage();
  const response = await visitor.goto(itemUrl);
  expect(response?.status()).toBe(404);

  // the administration hands it back from the list
  await admin.reload();
  await hydrated(admin);
  const item = admin.getByTestId("lost-item").filter({ hasText: `Veste bleue ${ref}` });
  await item.getByTestId("lost-item-returned").click();
  await expect(admin.getByTestId("lost-items").getByText(`Veste bleue ${ref}`)).toHaveCount(0, { timeout: 15_000 });
});

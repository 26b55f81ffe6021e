import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, hydrated, login, msg, query, trpc } from "./fixtures";

type Locale = "fr" | "ar";

async function pageAs(browser: Browser, who: string, locale: Locale, phone = false) {
  const page = await (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/** Opens `path`, hydrated, its live channel connected, and marks the document: a reload would lose the mark. */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html[data-live]")).toBeAttached({ timeout: 15_000 });
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
}

const stayed = (page: Page) => page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);

/**
 * Issue 50, the live channel that names what changed, in two browsers: a family writes to the school's office and
 * the administrator's open inbox shows it; the administrator answers from the open conversation and the parent's
 * open conversation shows the answer; the parent's screen reads it, and the administrator's "Delivered" turns
 * "Read" — no reload anywhere (the document's mark survives). The office conversation is this journey's own: the
 * other message journeys use the teacher's.
 */
test.describe.configure({ mode: "serial" });

for (const [locale, phone] of [
  ["fr", false],
  ["ar", true],
] as const) {
  test(`${locale}: a family's message appears in the office's open inbox, the answer in the family's open conversation, then "read"`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = Date.now() % 100_000;
    const admin = await pageAs(browser, demo.admin, locale);
    const parent = await pageAs(browser, demo.parent, locale, phone);
    await openLive(admin, `/${locale}/messages`);

    const [school] = await query<{ id: string }[]>(parent, "school.mine", undefined);
    const words = locale === "ar" ? `متى يبدأ التسجيل؟ ${tag}` : `Quand commencent les inscriptions ? ${tag}`;
    const { children } = await query<{ children: { id: string; name: string }[] }>(parent, "messages.contacts", {
      schoolId: school!.id,
    });
    const sara = children.find((c) => c.name === "Sara Élève")!;
    const { conversationId } = await trpc<{ conversationId: string }>(parent, "messages.start", {
      schoolId: school!.id,
      to: "office",
      studentId: sara.id,
      body: words,
    });
    // the inbox, open before the message existed, lists it
    const row = admin.locator(`[data-testid="conversation"][href$="/messages/${conversationId}"]`);
    await expect(row).toContainText(words);
    await expect(row.getByTestId("unread")).toHaveText(/^[1-9]\d*$/);
    expect(await stayed(admin)).toBe(true);

    // both open the conversation; the administrator answers
    await openLive(parent, `/${locale}/messages/${conversationId}`);
    await openLive(admin, `/${locale}/messages/${conversationId}`);
    const answer = locale === "ar" ? `يبدأ يوم الأحد. ${tag}` : `Dimanche prochain. ${tag}`;
    await admin.getByLabel(msg(locale, "messages.reply")).fill(answer);
    await admin.getByTestId("send-reply").click();
    const sent = admin.getByTestId("message").filter({ hasText: answer });
    await expect(sent).toBeVisible();

    // the parent's open conversation shows it, without a reload
    await expect(parent.getByTestId("message").filter({ hasText: answer })).toBeVisible();
    expect(await stayed(parent)).toBe(true);
    if (phone) expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the parent's screen read it: the administrator's receipt turns "Read", without a reload (a receipt changes
    // no count of the administrator's: it used to be lost)
    await expect(sent.getByTestId("receipt")).toHaveText(msg(locale, "messages.read"));
    expect(await stayed(admin)).toBe(true);
    await Promise.all([parent.context().close(), admin.context().close()]);
  });
}

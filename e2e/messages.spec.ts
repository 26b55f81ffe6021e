import { expect, test, type Browser } from "@playwright/test";
import { photo } from "./ad-form";
import { demo, hydrated, login, msg, shot } from "./fixtures";

async function pageAs(browser: Browser, who: string, locale: "fr" | "ar", phone: boolean) {
  const page = await (await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * Issue 30, conversations: a parent writes to their child's teacher (on a phone in Arabic, on a desktop in French),
 * then sends a photo and a voice note recorded in the browser (Chromium's fake microphone); the teacher finds it
 * unread, sees the photo, can play the note, and answers; the answer reaches the parent's open conversation without a
 * reload, and the parent's messages read "read".
 */
// the two languages share one conversation (the demo parent, the demo teacher, Sara): one after the other
test.describe.configure({ mode: "serial" });

for (const [locale, phone] of [["fr", false], ["ar", true]] as const) {
  test(`${locale}: a parent writes to the teacher, who answers live; the parent sees it read`, async ({ browser }) => {
    test.setTimeout(120_000);
    const tag = Date.now() % 100_000;
    const words = locale === "ar" ? `هل يمكن تأجيل الفرض؟ ${tag}` : `Bonjour, Sara peut-elle rattraper le devoir ? ${tag}`;
    const parent = await pageAs(browser, demo.parent, locale, phone);
    await parent.goto(`/${locale}/messages`);
    await parent.getByTestId("new-message").click();
    await expect(parent).toHaveURL(/\/messages\/new$/);
    await hydrated(parent);
    const form = parent.getByTestId("new-message-form");
    // sent empty: the schema's message inline, nothing lost
    await form.getByTestId("send-message").click();
    await expect(form.getByText(msg(locale, "validation.required")).first()).toBeVisible();
    await form.getByRole("combobox", { name: msg(locale, "messages.to") }).click();
    await parent.getByRole("option").filter({ hasText: "Taous Enseignante" }).filter({ hasText: /Sara|الرياضيات|Mathématiques/ }).first().click();
    await form.getByLabel(msg(locale, "messages.body")).fill(words);
    await form.getByTestId("send-message").click();
    await expect(parent).toHaveURL(new RegExp(`/${locale}/messages/[A-Za-z0-9_-]+$`));
    const mine = parent.getByTestId("message").filter({ hasText: words });
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId("receipt")).toHaveText(msg(locale, "messages.delivered"));
    if (phone) expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // a photo and a voice note: sent together, without a word
    await hydrated(parent);
    const reply = parent.getByTestId("reply-form");
    await reply.getByTestId("message-files").setInputFiles([await photo("cahier.jpg", "#3b7dd8")]);
    await expect(reply.getByText("cahier.jpg")).toBeVisible();
    await reply.getByTestId("voice-record").click();
    await expect(reply.getByTestId("voice-recording")).toBeVisible();
    await parent.waitForTimeout(1500);
    await reply.getByTestId("voice-stop").click();
    await expect(reply.getByTestId("voice-remove")).toBeVisible();
    await reply.getByTestId("send-reply").click();
    const media = parent.getByTestId("message").filter({ has: parent.getByTestId("message-voice") }).last();
    await expect(media.getByTestId("message-photo")).toBeVisible();
    await expect(reply.getByTestId("voice-record")).toBeVisible();

    // the teacher finds it unread, opens it, answers
    const teacher = await pageAs(browser, demo.teacher, locale, false);
    await teacher.goto(`/${locale}/messages`);
    const conversationId = parent.url().split("/").at(-1)!;
    const row = teacher.locator(`[data-testid="conversation"][href$="/messages/${conversationId}"]`);
    // (the conversation continues an earlier one between them about Sara: at least this message is unread)
    await expect(row.getByTestId("unread")).toHaveText(/^[1-9]\d*$/);
    await row.click();
    await expect(teacher.getByTestId("message").filter({ hasText: words })).toBeVisible();
    // the photo shows, the voice note plays (its bytes served in ranges, as Safari asks them)
    const received = teacher.getByTestId("message").filter({ has: teacher.getByTestId("message-voice") }).last();
    await expect(received.getByRole("img", { name: msg(locale, "messages.photoBy", { name: "Karim Parent" }) })).toBeVisible();
    const src = await received.locator("audio").getAttribute("src");
    const ranged = await teacher.request.get(src!, { headers: { range: "bytes=0-99" } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()["content-type"]).toMatch(/^audio\//);
    expect(await received.locator("audio").evaluate((a: HTMLAudioElement) => new Promise<boolean>((done) => {
      a.addEventListener("loadedmetadata", () => done(true), { once: true });
      a.addEventListener("error", () => done(false), { once: true });
      a.load();
    }))).toBe(true);
    await hydrated(teacher);
    const answer = locale === "ar" ? `نعم، يوم الأحد. ${tag}` : `Oui, dimanche à 10 h. ${tag}`;
    await teacher.getByLabel(msg(locale, "messages.reply")).fill(answer);
    await teacher.getByTestId("send-reply").click();
    await expect(teacher.getByTestId("message").filter({ hasText: answer })).toBeVisible();

    // the parent's open conversation shows the answer without a reload, and their message as read
    await expect(parent.getByTestId("message").filter({ hasText: answer })).toBeVisible({ timeout: 15_000 });
    await expect(mine.getByTestId("receipt")).toHaveText(msg(locale, "messages.read"));
    await parent.screenshot({ path: shot(`messages-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    // an open conversation reads what arrives in it: closed, so the next language's message waits unread
    await Promise.all([parent.context().close(), teacher.context().close()]);
  });
}

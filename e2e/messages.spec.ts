import { expect, test, type Browser } from "@playwright/test";
import { photo } from "./ad-form";
import { demo, hydrated, login, msg, shot } from "./fixtures";

async function pageAs(browser: Browser, who: string, locale: "fr" | "ar", phone: boolean) {
  const page = await (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
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

for (const [locale, phone] of [
  ["fr", false],
  ["ar", true],
] as const) {
  test(`${locale}: a parent writes to the teacher, who answers live; the parent sees it read`, async ({ browser }) => {
    test.setTimeout(120_000);
    const tag = Date.now() % 100_000;
    const words =
      locale === "ar" ? `هل يمكن تأجيل الفرض؟ ${tag}` : `Bonjour, Sara peut-elle rattraper le devoir ? ${tag}`;
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
    await parent
      .getByRole("option")
      .filter({ hasText: "Taous Enseignante" })
      .filter({ hasText: /Sara|الرياضيات|Mathématiques/ })
      .first()
      .click();
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
    const media = parent
      .getByTestId("message")
      .filter({ has: parent.getByTestId("message-voice") })
      .last();
    await expect(media.getByTestId("message-photo")).toBeVisible();
    await expect(reply.getByTestId("voice-record")).toBeVisible();
    // the note shows the length the server stored, not the WebM's missing one (0:00 / 0:00), and a message without
    // words offers no "edit" (issue 48, finding 10)
    await expect(media.getByTestId("voice-time")).toHaveText(/^0:00 \/ 0:0[1-9]$/);
    await expect(media.getByTestId("edit-message")).toHaveCount(0);
    await expect(media.getByTestId("delete-message")).toHaveCount(1);
    await expect(mine.getByTestId("edit-message")).toHaveCount(1);

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
    const received = teacher
      .getByTestId("message")
      .filter({ has: teacher.getByTestId("message-voice") })
      .last();
    await expect(
      received.getByRole("img", { name: msg(locale, "messages.photoBy", { name: "Karim Parent" }) }),
    ).toBeVisible();
    const src = await received.locator("audio").getAttribute("src");
    const ranged = await teacher.request.get(src!, { headers: { range: "bytes=0-99" } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()["content-type"]).toMatch(/^audio\//);
    expect(
      await received.locator("audio").evaluate(
        (a: HTMLAudioElement) =>
          new Promise<boolean>((done) => {
            a.addEventListener("loadedmetadata", () => done(true), { once: true });
            a.addEventListener("error", () => done(false), { once: true });
            a.load();
          }),
      ),
    ).toBe(true);
    await hydrated(teacher);
    // played with the page's button: it says "pause" while it plays, and the total stays the stored length
    const total = (await received.getByTestId("voice-time").textContent())!.split(" / ")[1]!;
    expect(total).not.toBe("0:00");
    const play = received.getByTestId("voice-play");
    await expect(play).toHaveAccessibleName(msg(locale, "messages.voice.play", { time: total }));
    await play.click();
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await expect(play).toHaveAccessibleName(msg(locale, "messages.voice.pause"));
    await expect(received.getByTestId("voice-time")).toHaveText(new RegExp(`^0:0\\d / ${total}$`));
    await teacher.setViewportSize({ width: 390, height: 844 });
    await received.scrollIntoViewIfNeeded();
    await teacher.screenshot({ path: shot(`voice-note-${locale}-phone.png`) });
    await play.click();
    await expect(play).toHaveAttribute("aria-pressed", "false");
    await teacher.setViewportSize({ width: 1280, height: 720 });
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

/**
 * The conversation's life (issue 30): the parent corrects a message ("edited") and finds it by a word typed without
 * its accent; the teacher reports another, the school's admin deletes it from /messages/reports ("deleted" stays);
 * the teacher closes the conversation and the parent is told to start a new one.
 */
for (const [locale, phone] of [
  ["fr", false],
  ["ar", true],
] as const) {
  test(`${locale}: edit, search, report and its settling, closing`, async ({ browser }) => {
    test.setTimeout(120_000);
    const tag = Date.now() % 100_000;
    const parent = await pageAs(browser, demo.parent, locale, phone);
    await parent.goto(`/${locale}/messages/new`);
    await hydrated(parent);
    const form = parent.getByTestId("new-message-form");
    await form.getByRole("combobox", { name: msg(locale, "messages.to") }).click();
    await parent
      .getByRole("option")
      .filter({ hasText: "Taous Enseignante" })
      .filter({ hasText: /Sara|الرياضيات|Mathématiques/ })
      .first()
      .click();
    await form.getByLabel(msg(locale, "messages.body")).fill(`Réunion mardi ${tag}`);
    await form.getByTestId("send-message").click();
    // corrected: "edited" under it
    const mine = parent.getByTestId("message").filter({ hasText: `Réunion mardi ${tag}` });
    await expect(mine).toBeVisible();
    const conversation = parent.url();
    await hydrated(parent);
    await mine.getByTestId("edit-message").click();
    const dialog = parent.getByRole("dialog");
    await dialog.getByLabel(msg(locale, "messages.body")).fill(`Réunion mercredi à l'École ${tag}`);
    await dialog.getByTestId("save-message").click();
    const edited = parent.getByTestId("message").filter({ hasText: `Réunion mercredi à l'École ${tag}` });
    await expect(edited).toContainText(msg(locale, "messages.edited"));
    // a second message, which the teacher will report
    await parent.getByLabel(msg(locale, "messages.reply")).fill(`Message déplacé ${tag}`);
    await parent.getByTestId("send-reply").click();
    await expect(parent.getByTestId("message").filter({ hasText: `Message déplacé ${tag}` })).toBeVisible();
    // found without its accent
    await parent.goto(`/${locale}/messages?q=${encodeURIComponent(`ecole ${tag}`)}`);
    await expect(parent.getByTestId("search-hit")).toHaveCount(1);

    const teacher = await pageAs(browser, demo.teacher, locale, false);
    await teacher.goto(conversation.replace(/^https?:\/\/[^/]+/, ""));
    await hydrated(teacher);
    await teacher
      .getByTestId("message")
      .filter({ hasText: `Message déplacé ${tag}` })
      .getByTestId("report-message")
      .click();
    await teacher.getByRole("dialog").getByLabel(msg(locale, "messages.reportReason")).fill("Propos déplacés");
    await teacher.getByTestId("send-report").click();
    await expect(teacher.getByText(msg(locale, "messages.reported"))).toBeVisible();

    const admin = await pageAs(browser, demo.admin, locale, phone);
    await admin.goto(`/${locale}/messages`);
    await admin.getByTestId("reports-link").click();
    const report = admin.getByTestId("message-report").filter({ hasText: `Message déplacé ${tag}` });
    await expect(report).toContainText("Propos déplacés");
    await hydrated(admin);
    if (phone) await admin.screenshot({ path: shot(`message-reports-${locale}-phone.png`), fullPage: true });
    await report.getByTestId("delete-reported").click();
    await expect(report).toHaveCount(0);

    // closed by the teacher: the parent can no longer write there
    await teacher.reload();
    await expect(
      teacher
        .getByTestId("message")
        .filter({ hasText: msg(locale, "messages.deleted") })
        .last(),
    ).toBeVisible();
    await hydrated(teacher);
    await teacher.getByTestId("close-conversation").click();
    await expect(teacher.getByTestId("notice").last()).toContainText("Taous Enseignante");
    await parent.goto(conversation.replace(/^https?:\/\/[^/]+/, ""));
    await expect(parent.getByTestId("read-only")).toHaveText(msg(locale, "messages.closed"));
    await parent.screenshot({ path: shot(`messages-closed-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    if (phone) expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // reopened for the next language's journey
    await teacher.getByTestId("close-conversation").click();
    await expect(teacher.getByTestId("notice").last()).toBeVisible();
    await Promise.all([parent.context().close(), teacher.context().close(), admin.context().close()]);
  });
}

/** A teacher writes to Sara's class's parents; the parent reads it on a phone; the teacher sees "read by 1 of N". */
test("fr/ar: a message to a class's parents, read per family", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now() % 100_000;
  const teacher = await pageAs(browser, demo.teacher, "fr", false);
  await teacher.goto("/fr/messages");
  await teacher.getByTestId("message-class").click();
  await hydrated(teacher);
  const form = teacher.getByTestId("class-message-form");
  await form.getByLabel(msg("fr", "messages.class")).selectOption({ label: "4AM1" });
  await form.getByLabel(msg("fr", "messages.body")).fill(`Sortie au musée jeudi ${tag}`);
  await form.getByTestId("send-class-message").click();
  await expect(teacher).toHaveURL(/\/fr\/messages\/broadcasts\/[A-Za-z0-9_-]+$/);
  await expect(teacher.getByTestId("read-families")).toHaveText(/^Lu par 0 famille sur \d+$/);

  const parent = await pageAs(browser, demo.parent, "ar", true);
  await parent.goto("/ar/messages");
  await parent
    .getByTestId("conversation")
    .filter({ hasText: `Sortie au musée jeudi ${tag}` })
    .click();
  await expect(parent.getByTestId("message").filter({ hasText: `Sortie au musée jeudi ${tag}` })).toBeVisible();
  await hydrated(parent);
  await expect
    .poll(async () => (await teacher.reload(), await teacher.getByTestId("read-families").textContent()), {
      timeout: 15_000,
    })
    .toMatch(/^Lu par 1 famille sur \d+$/);
  await expect(teacher.getByTestId("read-family")).toContainText("Karim Parent");
  await teacher.screenshot({ path: shot("messages-class-reads-fr.png"), fullPage: true });
  await Promise.all([teacher.context().close(), parent.context().close()]);
});

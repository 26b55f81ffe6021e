import { expect, test, type Browser } from "@playwright/test";
import { demo, hydrated, login, msg, query, trpc } from "./fixtures";

type Locale = "fr" | "ar";

async function signedIn(browser: Browser, who: string, locale: Locale, viewport?: { width: number; height: number }) {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * The administration writes to the teachers (French): the empty form is refused on its fields and keeps the chosen
 * audience; the teacher's bell counts it, the list shows it unread, "mark all read" and "clear the list" work.
 * The demo teacher receives nothing from the other journeys, so the counts here are exact.
 */
test("fr: the administration sends a notification to the teachers; the teacher reads it, marks all read, clears the list", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, demo.admin, "fr");
  await admin.goto("/fr/notifications/send");
  await hydrated(admin);
  const form = admin.getByTestId("send-form");
  await form.getByLabel(msg("fr", "notifications.send.to")).selectOption("role");
  await form.getByLabel(msg("fr", "notifications.send.role")).selectOption("TEACHER");
  await expect(admin.getByTestId("audience-count")).toContainText(/\d/);

  // nothing typed: both fields say so, the audience stays
  await admin.getByTestId("send").click();
  await expect(form.getByText(msg("fr", "validation.required"))).toHaveCount(2);
  await expect(form.getByLabel(msg("fr", "notifications.send.role"))).toHaveValue("TEACHER");

  const title = `Conseil pédagogique ${Date.now() % 100_000}`;
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="body"]').fill("Mardi à 14 h en salle des professeurs.\nOrdre du jour : les progressions.");
  await admin.getByTestId("send").click();
  await expect(admin.getByText(/Notification envoyée à \d+ personnes/)).toBeVisible();
  await expect(admin.getByTestId("sent-message").first()).toContainText(title);
  await expect(admin.getByTestId("sent-message").first()).toContainText(
    msg("fr", "notifications.sentTo.role", { role: msg("fr", "notifications.role.TEACHER") }),
  );

  const teacher = await signedIn(browser, demo.teacher, "fr");
  const bell = teacher.getByTestId("bell");
  await expect(bell).not.toHaveAttribute("data-count", "0");
  await bell.click();
  await expect(teacher).toHaveURL(/\/fr\/notifications$/);
  const item = teacher.getByTestId("notification").filter({ hasText: title });
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item).toContainText("Ordre du jour : les progressions.");
  await expect(item).toContainText(msg("fr", "notifications.from", { sender: "Amine Administrateur" }));

  await hydrated(teacher);
  await teacher.getByTestId("mark-all-read").click();
  await expect(teacher.getByText(msg("fr", "notifications.allRead"))).toBeVisible();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect(bell).toHaveAttribute("data-count", "0");
  await expect(teacher.getByTestId("unread-summary")).toHaveText(msg("fr", "notifications.unreadCount", { count: 0 }));

  await teacher.getByTestId("clear-notifications").click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(teacher.getByTestId("no-notifications")).toHaveText(msg("fr", "notifications.empty"));
});

/**
 * A teacher writes to the parents of a class they teach (Arabic); a parent finds it on a phone, right to left,
 * opens it from the list and it is read. Other journeys notify this parent too: only this message is checked.
 */
test("ar: a teacher writes to the parents of 4AM1; a parent reads it on a phone, right to left", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const teacher = await signedIn(browser, demo.teacher, "ar");
  await teacher.goto("/ar/notifications/send");
  await expect(teacher.locator("html")).toHaveAttribute("dir", "rtl");
  await hydrated(teacher);
  const form = teacher.getByTestId("send-form");
  // a teacher is offered only their classes, never the whole school
  await expect(form.getByLabel(msg("ar", "notifications.send.to")).locator("option")).toHaveCount(3);
  await form.getByLabel(msg("ar", "notifications.send.to")).selectOption("classParents");
  const classes = form.getByLabel(msg("ar", "notifications.send.class"));
  await classes.selectOption({ label: "4AM1" });
  await expect(teacher.getByTestId("audience-count")).toContainText(/\d/);
  const title = `رحلة مدرسية ${Date.now() % 100_000}`;
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="body"]').fill("خرجة إلى متحف الباردو يوم الخميس. يرجى توقيع الترخيص.");
  await teacher.getByTestId("send").click();
  await expect(teacher.getByTestId("sent-message").first()).toContainText(title);

  const parent = await signedIn(browser, demo.parent, "ar", { width: 390, height: 844 });
  await expect(parent.getByTestId("bell")).not.toHaveAttribute("data-count", "0");
  await parent.goto("/ar/notifications");
  await expect(parent.locator("html")).toHaveAttribute("dir", "rtl");
  const item = parent.getByTestId("notification").filter({ hasText: title });
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item).toContainText(msg("ar", "notifications.from", { sender: "Taous Enseignante" }));
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.WASLA_SCREENSHOTS)
    await parent.screenshot({ path: "docs/screenshots/notifications-ar-phone.png", fullPage: true });

  // opening it marks it read and comes back to it on the list
  await item.getByRole("link", { name: title }).click();
  await expect(parent).toHaveURL(/\/ar\/notifications#n-/);
  await expect(parent.getByTestId("notification").filter({ hasText: title })).toHaveAttribute("data-read", "true");
});

/**
 * Arabic: the administration sets when phones may ring. Half a quiet-hours window is refused on its field with the
 * rest kept; a whole one is saved. The journeys' server has no Firebase keys, so the card says pushes are off.
 */
test("ar: the administration sets the quiet hours; half a window is refused on its field", async ({ browser }) => {
  const admin = await signedIn(browser, demo.admin, "ar");
  await admin.goto("/ar/settings");
  await hydrated(admin);
  const card = admin.getByTestId("push-schedule");
  await expect(card.getByTestId("push-off")).toHaveText(msg("ar", "notifications.schedule.pushOff"));
  const from = card.getByLabel(msg("ar", "notifications.schedule.quietFrom"));
  const to = card.getByLabel(msg("ar", "notifications.schedule.quietTo"), { exact: true });
  const results = card.getByLabel(msg("ar", "notifications.schedule.resultsAt"));
  await from.fill("21:30");
  await to.fill("");
  await results.fill("18:00");
  await card.getByTestId("save-schedule").click();
  await expect(card.getByText(msg("ar", "notifications.schedule.bothBounds"))).toBeVisible();
  await expect(from).toHaveValue("21:30");
  await expect(results).toHaveValue("18:00");

  await to.fill("06:30");
  await card.getByTestId("save-schedule").click();
  await expect(admin.getByText(msg("ar", "success.operation"))).toBeVisible();
  await admin.reload();
  await expect(
    admin.getByTestId("push-schedule").getByLabel(msg("ar", "notifications.schedule.quietFrom")),
  ).toHaveValue("21:30");
});

/**
 * Issue 47: /notifications answered 500 once a list had a second page (the "older" link handed next/link's
 * function to a client component). The school sends the demo student 31 messages; the student opens the list and
 * its second page, in French and in Arabic. Other journeys notify the student too: the first page holds exactly a
 * page (30), the second at least one.
 */
for (const locale of ["fr", "ar"] as const) {
  test(`${locale}: a student with more than 30 notifications opens /notifications and its second page`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedIn(browser, demo.admin, locale);
    const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
    const found = await query<{ id: string; name: string }[]>(admin, "notifications.people", {
      schoolId: school!.id,
      query: "Sara",
    });
    const sara = found.find((p) => p.name === "Sara Élève");
    const stamp = Date.now() % 100_000;
    for (let i = 1; i <= 31; i++) {
      await trpc(admin, "notifications.send", {
        schoolId: school!.id,
        audience: { kind: "people", userIds: [sara!.id] },
        title: `${locale} ${stamp} (${i})`,
        body: "Page après page.",
      });
    }

    const student = await signedIn(browser, demo.student, locale);
    const first = await student.goto(`/${locale}/notifications`);
    expect(first?.status()).toBe(200);
    if (locale === "ar") await expect(student.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(student.getByTestId("notification")).toHaveCount(30);
    await expect(student.getByTestId("notification").first()).toContainText(`${locale} ${stamp} (31)`);
    const older = student.getByTestId("older-notifications");
    await expect(older).toHaveText(msg(locale, "notifications.older"));

    await hydrated(student);
    await older.click();
    await expect(student).toHaveURL(new RegExp(`/${locale}/notifications\\?after=`));
    await expect(student.getByTestId("notification").filter({ hasText: `${locale} ${stamp} (1)` })).toHaveCount(1);
    // the second page loaded on its own (a reload, as a shared link would) answers too
    const second = await student.reload();
    expect(second?.status()).toBe(200);
    await expect(student.getByTestId("notification").filter({ hasText: `${locale} ${stamp} (1)` })).toHaveCount(1);
  });
}

import { expect, test } from "@playwright/test";
import { demo, login, msg, query, schoolDay, shot, trpc } from "./fixtures";

// a mid-range Android phone held upright
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Issue 48: what waits for the family comes first on the dashboard, each thing one tap from done. The demo school
 * gives the demo parent a circular to answer (sent here by the admin) on top of what the seed left.
 */
for (const locale of ["fr", "ar"] as const) {
  test(`${locale}: a parent's dashboard on a phone opens on what waits, each with its button, and a tap does it`, async ({
    page,
  }) => {
    // the school sends the parent's child's class a circular to answer (as /circulars/new does)
    await login(page, demo.parent, undefined, locale);
    const [child] = await query<{ enrollments: { class: { id: string } }[] }[]>(page, "people.myChildren", undefined);
    await page.context().clearCookies();
    await login(page, demo.admin, undefined, locale);
    const { school } = await query<{ school: { id: string } }>(page, "school.active", { slug: null });
    const title = `Sortie ${locale} ${Date.now().toString(36)}`;
    await trpc(page, "circulars.send", {
      schoolId: school.id,
      title,
      body: "Sortie au musée jeudi.",
      audience: { kind: "class", classId: child!.enrollments[0]!.class.id },
      answer: "CONSENT",
      deadline: schoolDay(5),
    });
    await page.context().clearCookies();

    await login(page, demo.parent, undefined, locale);
    await page.goto(`/${locale}/dashboard`);
    const waiting = page.getByTestId("waiting");
    await expect(waiting).toBeVisible();
    // first on the page: above the day's timetable and the latest card
    const firstCard = page.locator("main [data-testid]").first();
    await expect(firstCard).toHaveAttribute("data-testid", "waiting");
    await expect(waiting.getByRole("heading", { name: msg(locale, "waiting.title") })).toBeVisible();
    const items = waiting.locator("li[data-waiting]");
    await expect(waiting.locator('li[data-waiting="answer"]').filter({ hasText: title })).toBeVisible();
    for (const button of await waiting.getByRole("link").all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: shot(`dashboard-waiting-${locale}-phone.png`), fullPage: false });
    // one tap: the circular's button opens it, where it is answered
    const first = items.filter({ hasText: title });
    const href = await first.getByRole("link").getAttribute("href");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(href!.replace(/[?]/g, "\\?")));
  });
}

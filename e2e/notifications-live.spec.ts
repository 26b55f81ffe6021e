import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, hydrated, login, msg, query, trpc } from "./fixtures";

type Locale = "fr" | "ar";

async function signedIn(browser: Browser, who: string, locale: Locale): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who, undefined, locale);
  return page;
}

const countOf = async (page: Page) => Number(await page.getByTestId("bell").getAttribute("data-count"));

/**
 * The bell follows the server live, without a reload: the school sends the demo student a message from another
 * browser and the student's bell counts it; the student reads everything in a second tab and the first tab's bell
 * goes back to zero. Other journeys notify the student too, so the counts are compared, not fixed.
 */
for (const locale of ["fr", "ar"] as const) {
  test(`${locale}: the bell counts a message sent from another browser, and a read in another tab, without a reload`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const student = await signedIn(browser, demo.student, locale);
    await hydrated(student);
    await expect(student.locator("html[data-live]")).toBeAttached({ timeout: 15_000 });
    const before = await countOf(student);

    const admin = await signedIn(browser, demo.admin, locale);
    const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
    const found = await query<{ id: string; name: string }[]>(admin, "notifications.people", {
      schoolId: school!.id,
      query: "Sara",
    });
    // the demo student (the seeded classes hold other Saras)
    const sara = found.find((p) => p.name === "Sara Élève");
    const title = locale === "fr" ? `Sortie au musée ${Date.now() % 100_000}` : `زيارة المتحف ${Date.now() % 100_000}`;
    const body =
      locale === "fr" ? "Départ jeudi à 8 h devant l'école." : "الانطلاق يوم الخميس على الساعة الثامنة أمام المدرسة.";
    await trpc(admin, "notifications.send", {
      schoolId: school!.id,
      audience: { kind: "people", userIds: [sara!.id] },
      title,
      body,
    });

    const bell = student.getByTestId("bell");
    await expect.poll(() => countOf(student)).toBeGreaterThan(before);
    const now = await countOf(student);
    await expect(bell).toHaveAccessibleName(msg(locale, "notifications.bellUnread", { count: now }));

    // a second tab of the same browser marks everything read: the first one hears it through the shared stream
    const other = await student.context().newPage();
    await other.goto(`/${locale}/notifications`);
    await hydrated(other);
    await other.getByTestId("mark-all-read").click();
    await expect(bell).toHaveAttribute("data-count", "0");
    await expect(student).toHaveURL(new RegExp(`/${locale}/`));
  });
}

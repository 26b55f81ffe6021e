import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, login, msg, query, schoolDay, shot, trpc } from "./fixtures";

// a mid-range Android phone held upright
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Issue 48 (3): on a 390 px phone a label is shown whole. The element reads the full label, lies within the screen's
 * width, and neither it nor any box inside it is narrower than its content (a Mantine button or badge clips its
 * label with `overflow: hidden` and an ellipsis: "Reti", "RÉPONSE AT…", "حذ").
 */
async function expectWhole(page: Page, element: Locator, label: string) {
  await expect(element).toBeVisible();
  await expect(element).toHaveText(label);
  const cut = await element.evaluate((root) =>
    [root, ...root.querySelectorAll("*")]
      .filter((e) => getComputedStyle(e).display !== "inline" && e.scrollWidth > e.clientWidth + 1)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}"> shows ${e.clientWidth} of ${e.scrollWidth} px`,
      ),
  );
  expect(cut, `"${label}" is cut`).toEqual([]);
  const box = (await element.boundingBox())!;
  expect(box.x, `"${label}" starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `"${label}" ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The page does not scroll sideways. */
async function expectNoSideways(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${page.url()} scrolls sideways`,
  ).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function screen(page: Page, element: Locator, name: string) {
  await element.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`phone-labels-${name}.png`) });
}

for (const locale of ["fr", "ar"] as const) {
  test(`${locale}: on a 390 px phone a parent's labels are whole: the trusted adult's remove button, the circular's badge, the search's placeholder, the profile's school badge, the card tile's "/ 20"`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // the parent names a trusted adult for their child (as the form on /family does), with every right: the longest line
    await login(page, demo.parent, undefined, locale);
    const [child] = await query<{ id: string; enrollments: { class: { id: string } }[] }[]>(
      page,
      "people.myChildren",
      undefined,
    );
    const adult = `Fatma Benali ${locale} ${Date.now().toString(36)}`;
    const delegate = await trpc<{ id: string }>(page, "family.addDelegate", {
      studentId: child!.id,
      name: adult,
      relation: "GRANDPARENT",
      pickup: true,
      timetable: true,
    });

    // the school sends the child's class a circular to answer (as /circulars/new does)
    await page.context().clearCookies();
    await login(page, demo.admin, undefined, locale);
    const { school } = await query<{ school: { id: string } }>(page, "school.active", { slug: null });
    const title = `Sortie au musée national du Bardo ${locale} ${Date.now().toString(36)}`;
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

    // /family: "Retirer" (fr) / "إزالة" (ar) beside the trusted adult's line
    await page.goto(`/${locale}/family`);
    const row = page.getByTestId("delegate").filter({ hasText: adult });
    const remove = row.getByRole("button", { name: msg(locale, "common.remove") });
    await expectWhole(page, remove, msg(locale, "common.remove"));
    await expectNoSideways(page);
    await screen(page, row, `family-${locale}`);

    // /circulars: "Réponse attendue" (fr) / "في انتظار الرد" (ar)
    await page.goto(`/${locale}/circulars`);
    const circular = page.getByTestId("received-circular").filter({ hasText: title });
    await expectWhole(page, circular.getByTestId("waiting"), msg(locale, "circulars.waiting"));
    await expectNoSideways(page);
    await screen(page, circular, `circulars-${locale}`);

    // /messages: the search's placeholder fits its box (an input clips its placeholder without an ellipsis)
    await page.goto(`/${locale}/messages`);
    const search = page.getByTestId("message-search");
    await expect(search).toHaveAttribute("placeholder", msg(locale, "messages.searchPlaceholder"));
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, "::placeholder");
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const own = getComputedStyle(input);
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - parseFloat(own.paddingInlineStart) - parseFloat(own.paddingInlineEnd),
      };
    });
    expect(text, `the placeholder takes ${text} px of the search's ${room}`).toBeLessThanOrEqual(room);
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.x).toBeGreaterThanOrEqual(0);
    expect(searchBox.x + searchBox.width).toBeLessThanOrEqual(390);
    await expectNoSideways(page);
    await screen(page, search, `messages-${locale}`);

    // /profil: each role badge whole, "Parent à <école>" (fr) / "<ولي> في <مدرسة>" (ar) wrapping rather than cut
    await page.goto(`/${locale}/profil`);
    const me = await query<{ roles: { key: string; schoolName: string | null }[] }>(page, "account.me", undefined);
    const roles = me.roles.map((r) =>
      r.schoolName
        ? msg(locale, "profile.roleAtSchool", {
            role: msg(locale, `role.${r.key}` as "role.PARENT"),
            school: r.schoolName,
          })
        : msg(locale, `role.${r.key}` as "role.PARENT"),
    );
    expect(me.roles.some((r) => r.schoolName)).toBe(true);
    const badges = page.getByTestId("role-badge");
    await expect(badges).toHaveCount(roles.length);
    for (const [i, role] of roles.entries()) await expectWhole(page, badges.nth(i), role);
    await expectNoSideways(page);
    await screen(page, badges.first(), `profil-${locale}`);

    await trpc(page, "family.removeDelegate", { delegateId: delegate.id });
  });

  test(`${locale}: on a 390 px phone the teacher's delete button beside a session's homework is whole`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, demo.teacher, undefined, locale);
    // one of the teacher's past sessions (one day per language: each test adds its homework to its own)
    const [school] = await query<{ id: string }[]>(page, "school.mine", undefined);
    const sessions: { slotId: string; date: string }[] = [];
    for (let back = 1; back <= 28 && sessions.length < 2; back++) {
      const date = schoolDay(-back);
      const day = await query<{ sessions: { slotId: string; teacherAbsent: boolean }[] }>(page, "textbook.day", {
        schoolId: school!.id,
        date,
      });
      const s = day.sessions.find((s) => !s.teacherAbsent);
      if (s) sessions.push({ slotId: s.slotId, date });
    }
    const session = sessions[locale === "fr" ? 0 : 1];
    expect(session, "the demo teacher has past sessions").toBeTruthy();
    const { slot } = await query<{ slot: { classSubjectId: string; groupId: string | null } }>(
      page,
      "textbook.session",
      session,
    );
    // a homework for the next session given in it (as the textbook's homework form does), long as a real one
    const description =
      locale === "fr"
        ? "Exercices 3, 4 et 5 page 45 : rédiger la démonstration au propre"
        : "التمارين 3 و 4 و 5 صفحة 45: تحرير البرهان في الكراس";
    await trpc(page, "homework.set", {
      kind: "nextSession",
      classSubjectId: slot.classSubjectId,
      groupId: slot.groupId,
      sessionSlotId: session!.slotId,
      sessionDate: session!.date,
      description,
    });

    await page.goto(`/${locale}/textbook?date=${session!.date}&slot=${session!.slotId}`);
    const row = page.getByTestId("session-homeworks").locator(":scope > div").filter({ hasText: description });
    // "Supprimer" (fr) / "حذف" (ar)
    await expectWhole(
      page,
      row.getByRole("button", { name: msg(locale, "common.delete") }),
      msg(locale, "common.delete"),
    );
    await expectNoSideways(page);
    await screen(page, row, `textbook-${locale}`);
  });
}

import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, login, msg, mutate, query, schoolDay, runsIn, shot } from "./fixtures";

type Locale = "fr" | "ar";
type DaySessions = { sessions: { slotId: string; classId: string; className: string; teacherAbsent: boolean }[] };

async function pageAs(browser: Browser, who: string, width?: number) {
  const page = await (await browser.newContext(width ? { viewport: { width, height: 844 } } : {})).newPage();
  await login(page, who);
  return page;
}

/**
 * The demo teacher's past sessions in Sara's class (4AM1), the most recent first, found through the textbook's
 * day lists, with the class's students and the teacher's subject there.
 */
async function teacherSessionsIn4AM1(teacher: Page) {
  const [school] = await query<{ id: string }[]>(teacher, "school.mine", undefined);
  const sessions: { slotId: string; date: string; classId: string }[] = [];
  for (let back = 1; back <= 28 && sessions.length < 2; back++) {
    const date = schoolDay(-back);
    const day = await query<DaySessions>(teacher, "textbook.day", { schoolId: school!.id, date });
    // one per date: each language's absence is then the only one of its day
    const s = day.sessions.find((s) => s.className === "4AM1" && !s.teacherAbsent);
    if (s) sessions.push({ slotId: s.slotId, date, classId: s.classId });
  }
  expect(sessions.length, "the demo teacher teaches 4AM1 on two past days").toBeGreaterThanOrEqual(2);
  const ofClass = await query<{ students: { id: string; name: string }[]; subjects: { id: string }[] }>(
    teacher,
    "homework.ofClass",
    { classId: sessions[0]!.classId },
  );
  const sara = ofClass.students.find((s) => s.name === "Sara Élève");
  expect(sara).toBeTruthy();
  return {
    sessions,
    saraId: sara!.id,
    classId: sessions[0]!.classId,
    classSubjectId: ofClass.subjects[0]!.id,
    classSize: ofClass.students.length,
  };
}

for (const [index, locale] of (["fr", "ar"] as Locale[]).entries()) {
  test(`${locale}: a parent justifies their child's absence and the school accepts it`, async ({ browser }) => {
    test.setTimeout(180_000);
    // the teacher records Sara absent at one of their past sessions (a different one per language)
    const teacher = await pageAs(browser, demo.teacher);
    const { sessions, saraId } = await teacherSessionsIn4AM1(teacher);
    const session = sessions[index]!;
    expect(
      await mutate(teacher, "textbook.saveAttendance", {
        slotId: session.slotId,
        date: session.date,
        marks: [{ studentId: saraId, status: "ABSENT" }],
      }),
    ).toBe(200);

    const parent = await pageAs(browser, demo.parent, locale === "ar" ? 390 : undefined);
    await parent.goto(`/${locale}/absences`);
    await expect(parent.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    const absence = parent
      .locator(`[data-testid="absence"][data-date="${session.date}"]`)
      .filter({ has: parent.locator('input[name="sessionIds"]') });
    await expect(absence).toHaveCount(1);
    await expect(absence.getByTestId("justification")).toHaveText(msg(locale, "absences.justification.NONE"));
    // the term's counts, each absence in one of them (issue 29: a pending one was also counted unjustified, in red)
    const term = parent.getByTestId(
      (await absence.evaluate((element) =>
        element.closest("section[data-testid^='term-']")?.getAttribute("data-testid"),
      ))!,
    );
    const count = async (kind: string) =>
      Number(await term.getByTestId(`count-${kind}`).getByTestId("count").textContent());
    const before = { unjustified: await count("unjustified"), pending: await count("pending") };

    // sending without choosing an absence: the schema's message, inline
    const form = parent.getByTestId("justify-form");
    await form.getByRole("button", { name: msg(locale, "absences.justify.submit") }).click();
    await expect(form.getByRole("alert")).toHaveText(msg(locale, "validation.required"));

    await absence.locator('input[name="sessionIds"]').check();
    await expect(parent.getByTestId("justify-selected")).toHaveText(
      msg(locale, "absences.justify.selected", { count: 1 }),
    );
    // no reason yet: the reason field says so, the choice stays
    await form.getByRole("button", { name: msg(locale, "absences.justify.submit") }).click();
    await expect(form.getByText(msg(locale, "validation.required"))).toBeVisible();
    await form.getByRole("combobox", { name: msg(locale, "absences.justify.reason") }).click();
    await parent.getByRole("option", { name: msg(locale, "absences.reason.ILLNESS") }).click();
    await form
      .locator('[name="note"]')
      .fill(locale === "ar" ? "حمى، مع شهادة طبية" : "Fièvre, certificat médical fourni");
    if (locale === "ar") await parent.screenshot({ path: "test-results/absences-ar-justify.png", fullPage: true });
    await form.getByRole("button", { name: msg(locale, "absences.justify.submit") }).click();
    await expect(parent.getByText(msg(locale, "success.operation"))).toBeVisible();
    const justified = parent
      .locator(`[data-testid="absence"][data-date="${session.date}"]`)
      .filter({ hasText: msg(locale, "absences.justification.PENDING") });
    await expect(justified).toHaveCount(1);
    expect({ unjustified: await count("unjustified"), pending: await count("pending") }).toEqual({
      unjustified: before.unjustified - 1,
      pending: before.pending + 1,
    });
    if (locale === "ar") await parent.screenshot({ path: shot("absences-ar-phone.png"), fullPage: true });

    // the school sees it waiting and accepts it
    const admin = await pageAs(browser, demo.admin);
    await admin.goto(`/${locale}/absences`);
    const pending = admin
      .locator(`[data-testid="pending-justification"][data-date="${session.date}"]`)
      .filter({ hasText: "Sara Élève" });
    await expect(pending).toHaveCount(1);
    await pending.getByRole("button", { name: msg(locale, "absences.accept") }).click();
    await expect(admin.getByText(msg(locale, "success.operation"))).toBeVisible();
    await expect(pending).toHaveCount(0);

    // the parent reads it justified
    await parent.reload();
    await expect(
      parent.locator(`[data-testid="absence"][data-date="${session.date}"]`).getByTestId("justification"),
    ).toHaveText(msg(locale, "absences.justification.ACCEPTED"));
  });

  // in Arabic only (the suite stays in both languages; README "CI time")
  if (runsIn(locale, "ar"))
    test(`${locale}: a student sees tomorrow's homework and ticks it done`, async ({ browser }) => {
      test.setTimeout(150_000);
      const teacher = await pageAs(browser, demo.teacher);
      const { classId, classSubjectId, classSize } = await teacherSessionsIn4AM1(teacher);
      const description = `${locale === "ar" ? "تمارين 5 و6 صفحة 114" : "Exercices 5 et 6 page 114"} (${Date.now() % 100_000})`;
      expect(
        await mutate(teacher, "homework.set", { kind: "dueOn", classSubjectId, description, dueOn: schoolDay(1) }),
      ).toBe(200);

      const student = await pageAs(browser, demo.student, locale === "ar" ? 390 : undefined);
      await student.goto(`/${locale}/homeworks`);
      await expect(student.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const tomorrow = student.getByTestId("homeworks-tomorrow");
      await expect(tomorrow.getByRole("heading", { name: msg(locale, "homeworks.group.tomorrow") })).toBeVisible();
      const card = tomorrow.getByTestId("homework").filter({ hasText: description });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(msg(locale, "homeworks.notCorrected"))).toBeVisible();
      if (locale === "ar") await student.screenshot({ path: shot("homeworks-ar-phone.png"), fullPage: true });

      await card.getByRole("checkbox", { name: msg(locale, "homeworks.markDone") }).check();
      // the list regroups: the homework is now among the recently done
      const done = student.getByTestId("homeworks-done").getByTestId("homework").filter({ hasText: description });
      await expect(done).toHaveCount(1);
      await expect(done.getByRole("checkbox", { name: msg(locale, "homeworks.markDone") })).toBeChecked();
      await expect(tomorrow.getByTestId("homework").filter({ hasText: description })).toHaveCount(0);

      // the teacher's summary counts it
      await teacher.goto(`/${locale}/homeworks?class=${classId}`);
      const summary = teacher.getByTestId("class-homework").filter({ hasText: description });
      await expect(summary.getByText(msg(locale, "homeworks.doneCount", { done: 1, total: classSize }))).toBeVisible();
      // and marks Sara's work corrected, which she then reads
      await summary.getByRole("button", { name: msg(locale, "homeworks.showStudents") }).click();
      await summary.getByRole("switch", { name: `${msg(locale, "homeworks.corrected")} — Sara Élève` }).click();
      await expect(teacher.getByText(msg(locale, "success.operation"))).toBeVisible();
      await expect(
        summary.getByText(msg(locale, "homeworks.correctedCount", { corrected: 1, total: classSize })),
      ).toBeVisible();
      await teacher.screenshot({ path: `test-results/homeworks-teacher-${locale}.png`, fullPage: true });
      await student.reload();
      await expect(
        student
          .getByTestId("homeworks-done")
          .getByTestId("homework")
          .filter({ hasText: description })
          .getByText(msg(locale, "homeworks.notCorrected")),
      ).toHaveCount(0);
    });
}

import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { demo, gradeTableWithEvaluations, login, msg, query, trpc, shot } from "./fixtures";

type Locale = "fr" | "ar";
type Table = {
  students: { id: string; name: string; exempt: boolean }[];
  evaluations: { id: string }[];
  cells: { evaluationId: string; studentId: string; version: number; by: string; hundredths: number | null }[];
};

async function pageAs(browser: Browser, who: string, locale: Locale, width?: number) {
  const page = await (await browser.newContext(width ? { viewport: { width, height: 844 } } : {})).newPage();
  await login(page, who, undefined, locale);
  return page;
}

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}:${col}"]`);

/** A paste as a spreadsheet puts it on the clipboard, into the focused cell. */
async function paste(target: Locator, text: string) {
  await target.focus();
  await target.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function expectSaved(page: Page, locale: Locale) {
  const state = page.getByTestId("save-state");
  await expect(state).toHaveAttribute("data-state", "saved", { timeout: 15_000 });
  await expect(state).toContainText(msg(locale, "gradetable.state.saved"));
}

// each language grades its own class, so the two journeys can run side by side
const CLASS: Record<Locale, string> = { fr: "2AM1", ar: "2AM2" };

for (const locale of ["fr", "ar"] as Locale[]) {
  test(`${locale}: a teacher fills the grade table with the keyboard and a pasted column, and sees an administrator's change`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const teacher = await pageAs(browser, demo.teacher, locale, locale === "ar" ? 390 : undefined);
    const key = await gradeTableWithEvaluations(teacher, CLASS[locale]);
    const table = await query<Table>(teacher, "gradebook.table", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
    });
    expect(table.students.length).toBeGreaterThan(6);
    expect(table.students.slice(0, 7).some((s) => s.exempt)).toBe(false);
    // a retry starts from an empty table again (typing into a filled cell would add to its mark)
    const left = table.cells.filter((c) => c.hundredths !== null || c.version > 0);
    if (left.length) {
      const cells = left.map((c) => ({
        evaluationId: c.evaluationId,
        studentId: c.studentId,
        text: "",
        base: c.version,
      }));
      await trpc(teacher, "gradebook.save", { classSubjectId: key.classSubjectId, termId: key.termId, cells });
    }

    await teacher.goto(`/${locale}/gradetable?subject=${key.classSubjectId}&term=${key.termId}`);
    await expect(teacher.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(teacher.getByRole("columnheader", { name: msg(locale, "grades.kind.TEST") })).toBeVisible();
    await expect(teacher.getByRole("columnheader", { name: msg(locale, "grades.kind.EXAM") })).toBeVisible();
    await expectSaved(teacher, locale);

    // type, Enter goes down
    await cell(teacher, 0, 0).click();
    await teacher.keyboard.type("12,5");
    await teacher.keyboard.press("Enter");
    await expect(cell(teacher, 1, 0)).toBeFocused();
    await teacher.keyboard.type(locale === "ar" ? "غ" : "abs");
    await teacher.keyboard.press("Enter");
    // out of range: said inline, in that cell
    await teacher.keyboard.type("25");
    await expect(cell(teacher, 2, 0)).toHaveAttribute("aria-invalid", "true");
    const error = teacher.getByTestId("cell-error");
    await expect(error).toHaveText(msg(locale, "gradetable.error.range", { max: 20 }));
    await expect(teacher.getByTestId("invalid-count")).toHaveText(msg(locale, "gradetable.invalid", { count: 1 }));
    // the next column is on the right in French, on the left in Arabic
    await teacher.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect(cell(teacher, 2, 1)).toBeFocused();
    await teacher.keyboard.type("14");
    await teacher.keyboard.press(locale === "ar" ? "ArrowRight" : "ArrowLeft");
    await expect(cell(teacher, 2, 0)).toBeFocused();
    await teacher.keyboard.type("15");
    await expect(error).toHaveCount(0);
    await teacher.keyboard.press("ArrowUp");
    await teacher.keyboard.press("ArrowUp");
    await expect(cell(teacher, 0, 0)).toBeFocused();

    // a column copied from a spreadsheet fills down from the focused cell
    await paste(cell(teacher, 3, 1), "8\r\n9,5\r\n11\r\n");
    await expect(cell(teacher, 3, 1)).toHaveValue("8");
    await expect(cell(teacher, 5, 1)).toHaveValue("11");
    await expect(teacher.getByTestId("grade-notice")).toHaveText(
      msg(locale, "gradetable.pasted", { count: 3, skipped: 0 }),
    );
    await expectSaved(teacher, locale);
    if (locale === "ar") await teacher.screenshot({ path: "test-results/gradetable-ar-filled.png", fullPage: true });

    // everything is there after a reload
    await teacher.reload();
    await expect(cell(teacher, 0, 0)).toHaveValue("12,5");
    await expect(cell(teacher, 1, 0)).toHaveValue(msg(locale, "gradetable.absentShort"));
    await expect(cell(teacher, 2, 0)).toHaveValue("15");
    await expect(cell(teacher, 2, 1)).toHaveValue("14");
    await expect(cell(teacher, 4, 1)).toHaveValue("9,5");
    // the term average so far, computed on the screen: a test (15) and the exam (14) make (15 + 2 × 14) / 3 = 14.33;
    // the first row has only its test yet
    await expect(teacher.getByTestId("row-average").nth(2)).toHaveText("14,33");
    await expect(teacher.getByTestId("row-average").nth(0)).toHaveText("12,50");

    // an administrator changes one cell: the teacher's screen shows it, saying who
    const admin = await pageAs(browser, demo.admin, locale);
    const seen = await query<Table>(admin, "gradebook.table", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
    });
    const target = { evaluationId: seen.evaluations[0]!.id, studentId: seen.students[3]!.id };
    await trpc(admin, "gradebook.save", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
      cells: [{ ...target, text: "17", base: 0 }],
    });
    const after = await query<Table>(admin, "gradebook.table", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
    });
    const adminName = after.cells.find(
      (c) => c.evaluationId === target.evaluationId && c.studentId === target.studentId,
    )!.by;
    await expect(cell(teacher, 3, 0)).toHaveValue("17", { timeout: 15_000 });
    await expect(teacher.getByTestId("changed-by")).toHaveText(
      msg(locale, "gradetable.changedBy", { name: adminName }),
    );

    // a lost connection loses nothing: the entry waits on the device, comes back after a reload and is saved
    await teacher.route("**/api/trpc/**gradebook.save**", (route) => route.abort("internetdisconnected"));
    await cell(teacher, 6, 0).click();
    await teacher.keyboard.type("10");
    await expect(teacher.getByTestId("save-state")).toHaveAttribute("data-state", "offline", { timeout: 10_000 });
    await expect(teacher.getByTestId("save-state")).toContainText(msg(locale, "gradetable.state.offline"));
    await teacher.reload();
    await expect(teacher.getByTestId("restored")).toContainText(msg(locale, "gradetable.restored", { count: 1 }));
    await expect(cell(teacher, 6, 0)).toHaveValue("10");
    await teacher.unroute("**/api/trpc/**gradebook.save**");
    await expectSaved(teacher, locale);
    const saved = await query<Table>(teacher, "gradebook.table", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
    });
    expect(
      saved.cells.find((c) => c.studentId === table.students[6]!.id && c.evaluationId === table.evaluations[0]!.id)
        ?.hundredths,
    ).toBe(1000);

    // on a phone: the names stay in view while the marks scroll sideways
    await teacher.setViewportSize({ width: 390, height: 844 });
    await cell(teacher, 2, 1).click();
    await teacher.screenshot({ path: shot(`gradetable-${locale}-phone.png`) });
  });
}

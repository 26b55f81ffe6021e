import { expect, test } from "@playwright/test";
import { demo, gradeTableWithEvaluations, login, msg, query, shot, trpc } from "./fixtures";

type Locale = "fr" | "ar";
const PHONE = { width: 390, height: 844 };

/**
 * Marks as they come (issue 32): the school shows 4AM1's level's marks at release; the teacher releases a devoir with
 * a remark on /evaluations; the parent reads the child's mark, the class average, highest and lowest and the remark
 * on /marks, on a phone — in French and in Arabic, right to left.
 */
for (const locale of ["fr", "ar"] as Locale[]) {
  test(`${locale}: a teacher releases a devoir; a parent reads the mark and the class's average on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const admin = await (await browser.newContext()).newPage();
    await login(admin, demo.admin, undefined, locale);
    const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
    const rules = await query<
      { levelId: string; mode: string; delayDays: number; parentsLagDays: number; runningAverage: boolean }[]
    >(admin, "marks.rules", { schoolId: school!.id });
    await trpc(admin, "marks.updateRules", {
      schoolId: school!.id,
      levels: rules.map(({ levelId }) => ({
        levelId,
        mode: "AT_RELEASE",
        delayDays: 0,
        parentsLagDays: 0,
        runningAverage: true,
      })),
    });

    // a devoir of the teacher's maths in 4AM1, marked for the whole class (Sara 15.25, the others 9 to 17)
    const teacher = await (await browser.newContext()).newPage();
    await login(teacher, demo.teacher, undefined, locale);
    const key = await gradeTableWithEvaluations(teacher, "4AM1");
    const title = `${locale === "ar" ? "فرض" : "Devoir"} ${Date.now() % 100_000}`;
    const day = new Date(Date.parse(`${key.startsOn}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    const { id: evaluationId } = await trpc<{ id: string }>(teacher, "evaluations.save", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
      kind: "TEST",
      title,
      from: day,
      to: day,
    });
    const table = await query<{ students: { id: string; name: string }[] }>(teacher, "gradebook.table", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
    });
    const marks = table.students.map((s, i) => ({
      studentId: s.id,
      text: s.name.startsWith("Sara") ? "15.25" : String(9 + (i % 9)),
    }));
    await trpc(teacher, "gradebook.save", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
      cells: marks.map((m) => ({ evaluationId, ...m, base: 0 })),
    });
    const values = marks.map((m) => Math.round(Number(m.text) * 100));
    const average = Math.floor((2 * values.reduce((a, b) => a + b, 0) + values.length) / (2 * values.length)) / 100;
    const number = (v: number) =>
      new Intl.NumberFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : "fr", {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(v);

    // the teacher releases it on /evaluations, with a remark for the families
    await teacher.goto(`/${locale}/evaluations?class=${key.classId}&term=${key.termId}`);
    const row = teacher.getByTestId("evaluation").filter({ hasText: title });
    await row.getByTestId("release").click();
    const form = teacher.getByTestId("release-form");
    const remark = locale === "ar" ? "عمل جيد على العموم" : "Bon travail d'ensemble";
    await form.locator('[name="remark"]').fill(remark);
    await form.getByTestId("confirm-release").click();
    await expect(row.getByTestId("released")).toBeVisible();

    // the parent, on a phone
    const parent = await (await browser.newContext({ viewport: PHONE })).newPage();
    await login(parent, demo.parent, undefined, locale);
    await parent.goto(`/${locale}/marks?term=${key.termId}`);
    await expect(parent.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(parent.getByRole("heading", { level: 1 })).toContainText(msg(locale, "marks.title"));
    const mark = parent.getByTestId("mark-row").filter({ hasText: title });
    await expect(mark.getByTestId("mark-value")).toContainText(`${number(15.25)} / 20`);
    await expect(mark.getByTestId("class-stats")).toContainText(msg(locale, "marks.classAverage"));
    await expect(mark.getByTestId("class-stats")).toContainText(number(average));
    await expect(mark.getByTestId("mark-remark")).toContainText(remark);
    // the provisional average, said to be provisional
    await expect(parent.getByTestId("running-average").first()).toContainText(msg(locale, "marks.average"));
    // nothing wider than the phone
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await parent.screenshot({ path: shot(`marks-parent-${locale}-phone.png`), fullPage: true });

    // withdrawn: the parent's page no longer shows it
    await trpc(teacher, "marks.release", { evaluationId, released: false });
    await parent.reload();
    await expect(parent.getByTestId("mark-row").filter({ hasText: title })).toHaveCount(0);
  });
}

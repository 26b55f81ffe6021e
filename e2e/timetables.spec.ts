import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, demo, login, msg } from "./fixtures";

type Locale = "fr" | "ar";

/**
 * WASLA_SCREENSHOTS=<directory>: also write the phone screenshot of docs/screenshots/ and, into that directory, the
 * desktop week and the clash dialogs, for a person to look at.
 */
const shots = process.env.WASLA_SCREENSHOTS;

/** Mantine's Select: open it by its label, pick the option. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("dialog").getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

async function openClass(page: Page, locale: Locale, className: string) {
  await page.goto(`/${locale}/timetables`);
  await page.getByRole("combobox", { name: msg(locale, "timetables.class"), exact: true }).click();
  await page.getByRole("option", { name: className, exact: true }).click();
  await expect(page).toHaveURL(/\?class=/);
  await expect(page.getByTestId("slot").first()).toBeVisible();
}

async function fillSlot(
  page: Page,
  locale: Locale,
  slot: { day: string; start: string; end: string; subject: string },
) {
  await page.getByTestId("add-slot").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await pick(page, msg(locale, "timetables.day"), msg(locale, "weekday.long", { day: slot.day }));
  await dialog.locator('[name="start"]').fill(slot.start);
  await dialog.locator('[name="end"]').fill(slot.end);
  // "{subject} — {teacher}" in the reader's words: match up to the teacher's name
  const before =
    msg(locale, "timetables.subjectWithTeacher", { subject: slot.subject, teacher: "\u0000" }).split("\u0000")[0] ?? "";
  await pick(page, msg(locale, "timetables.subject"), new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

/**
 * An admin builds a class's week: adds a session in a free period, then tries a second subject at an overlapping
 * time and meets the clash message on the field, naming the session already there; what was typed stays.
 */
async function journey(
  page: Page,
  locale: Locale,
  setup: { className: string; day: string; maths: string; arabic: string },
) {
  await openClass(page, locale, setup.className);
  const before = await page.getByTestId("slot").count();

  await fillSlot(page, locale, { day: setup.day, start: "12:00", end: "13:00", subject: setup.maths });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: msg(locale, "common.save") })
    .click();
  await expect(page.getByText(msg(locale, "success.timetableSaved"))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("slot")).toHaveCount(before + 2); // the grid and the phone's day list both hold it

  await fillSlot(page, locale, { day: setup.day, start: "12:30", end: "13:30", subject: setup.arabic });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: msg(locale, "common.save") })
    .click();
  const clash = msg(locale, "validation.timeSlotClash.class", {
    class: setup.className,
    subject: setup.maths,
    teacher: "Taous Enseignante",
    room: "",
    day: setup.day,
    start: "12:00",
    end: "13:00",
  });
  await expect(page.getByRole("dialog").getByText(clash)).toBeVisible();
  await expect(page.getByRole("dialog").locator('[name="start"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog").locator('[name="start"]')).toHaveValue("12:30");
  await expect(page.getByRole("dialog").locator('[name="end"]')).toHaveValue("13:30");
  if (shots) await page.screenshot({ path: `${shots}/timetables-${locale}-clash.png` });
}

// the browser's own language too (navigator.language, Accept-Language), as a user of each language would have
test.describe("French", () => {
  test.use({ locale: "fr-DZ" });
  test("an admin adds a session to a class's timetable and meets the clash rule, on the screen and from the server (French)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, demo.admin);
    await journey(page, "fr", { className: "3AM1", day: "sunday", maths: "Mathématiques", arabic: "Langue arabe" });

    // the maths teacher now teaches 3AM1 on Sunday at noon: 2AM1 cannot have her then (only the server knows)
    await page.keyboard.press("Escape");
    await openClass(page, "fr", "2AM1");
    await fillSlot(page, "fr", { day: "sunday", start: "12:00", end: "13:00", subject: "Mathématiques" });
    await page
      .getByRole("dialog")
      .getByRole("button", { name: msg("fr", "common.save") })
      .click();
    const teacherClash = msg("fr", "validation.timeSlotClash.teacher", {
      class: "3AM1",
      subject: "Mathématiques",
      teacher: "Taous Enseignante",
      room: "",
      day: "sunday",
      start: "12:00",
      end: "13:00",
    });
    await expect(page.getByRole("dialog").getByText(teacherClash)).toBeVisible();
    await expect(page.getByRole("dialog").locator('[name="start"]')).toHaveValue("12:00");
    if (shots) await page.screenshot({ path: `${shots}/timetables-fr-teacher-clash.png` });

    // a group of two students of the class
    await page
      .getByRole("dialog")
      .getByRole("button", { name: msg("fr", "timetables.close") })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: msg("fr", "timetables.groups.new") }).click();
    await page.getByRole("dialog").locator('[name="name"]').fill("G1");
    const students = page
      .getByRole("dialog")
      .getByRole("combobox", { name: msg("fr", "timetables.groups.students"), exact: true });
    await students.click();
    await page.getByRole("option").first().click();
    await page.getByRole("option").first().click();
    await page.getByRole("dialog").locator('[name="name"]').click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: msg("fr", "common.save") })
      .click();
    await expect(page.getByTestId("group-row").filter({ hasText: "G1" })).toContainText(
      msg("fr", "timetables.groups.count", { count: 2 }),
    );
  });
});

test.describe("Arabic", () => {
  test.use({ locale: "ar-DZ" });
  test("the same in Arabic, right to left, and on a phone", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, demo.admin, DEMO_PASSWORD, "ar");
    await page.goto("/ar/timetables");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await journey(page, "ar", { className: "3AM2", day: "monday", maths: "الرياضيات", arabic: "اللغة العربية" });

    // a 390 px phone: the week is a list of days, the grid is hidden
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/timetables-ar-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId("week-days")).toBeVisible();
    await expect(page.getByTestId("week-grid")).toBeHidden();
    await expect(
      page.getByTestId("week-days").getByRole("region", { name: msg("ar", "weekday.long", { day: "monday" }) }),
    ).toContainText("الرياضيات");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (shots) await page.screenshot({ path: "docs/screenshots/timetables-ar-phone.png", fullPage: true });
  });
});

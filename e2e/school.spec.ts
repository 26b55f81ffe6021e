import { expect, test, type Page } from "@playwright/test";
import writeXlsxFile from "write-excel-file/node";
import { demo, fillDate, hydrated, login, loginWithForm, msg, signUpByEmail } from "./fixtures";

/** A spreadsheet of `count` students of class `className`, each with a parent reachable by phone. */
async function spreadsheet(count: number, className: string, phoneBase: number) {
  const titles = [
    "Nom complet",
    "Date de naissance",
    "Lieu de naissance",
    "Matricule",
    "Classe",
    "Parent 1 nom",
    "Parent 1 téléphone",
  ];
  const rows = Array.from({ length: count }, (_, i) => [
    `Élève ${String(i + 1).padStart(2, "0")} Haddad`,
    new Date(Date.UTC(2010, i % 12, 1 + i)),
    "Oran",
    `E2E-${phoneBase}-${i + 1}`,
    className,
    `Parent ${String(i + 1).padStart(2, "0")} Haddad`,
    `0770${String(phoneBase + i).padStart(6, "0")}`,
  ]);
  const data = [
    titles.map((value) => ({ value })),
    ...rows.map((row) => row.map((value) => ({ value, ...(value instanceof Date ? { format: "dd/mm/yyyy" } : {}) }))),
  ];
  return writeXlsxFile(data as never).toBuffer();
}

async function clickSave(page: Page) {
  await page
    .getByRole("dialog")
    .getByRole("button", { name: msg("fr", "common.save") })
    .click();
}

test("an admin sets up a school year and 30 students, hands out passwords, and a parent sees only their child", async ({
  browser,
}) => {
  // a long journey (two logins, an import, 60 password hashes): generous on a loaded 2-core CI machine
  test.setTimeout(420_000);
  const tag = Date.now() % 100_000;
  const adminEmail = `directrice.${tag}@e2e.wasla.dz`;

  // the super admin creates a school and names its admin (an account made by sign-up)
  const superPage = await (await browser.newContext()).newPage();
  await superPage.goto("/fr/login");
  expect(
    await signUpByEmail(superPage, { name: "Directrice E2E", email: adminEmail, password: "directrice-2026" }),
  ).toBe(200);
  await login(superPage, demo.superAdmin);
  await superPage.goto("/fr/schools");
  await superPage.getByRole("button", { name: msg("fr", "schools.new") }).click();
  await superPage.locator('[name="name"]').fill(`Lycée E2E ${tag}`);
  await superPage.locator('[name="adminName"]').fill("Directrice E2E");
  await superPage.locator('[name="adminEmail"]').fill(adminEmail);
  await clickSave(superPage);
  await expect(superPage.getByRole("link", { name: `Lycée E2E ${tag}` })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await login(page, adminEmail, "directrice-2026");

  // school year (its three trimesters follow)
  await page.goto("/fr/sessions");
  await page.getByRole("button", { name: msg("fr", "years.new") }).click();
  // a year that ends before it starts
  await page.locator('[name="name"]').fill("2026-2027");
  await fillDate(page, "startsOn", "21/09/2026");
  await fillDate(page, "endsOn", "30/06/2026");
  await clickSave(page);
  await expect(page.getByRole("dialog").getByText(msg("fr", "validation.date"))).toBeVisible();
  await expect(page.locator('[name="name"]')).toHaveValue("2026-2027");
  await fillDate(page, "endsOn", "30/06/2027");
  await clickSave(page);
  await expect(page.getByTestId("year-2026-2027").getByText(msg("fr", "years.trimester", { number: 3 }))).toBeVisible();

  // a level: the Algerian levels are there; 3AS is taken, deleted, then created again
  await page.goto("/fr/levels");
  await page.getByRole("button", { name: msg("fr", "levels.new") }).click();
  await page.locator('[name="nameFr"]').fill("3e année secondaire (3AS)");
  await page.locator('[name="nameEn"]').fill("3rd year secondary (3AS)");
  await page.locator('[name="nameAr"]').fill("السنة الثالثة ثانوي");
  await page.getByRole("dialog").getByLabel(msg("fr", "levels.cycle"), { exact: true }).click();
  await page.getByRole("option", { name: msg("fr", "levels.cycle.SECONDARY") }).click();
  await page.locator('[name="grade"]').fill("3");
  await clickSave(page);
  await expect(page.getByRole("dialog").getByText(msg("fr", "validation.levelExists"))).toBeVisible();
  await page.keyboard.press("Escape");
  const row3as = page.getByRole("row", { name: /3AS/ });
  await row3as.getByRole("button", { name: msg("fr", "common.delete") }).click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByRole("row", { name: /3AS/ })).toHaveCount(0);
  await page.getByRole("button", { name: msg("fr", "levels.new") }).click();
  await page.locator('[name="nameFr"]').fill("3e année secondaire (3AS)");
  await page.locator('[name="nameEn"]').fill("3rd year secondary (3AS)");
  await page.locator('[name="nameAr"]').fill("السنة الثالثة ثانوي");
  await page.getByRole("dialog").getByLabel(msg("fr", "levels.cycle"), { exact: true }).click();
  await page.getByRole("option", { name: msg("fr", "levels.cycle.SECONDARY") }).click();
  await page.locator('[name="grade"]').fill("3");
  await clickSave(page);
  await expect(page.getByRole("row", { name: /3AS/ })).toHaveCount(1);

  // a subject
  await page.goto("/fr/subjects");
  await page.getByRole("button", { name: msg("fr", "subjects.new") }).click();
  await clickSave(page);
  await expect(page.getByRole("dialog").getByText(msg("fr", "validation.required")).first()).toBeVisible();
  await page.locator('[name="nameFr"]').fill("Mathématiques");
  await page.locator('[name="nameEn"]').fill("Mathematics");
  await page.locator('[name="nameAr"]').fill("الرياضيات");
  await page.locator('[name="coefficient"]').fill("5");
  await clickSave(page);
  await expect(page.getByRole("cell", { name: "Mathématiques" })).toBeVisible();

  // a class, and its subject (added once)
  await page.goto("/fr/classes");
  await page.getByRole("button", { name: msg("fr", "classes.new") }).click();
  await page.locator('[name="name"]').fill("3AS1");
  await page.getByRole("dialog").getByLabel(msg("fr", "classes.level")).click();
  await page.getByRole("option", { name: /3AS/ }).click();
  await clickSave(page);
  await page.getByRole("link", { name: "3AS1" }).click();
  await page.getByRole("tab", { name: new RegExp(msg("fr", "nav.subjects")) }).click();
  for (const attempt of [1, 2]) {
    await page.getByLabel(msg("fr", "classes.addSubject"), { exact: true }).first().click();
    await page.getByRole("option", { name: "Mathématiques" }).click();
    await page.getByRole("button", { name: msg("fr", "common.add") }).click();
    if (attempt === 1)
      await expect(page.getByTestId("class-subjects").getByRole("cell", { name: "Mathématiques" })).toBeVisible();
  }
  await expect(page.getByText(msg("fr", "validation.subjectAlreadyAdded"))).toBeVisible();
  const classUrl = page.url();

  // 30 students with their parents, from a spreadsheet
  await page.goto("/fr/students");
  await page.getByRole("button", { name: msg("fr", "import.button") }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("import-file").click();
  await (
    await chooser
  ).setFiles({
    name: "eleves.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await spreadsheet(30, "3AS1", tag * 10),
  });
  await expect(page.getByText(msg("fr", "import.readyCount", { count: 30 }))).toBeVisible();
  await page.getByRole("button", { name: msg("fr", "import.submit", { count: 30 }) }).click();
  await expect(page.getByText(msg("fr", "import.done", { count: 30 }))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(msg("fr", "students.count", { count: 30 }), { exact: true })).toBeVisible();

  // passwords for the class, one slip per person
  await page.goto("/fr/generate-passwords");
  await page.getByLabel(msg("fr", "students.class"), { exact: true }).first().click();
  await page.getByRole("option", { name: "3AS1" }).click();
  await page.getByRole("button", { name: msg("fr", "passwords.generate", { count: 30 }) }).click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId("slip")).toHaveCount(60, { timeout: 60_000 });
  const slip = page.getByTestId("slip").filter({ hasText: "Parent 07 Haddad" });
  const identifier = (await slip.getByTestId("slip-identifier").textContent())!.trim();
  const password = (await slip.getByTestId("slip-password").textContent())!.trim();

  // the parent logs in with the slip, must choose a password, then sees their child only
  const parent = await (await browser.newContext()).newPage();
  await loginWithForm(parent, identifier, password);
  await expect(parent).toHaveURL(/\/fr\/profil$/);
  // what is typed before the form has hydrated is lost (seen once: the current password came out empty)
  await hydrated(parent);
  await parent.locator('[name="currentPassword"]').fill(password);
  await parent.locator('[name="password"]').fill("mon-mot-de-passe-2026");
  await parent.locator('[name="confirmPassword"]').fill("mon-mot-de-passe-2026");
  await parent.getByRole("button", { name: msg("fr", "profile.changePassword") }).click();
  // the hash, the renewed session and the dashboard's first render come before the toast (CI once took over 10 s)
  await expect(parent.getByText(msg("fr", "success.passwordChanged"))).toBeVisible({ timeout: 30_000 });
  await expect(parent).not.toHaveURL(/\/profil$/);
  // a parent's first sign-in: their choices on their child's data (issue 34) before the dashboard
  await parent.goto("/fr/dashboard");
  await expect(parent).toHaveURL(/\/fr\/privacy\/consent/);
  await hydrated(parent);
  for (const purpose of ["photos", "detailedMessages", "sms"])
    await parent.getByTestId(`consent-${purpose}`).getByLabel(msg("fr", "privacy.consent.yes")).check();
  await parent.getByTestId("consent-save").click();
  await expect(parent).toHaveURL(/\/fr\/dashboard/);
  await expect(parent.getByTestId("children").getByText(/Élève \d\d Haddad/)).toHaveText(["Élève 07 Haddad"]);
  await parent.goto("/fr/students");
  await expect(parent.getByText(msg("fr", "errors.page.forbiddenText"))).toBeVisible();

  // the same class page in Arabic, right to left
  await page.goto(classUrl.replace("/fr/", "/ar/"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: msg("ar", "classes.pageTitle", { name: "3AS1" }) })).toBeVisible();
  await expect(page.getByTestId("class-students").getByRole("row")).toHaveCount(31);
  await page.screenshot({ path: "test-results/class-page-ar.png", fullPage: true });
});

test("@smoke a teacher reads the classes they teach and cannot open the school settings", async ({ page }) => {
  await login(page, demo.teacher);
  await page.goto("/fr/classes");
  await expect(page.getByRole("link", { name: "4AM1" })).toBeVisible();
  await page.getByRole("link", { name: "4AM1" }).click();
  await expect(page.getByTestId("class-students")).toBeVisible();
  await expect(page.getByRole("button", { name: msg("fr", "common.remove") })).toHaveCount(0);
  const response = await page.goto("/fr/settings");
  expect(response?.status()).toBe(403);
});

test("staff lists arrive rendered in the server's HTML, before any JavaScript runs", async ({ page }) => {
  await login(page, demo.admin);
  const classes = await (await page.request.get("/fr/classes")).text();
  expect(classes).toMatch(/>4AM1</);
  const students = await (await page.request.get("/fr/students")).text();
  // a full first page of 25 rows in the students' table
  const table = /data-testid="students-table"[\s\S]*?<\/table>/.exec(students)?.[0] ?? "";
  expect(table.match(/<tr/g)?.length ?? 0).toBeGreaterThanOrEqual(26);
});

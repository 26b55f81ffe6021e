import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, hydrated, login, msg, shot, trpc } from "./fixtures";

async function pageFor(browser: Browser, phone: boolean) {
  return (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
}

/** A pupil and their parent made by the school, the parent signed in with the slip the school prints (a first sign-in). */
async function newFamily(admin: Page, browser: Browser, locale: "fr" | "ar", phone: boolean, tag: string) {
  const { id: schoolId } = await trpc<{ school: { id: string } | null }>(
    admin,
    "school.active",
    { slug: null },
    "query",
  ).then((r) => r.school!);
  const childName = locale === "ar" ? `ريم حداد ${tag}` : `Lina Haddad ${tag}`;
  const { id: childId } = await trpc<{ id: string }>(admin, "people.addStudent", {
    schoolId,
    name: childName,
    birthDate: "2013-02-11",
  });
  await trpc(admin, "people.linkParent", {
    studentId: childId,
    name: locale === "ar" ? `سليم حداد ${tag}` : `Salim Haddad ${tag}`,
    email: `salim.${locale}.${tag}@famille.dz`,
  });
  const [slip] = await trpc<{ identifier: string; password: string }[]>(admin, "people.generateCredentials", {
    schoolId,
    studentIds: [childId],
    students: false,
    parents: true,
  });
  const parent = await pageFor(browser, phone);
  await login(parent, slip!.identifier, slip!.password, locale);
  await trpc(parent, "account.changePassword", {
    currentPassword: slip!.password,
    password: "mot-de-passe-famille-2026",
    confirmPassword: "mot-de-passe-famille-2026",
  });
  await login(parent, slip!.identifier, "mot-de-passe-famille-2026", locale);
  return { schoolId, childId, childName, parent };
}

/**
 * Issue 34: a parent's first sign-in asks their choices (nothing answered → said under each question), the school sees
 * them; the parent downloads their data (JSON and PDF naming their child), sees who opened their child's absences,
 * asks for a correction (French, desktop) or their child's erasure (Arabic, phone); the school answers (a refusal
 * needs its reason), the erasure keeps the pupil's records and removes the parent's link.
 */
test.describe.configure({ mode: "serial" });

for (const [locale, phone] of [
  ["fr", false],
  ["ar", true],
] as const) {
  test(`${locale}: consent at first sign-in, export, access log, a request answered by the school`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await pageFor(browser, false);
    await login(admin, demo.admin, undefined, locale);
    const tag = String(Date.now() % 100000);
    const { schoolId, childId, childName, parent } = await newFamily(admin, browser, locale, phone, tag);

    // first sign-in: the dashboard sends the parent to their choices
    await parent.goto(`/${locale}/dashboard`);
    await expect(parent).toHaveURL(/\/privacy\/consent/);
    await hydrated(parent);
    await parent.getByTestId("consent-save").click();
    await expect(parent.getByText(msg(locale, "privacy.error.answer")).first()).toBeVisible();
    await parent.getByTestId("consent-photos").getByLabel(msg(locale, "privacy.consent.no")).check();
    await parent.getByTestId("consent-detailedMessages").getByLabel(msg(locale, "privacy.consent.yes")).check();
    await parent.getByTestId("consent-sms").getByLabel(msg(locale, "privacy.consent.no")).check();
    if (phone) expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await parent.screenshot({ path: shot(`privacy-consent-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    await parent.getByTestId("consent-save").click();
    await expect(parent).toHaveURL(/\/dashboard/);

    // the school opens the child's absences: the parent will see it
    await trpc(admin, "absences.ofStudent", { studentId: childId }, "query");

    await parent.goto(`/${locale}/profil/data`);
    await hydrated(parent);
    await expect(parent.getByTestId("my-consent-photos")).toHaveText(msg(locale, "privacy.consent.no"));
    await expect(parent.getByTestId("child-access")).toContainText(msg(locale, "privacy.access.kind.ABSENCES"));
    const json = await parent.request.get(`/api/privacy/export?format=json&locale=${locale}`);
    expect(json.status()).toBe(200);
    const data = (await json.json()) as {
      children: { name: string; tables: Record<string, unknown[]> }[];
      person: { tables: Record<string, unknown[]> };
    };
    expect(data.children.map((c) => c.name)).toEqual([childName]);
    expect(data.person.tables.Consent).toHaveLength(3);
    const pdf = await parent.request.get(`/api/privacy/export?format=pdf&locale=${locale}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const file = test.info().outputPath(`export-${locale}.pdf`);
    writeFileSync(file, await pdf.body());
    expect(execFileSync("pdftotext", [file, "-"]).toString()).toContain(childName.split(" ")[0]);

    // a request: too short is refused on its field, what was typed stays
    const form = parent.getByTestId("data-request-form");
    if (locale === "fr") {
      await form.locator('select[name="studentId"]').selectOption(childId);
      await form.locator('textarea[name="details"]').fill("Lina");
      await form.getByTestId("send-data-request").click();
      await expect(form.getByText(msg(locale, "privacy.error.details"))).toBeVisible();
      await expect(form.locator('textarea[name="details"]')).toHaveValue("Lina");
      await form.locator('textarea[name="details"]').fill("Le prénom de ma fille s'écrit Lyna, pas Lina.");
    } else {
      await form.locator('select[name="studentId"]').selectOption(childId);
      await form.locator('select[name="kind"]').selectOption("ERASURE");
      await form.locator('textarea[name="details"]').fill("غادرت ابنتنا المدرسة، امحوا معطياتها من فضلكم.");
    }
    await form.getByTestId("send-data-request").click();
    await expect(parent.getByTestId("request-status").first()).toHaveText(
      msg(locale, "privacy.request.status.PENDING"),
    );
    if (phone) expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await parent.screenshot({ path: shot(`privacy-mine-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });

    // the school: the request, the family's choices, the access log
    await admin.goto(`/${locale}/privacy/school`);
    await hydrated(admin);
    const row = admin.getByTestId("consent-row").filter({ hasText: childName });
    await expect(row).toContainText(msg(locale, "privacy.consent.no"));
    await expect(
      admin
        .getByTestId("log-row")
        .filter({ hasText: childName })
        .filter({ hasText: msg(locale, "privacy.access.kind.ABSENCES") })
        .first(),
    ).toBeVisible();
    const request = admin.getByTestId("waiting-request").filter({ hasText: childName });
    await request.getByTestId("refuse-request").click();
    await expect(request.getByText(msg(locale, "privacy.error.reason"))).toBeVisible();
    await admin.screenshot({ path: shot(`privacy-school-${locale}.png`), fullPage: true });
    if (locale === "fr") {
      await request.locator('textarea[name="answer"]').fill("Prénom corrigé : Lyna.");
      await request.getByTestId("accept-request").click();
    } else {
      await request.getByTestId("erase-request").click();
      await request.getByTestId("accept-request").click();
    }
    await expect(admin.getByTestId("waiting-request").filter({ hasText: childName })).toHaveCount(0);

    await parent.reload();
    await expect(parent.getByTestId("request-status").first()).toHaveText(msg(locale, "privacy.request.status.DONE"));
    if (locale === "ar") {
      // the child's erasure: the parent's link went with it, the school keeps the pupil's records
      await expect(parent.getByTestId("child-access")).toHaveCount(0);
      const pupils = await trpc<{ rows: { id: string }[] }>(
        admin,
        "people.students",
        { schoolId, search: childName },
        "query",
      );
      expect(pupils.rows.map((r) => r.id)).toContain(childId);
    } else await expect(parent.getByText("Prénom corrigé : Lyna.")).toBeVisible();
    await parent.screenshot({ path: shot(`privacy-answered-${locale}${phone ? "-phone" : ""}.png`), fullPage: true });
    await Promise.all([admin.context().close(), parent.context().close()]);
  });
}

test("the public register in Arabic on a phone, the breach register of the super admin", async ({ browser }) => {
  const visitor = await pageFor(browser, true);
  await visitor.goto("/ar/privacy");
  await expect(visitor.getByTestId("dpo")).toContainText("dpo@wasla.dz");
  await expect(visitor.getByTestId("purpose-photos")).toContainText(msg("ar", "privacy.purpose.photos"));
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: shot("privacy-register-ar-phone.png"), fullPage: true });

  const admin = await pageFor(browser, false);
  await login(admin, demo.superAdmin, undefined, "fr");
  await admin.goto("/fr/privacy/platform");
  await hydrated(admin);
  const form = admin.getByTestId("breach-form");
  await form.locator('input[name="discoveredAt"]').fill("2026-11-30");
  await form.locator('input[name="peopleCount"]').fill("31");
  await form.locator('textarea[name="description"]').fill("Liste");
  await form.locator('input[name="dataConcerned"]').fill("Noms et classes");
  await form.locator('textarea[name="measures"]').fill("Destinataire prié d'effacer le message.");
  await form.getByTestId("save-breach").click();
  await expect(form.getByText(msg("fr", "privacy.error.details"))).toBeVisible();
  await form.locator('textarea[name="description"]').fill("Liste d'une classe envoyée par e-mail au mauvais parent.");
  await form.getByTestId("save-breach").click();
  await expect(admin.getByTestId("breach-row").filter({ hasText: "au mauvais parent" })).toBeVisible();
  await admin.screenshot({ path: shot("privacy-breaches-fr.png"), fullPage: true });
  await Promise.all([admin.context().close(), visitor.context().close()]);
});

import { expect, test, type Browser } from "@playwright/test";
import { demo, hydrated, login, msg, query, shot, trpc } from "./fixtures";

async function pageAs(browser: Browser, who: string, locale: "fr" | "ar", phone: boolean) {
  const page = await (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
  await login(page, who, undefined, locale);
  return page;
}

/**
 * Issue 30, circulars: the admin sends a trip consent to Sara's class (deadline tomorrow); three parents answer — the
 * demo parent yes with a signed name on a phone, two parents of classmates (their first sign-in with the slips the
 * school printed, then their own password) yes and no; the admin sees the counts per class, reminds the others,
 * exports the answers as CSV and finds the class list ready to print.
 */
test.describe.configure({ mode: "serial" });

for (const [locale, phone] of [
  ["fr", true],
  ["ar", true],
] as const) {
  test(`${locale}: a trip consent to a class, answered, reminded and exported`, async ({ browser }) => {
    test.setTimeout(120_000);
    const tag = Date.now() % 100_000;
    const title = locale === "ar" ? `رحلة إلى المتحف ${tag}` : `Sortie au musée ${tag}`;
    const admin = await pageAs(browser, demo.admin, locale, false);
    await admin.goto(`/${locale}/circulars/new`);
    await hydrated(admin);
    const form = admin.getByTestId("circular-form");
    // sent empty: the schema's messages inline, nothing lost
    await form.getByTestId("send-circular").click();
    await expect(form.getByText(msg(locale, "validation.required")).first()).toBeVisible();
    await form.getByLabel(msg(locale, "circulars.titleField")).fill(title);
    await form
      .getByLabel(msg(locale, "circulars.body"))
      .fill(
        locale === "ar"
          ? "الانطلاق على الساعة 8، والعودة على الساعة 16."
          : "Départ 8 h, retour 16 h. Prévoir un goûter.",
      );
    await form.getByLabel(msg(locale, "circulars.audience")).selectOption("class");
    const classSelect = form.getByLabel(msg(locale, "circulars.class"));
    await classSelect.selectOption({ label: "4AM1" });
    await form.getByTestId("answer-CONSENT").check();
    const tomorrow = new Date(Date.now() + 86_400_000);
    await form
      .getByLabel(msg(locale, "circulars.deadline"))
      .fill(
        `${String(tomorrow.getUTCDate()).padStart(2, "0")}/${String(tomorrow.getUTCMonth() + 1).padStart(2, "0")}/${tomorrow.getUTCFullYear()}`,
      );
    await form.getByTestId("send-circular").click();
    await expect(admin).toHaveURL(new RegExp(`/${locale}/circulars/[A-Za-z0-9_-]{10,}$`));

    // the demo parent, on a phone: waiting for an answer, answers yes with a signature
    const parent = await pageAs(browser, demo.parent, locale, phone);
    await parent.goto(`/${locale}/circulars`);
    await expect(
      parent.getByTestId("received-circular").filter({ hasText: title }).getByTestId("waiting"),
    ).toBeVisible();
    await parent.getByTestId("received-circular").filter({ hasText: title }).click();
    await hydrated(parent);
    const consent = parent.getByTestId("consent-form").first();
    await consent.getByTestId("send-answer").click();
    await expect(consent.getByText(msg(locale, "circulars.error.signature"))).toBeVisible();
    await consent.getByTestId("consent-yes").check();
    await consent.getByLabel(msg(locale, "circulars.signature")).fill("Karim Parent");
    await consent.getByTestId("send-answer").click();
    await expect(parent.getByTestId("answered").first()).toContainText("Karim Parent");
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await parent.screenshot({ path: shot(`circular-consent-${locale}-phone.png`), fullPage: true });

    // two classmates' parents: the school prints their slips, each signs in, chooses a password and answers
    const circularId = admin.url().split("/").at(-1)!;
    const { schoolId } = await trpc<{ schoolId: string }>(admin, "circulars.read", { circularId });
    const results = await query<{ classes: { families: { studentId: string; name: string }[] }[] }>(
      admin,
      "circulars.results",
      { circularId, lists: true },
    );
    const classmates = results.classes[0]!.families.filter((f) => f.name !== "Sara Élève").slice(
      locale === "fr" ? 0 : 2,
      locale === "fr" ? 2 : 4,
    );
    const slips = await trpc<{ role: string; identifier: string; password: string; detail: string }[]>(
      admin,
      "people.generateCredentials",
      { schoolId, studentIds: classmates.map((c) => c.studentId), students: false, parents: true },
    );
    for (const [i, pupil] of classmates.entries()) {
      const slip = slips.find((s) => s.detail.includes(pupil.name))!;
      const other = await (
        await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
      ).newPage();
      await login(other, slip.identifier, slip.password, locale);
      await trpc(other, "account.changePassword", {
        currentPassword: slip.password,
        password: "mot-de-passe-famille-2026",
        confirmPassword: "mot-de-passe-famille-2026",
      });
      await login(other, slip.identifier, "mot-de-passe-famille-2026", locale);
      await other.goto(`/${locale}/circulars/${circularId}`);
      await hydrated(other);
      const form = other.getByTestId("consent-form").first();
      await form.getByTestId(i === 0 ? "consent-yes" : "consent-no").check();
      await form
        .getByLabel(msg(locale, "circulars.signature"))
        .fill(slip.detail ? `Parent de ${pupil.name}` : "Parent");
      await form.getByTestId("send-answer").click();
      await expect(other.getByTestId("answered").first()).toBeVisible();
      await other.context().close();
    }

    await admin.reload();
    const counts = admin.getByTestId("class-counts").first();
    await expect(counts).toContainText(
      msg(locale, "circulars.count", { label: msg(locale, "circulars.state.yes"), count: 2 }),
    );
    await expect(counts).toContainText(
      msg(locale, "circulars.count", { label: msg(locale, "circulars.state.no"), count: 1 }),
    );
    await hydrated(admin);
    await admin.getByTestId("remind").click();
    await expect(admin.getByTestId("last-reminded")).toBeVisible();
    const download = admin.waitForEvent("download");
    await admin.getByTestId("export-answers").click();
    const csv = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(csv!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Karim Parent");
    // the class list prints: every family's row, the tools hidden
    await admin.emulateMedia({ media: "print" });
    await expect(admin.getByTestId("remind")).toBeHidden();
    expect(await admin.getByTestId("family-answer").count()).toBeGreaterThan(3);
    await admin.emulateMedia({ media: "screen" });
    await admin.screenshot({ path: shot(`circular-answers-${locale}.png`), fullPage: true });
    await Promise.all([parent.context().close(), admin.context().close()]);
  });
}

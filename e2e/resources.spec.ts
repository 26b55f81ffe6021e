import { expect, test, type Page } from "@playwright/test";
import { demo, hydrated, login, msg, trpc } from "./fixtures";

/**
 * French: the administration publishes a PDF for the level of 4AM1 through the form (a missing file is refused on
 * its field, what was typed stays); the demo parent, whose child is in 4AM1, finds it and downloads it; a visitor
 * asking for the file gets "not found". Arabic, on a phone: a resource marked for the main page appears on the
 * school's public page, which carries its link preview tags. Other families' view is covered by the procedures'
 * tests (src/modules/resources/server/resources.test.ts).
 */
test("fr: the administration publishes a PDF for a level; a parent of that level downloads it, a visitor cannot", async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await login(admin, demo.admin, undefined, "fr");
  await admin.goto("/fr/resources/create");
  await hydrated(admin);
  const form = admin.getByTestId("resource-form");
  const title = `Fiche de révision ${Date.now() % 100_000}`;
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="audience"]').selectOption("LEVEL");
  // the level of 4AM1, the demo parent's child's class
  const classes = await trpc<{ name: string; level: { id: string } }[]>(
    admin,
    "classes.list",
    { schoolId: await schoolId(admin) },
    "query",
  );
  await form.locator('[name="levelId"]').selectOption(classes.find((c) => c.name === "4AM1")!.level.id);
  await admin.getByTestId("publish-resource").click();
  await expect(form.getByText(msg("fr", "validation.required"))).toBeVisible();
  await expect(form.locator('[name="title"]')).toHaveValue(title);

  await admin.getByTestId("resource-file-input").setInputFiles({
    name: "Révision – chapitre 2.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF"),
  });
  await admin.getByTestId("publish-resource").click();
  await expect(admin).toHaveURL(/\/fr\/resources$/);
  const item = admin.getByTestId("resource").filter({ hasText: title });
  await expect(item).toBeVisible();
  const href = await item.getByTestId("resource-file").getAttribute("href");

  const parent = await (await browser.newContext()).newPage();
  await login(parent, demo.parent, undefined, "fr");
  await parent.goto("/fr/resources");
  const mine = parent.getByTestId("resource").filter({ hasText: title });
  await expect(mine).toContainText(msg("fr", "resources.kind.EDUCATIONAL"));
  const download = await parent.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toContain(
    "filename*=UTF-8''R%C3%A9vision%20%E2%80%93%20chapitre%202.pdf",
  );

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.request.get(new URL(href!, admin.url()).toString())).status()).toBe(404);
});

test("ar: a resource on the school's page reaches visitors on a phone, with its link preview", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await login(admin, demo.admin, undefined, "ar");
  const id = await schoolId(admin);
  const title = `النظام الداخلي ${Date.now() % 100_000}`;
  const fields = JSON.stringify({
    schoolId: id,
    title,
    kind: "ADMINISTRATIVE",
    audience: "SCHOOL",
    onMainPage: true,
    source: "link",
    url: "https://example.org/reglement",
  });
  // the multipart procedure, as the form sends it
  await admin.evaluate(async (json) => {
    const form = new FormData();
    form.set("fields", json);
    const response = await fetch("/api/trpc/resources.create", { method: "POST", body: form });
    if (!response.ok) throw new Error(`resources.create: ${response.status}`);
  }, fields);

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await phone.goto("/ar/school/wasla-demo");
  await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(phone.getByTestId("resource").filter({ hasText: title })).toBeVisible();
  await expect(phone.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  await expect(phone.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

async function schoolId(page: Page): Promise<string> {
  const [school] = await trpc<{ id: string }[]>(page, "school.mine", undefined, "query");
  return school!.id;
}

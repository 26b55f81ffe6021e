import { expect, test, type Browser, type Page } from "@playwright/test";
import { photo } from "./ad-form";
import { demo, fillDate, hydrated, login, msg, query, signUpByEmail, trpc } from "./fixtures";

type Locale = "fr" | "ar";
const PHONE = { width: 390, height: 844 };

async function signedIn(
  browser: Browser,
  who: string,
  locale: Locale,
  viewport?: { width: number; height: number },
  password?: string,
) {
  const page = await (await browser.newContext(viewport ? { viewport, locale } : { locale })).newPage();
  await login(page, who, password, locale);
  return page;
}

/** A day some weeks ahead (the event is upcoming whenever the journeys run), as "YYYY-MM-DD". */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** events.save as the app's own client sends it: multipart, a "fields" part of JSON. */
async function saveEvent(page: Page, fields: Record<string, unknown>): Promise<string> {
  const { status, body } = await page.evaluate(async (fields) => {
    const form = new FormData();
    form.set("fields", JSON.stringify(fields));
    const response = await fetch("/api/trpc/events.save", { method: "POST", body: form });
    return { status: response.status, body: await response.text() };
  }, fields);
  expect(status, body).toBe(200);
  return (JSON.parse(body) as { result: { data: { json: { slug: string } } } }).result.data.json.slug;
}

/**
 * French: the school's admin writes an event for 4AM1 with a photo — an end before the start is refused on the end
 * field and the form keeps what was typed — and announces it; the demo parent (Sara's father, 4AM1) is notified,
 * finds it on /event, opens it, downloads its .ics and copies its link.
 */
test("fr: an admin publishes an event for 4AM1 with a photo; the class's parent sees it, adds it to a calendar, copies its link", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Sortie au jardin d'essai ${Date.now() % 100_000}`;
  const day = dayAhead(20);
  const admin = await signedIn(browser, demo.admin, "fr");
  await admin.goto("/fr/events");
  await hydrated(admin);
  const form = admin.getByTestId("event-form");
  await form.locator('[name="title"]').fill(title);
  await fillDate(admin, "startDate", day);
  await form.locator('[name="startTime"]').fill("09:30");
  await form.locator('[name="endTime"]').fill("08:00");
  await form.locator('[name="place"]').fill("Jardin d'essai du Hamma, Alger");
  await form.getByLabel(msg("fr", "events.form.audience")).selectOption("CLASS");
  await form.getByLabel(msg("fr", "events.form.class")).selectOption({ label: "4AM1" });
  await form.locator('input[type="file"]').setInputFiles([await photo("jardin.jpg", "#2f9e44")]);
  await expect(form.getByTestId("picked-photo")).toHaveCount(1);

  await admin.getByTestId("save-event").click();
  await expect(form.getByText(msg("fr", "validation.endAfterStart"))).toBeVisible();
  await expect(form.locator('[name="title"]')).toHaveValue(title);

  await form.locator('[name="endTime"]').fill("12:00");
  await admin.getByTestId("save-event").click();
  await expect(admin.getByText(msg("fr", "success.operation"))).toBeVisible();
  const row = admin.getByTestId("staff-event").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.locator("img")).toHaveCount(1);

  const parent = await signedIn(browser, demo.parent, "fr");
  await parent.goto("/fr/notifications");
  await expect(parent.getByTestId("notification").filter({ hasText: title })).toBeVisible();
  await parent.goto("/fr/event");
  const card = parent.getByTestId("upcoming-events").getByTestId("event-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(parent.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(parent.getByTestId("event-when")).toContainText("09:30");
  await expect(parent.getByText("Jardin d'essai du Hamma, Alger")).toBeVisible();

  const ics = await parent.request.get((await parent.getByTestId("add-to-calendar").getAttribute("href"))!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const text = await ics.text();
  expect(text).toContain(`DTSTART:${day.replace(/-/g, "")}T083000Z`);
  expect(text).toContain("STATUS:CONFIRMED");

  if (process.env.EVENTS_SCREENSHOTS)
    await parent.screenshot({ path: `${process.env.EVENTS_SCREENSHOTS}/event-page-fr.png`, fullPage: true });
  await hydrated(parent);
  await parent.getByTestId("copy-link").click();
  await expect(parent.getByText(msg("fr", "success.linkCopied"))).toBeVisible();
});

/**
 * Arabic, on a phone: a parent whose only child is in 4AM2 never sees a members-only event of 4AM1 — neither in the
 * list nor by its address (404), nor its calendar file — while the demo parent of 4AM1 reads it, right to left.
 */
test("ar: on a phone, a parent of another class does not see 4AM1's members-only event; the parent of 4AM1 does", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const title = `اجتماع أولياء 4AM1 ${tag}`;
  const other = { name: "Nassim Parent", email: `parent-4am2-${tag}@e2e.dz`, password: "parent-4am2-2026" };

  // the other parent: an account of their own, invited as the parent of a new 4AM2 pupil, who accepts
  const stranger = await (await browser.newContext({ viewport: PHONE, locale: "ar" })).newPage();
  await stranger.goto("/ar/login");
  expect(await signUpByEmail(stranger, other)).toBe(200);
  const admin = await signedIn(browser, demo.admin, "ar");
  const [school] = await query<{ id: string }[]>(admin, "school.mine", undefined);
  const classes = await query<{ id: string; name: string }[]>(admin, "classes.list", { schoolId: school!.id });
  const [fourAm1, fourAm2] = ["4AM1", "4AM2"].map((name) => classes.find((c) => c.name === name)!);
  const pupil = await trpc<{ id: string }>(admin, "people.addStudent", {
    schoolId: school!.id,
    classId: fourAm2!.id,
    name: `Rania Élève ${tag}`,
  });
  await trpc(admin, "people.linkParent", { studentId: pupil.id, name: other.name, email: other.email });
  const slug = await saveEvent(admin, {
    schoolId: school!.id,
    title,
    startDate: dayAhead(25),
    startTime: "17:00",
    audience: "CLASS",
    classId: fourAm1!.id,
    isPublic: false,
  });

  await login(stranger, other.email, other.password, "ar");
  const [invitation] = await query<{ id: string }[]>(stranger, "invitations.mine", undefined);
  await trpc(stranger, "invitations.respond", { id: invitation!.id, accept: true });
  await stranger.goto("/ar/event");
  await expect(stranger.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(stranger.getByRole("heading", { level: 1, name: msg("ar", "events.title") })).toBeVisible();
  await expect(stranger.getByText(title)).toHaveCount(0);
  expect((await stranger.goto(`/ar/event/${encodeURIComponent(slug)}`))?.status()).toBe(404);
  expect((await stranger.request.get(`/api/events/${encodeURIComponent(slug)}/ics`)).status()).toBe(404);

  const parent = await signedIn(browser, demo.parent, "ar", PHONE);
  await parent.goto("/ar/event");
  const card = parent.getByTestId("upcoming-events").getByTestId("event-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await parent.goto(`/ar/event/${encodeURIComponent(slug)}`);
  await expect(parent.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(parent.getByText(msg("ar", "events.membersOnly"))).toBeVisible();
  // members only: never indexed, whoever reads it
  await expect(parent.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // readable on a phone: nothing wider than the screen
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (process.env.EVENTS_SCREENSHOTS) {
    await parent.screenshot({ path: `${process.env.EVENTS_SCREENSHOTS}/event-page-ar.png`, fullPage: true });
    await parent.goto("/ar/event");
    await parent.screenshot({ path: `${process.env.EVENTS_SCREENSHOTS}/event-list-ar.png`, fullPage: true });
  }
});

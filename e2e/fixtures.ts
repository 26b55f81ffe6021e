import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createIntl } from "@formatjs/intl";
import { expect, type Page } from "@playwright/test";
import ar from "../locales/ar.json" with { type: "json" };
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import { isolateNumbers } from "../src/i18n/config";

const intls = Object.fromEntries(
  Object.entries({ fr, en, ar }).map(([locale, messages]) => [locale, createIntl({ locale, messages })]),
) as Record<"fr" | "en" | "ar", ReturnType<typeof createIntl>>;

/** A message as the app shows it, from the locale files (so tests follow wording changes). */
/**
 * Where a journey writes a screenshot it takes to be looked at: test-results/screenshots/ (ignored by git) unless
 * WASLA_SCREENSHOTS is set, which refreshes the tracked pictures of docs/screenshots/ — so a test run leaves
 * `git status` clean.
 */
export function shot(name: string): string {
  const dir = process.env.WASLA_SCREENSHOTS ? "docs/screenshots" : "test-results/screenshots";
  mkdirSync(dir, { recursive: true });
  return `${dir}/${name}`;
}

export function msg(locale: "fr" | "en" | "ar", key: keyof typeof en, values?: Record<string, string | number>) {
  return intls[locale].formatMessage({ id: key }, isolateNumbers(locale, values));
}

/**
 * Whether a journey that runs in one language only (README, "CI time") runs in this one; a function, so `locale`
 * keeps its type inside the test.
 */
export const runsIn = (locale: string, only: string) => locale === only;

export const DEMO_PASSWORD = "wasla-demo-2026";
export const demo = {
  superAdmin: "superadmin@wasla.dz",
  admin: "admin@wasla.dz",
  teacher: "teacher@wasla.dz",
  parent: "parent@wasla.dz",
  student: "student@wasla.dz",
  member: "member@wasla.dz",
  webmaster: "webmaster@wasla.dz",
  developer: "developer@wasla.dz",
};

/**
 * Signs in through next-auth's credentials endpoint (as the login form does), then opens where a login lands
 * (/api/landing: the dashboard for school members, home for the others). The login screen itself is covered by
 * `loginWithForm` and the auth journeys; the others skip its page load and typing.
 */
export async function login(page: Page, identifier: string, password = DEMO_PASSWORD, locale = "fr") {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password, json: "true" },
    maxRedirects: 0,
  });
  expect(response.headers()["location"] ?? "", `signing in ${identifier}`).not.toContain("error=");
  await page.goto(`/api/landing?locale=${locale}`);
  await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 45_000 });
}

/** Signs in by typing into the login form, as a person does. */
export async function loginWithForm(page: Page, identifier: string, password = DEMO_PASSWORD, locale = "fr") {
  await page.goto(`/${locale}/login`);
  await page.locator('[name="identifier"]').fill(identifier);
  await page.locator('[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  // the first login on a fresh server (embedded database, loaded CI machine) can take well over 10 s
  await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 45_000 });
}

/** Waits until React has hydrated the page (a click before that is lost, or submits the form natively). */
/**
 * The messages the page's code asked for and the browser was not sent (src/i18n/client.tsx logs each): a list to
 * expect empty. Visitors get only the public pages' messages, so a visitor's journey proves the split holds.
 */
export function watchMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && text.startsWith("[wasla] missing message"))
      missing.push(`${text} on ${page.url()}`);
  });
  return missing;
}

export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
}

/**
 * Types a day into a date field and leaves it. The field people type in carries `data-date-field`; the value
 * ("YYYY-MM-DD", under the field's `name`) is in a hidden input beside it. It reads "21/09/2026" or "2026-09-21".
 */
export async function fillDate(page: Page, name: string, day: string) {
  const field = page.locator(`[data-date-field="${name}"]`);
  await field.fill(day);
  await field.press("Tab");
}

/** The last mail sent to `to`, from the outbox file the e2e server writes. */
export async function lastMailTo(to: string) {
  const lines = (await readFile(".data/e2e/outbox.jsonl", "utf8")).trim().split("\n");
  const mails = lines
    .map((l) => JSON.parse(l) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
  return mails.at(-1);
}

/** Calls a tRPC mutation from the page, with the page's session cookie (as the app's own client would). */
export async function mutate(page: Page, path: string, input: unknown) {
  return page.evaluate(
    async ({ path, input }) => {
      const response = await fetch(`/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: input }),
      });
      return response.status;
    },
    { path, input },
  );
}

/** Calls a tRPC query from the page, with the page's session cookie; returns its data (superjson's `json` part). */
export async function query<T = unknown>(page: Page, path: string, input: unknown): Promise<T> {
  return trpc<T>(page, path, input, "query");
}

/** The school's calendar day ("YYYY-MM-DD", the clock of Algiers: UTC+1) `offset` days from today. */
export function schoolDay(offset = 0) {
  return new Date(Date.now() + 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A sign-up with an e-mail, activated through the link it mails (as its owner would); returns the HTTP status. */
export async function signUpByEmail(page: Page, input: { name: string; email: string; password: string }) {
  const status = await mutate(page, "auth.signUp", { ...input, confirmPassword: input.password });
  if (status !== 200) return status;
  const token = /activate\?token=([\w-]+)/.exec((await lastMailTo(input.email))?.text ?? "")?.[1];
  return mutate(page, "auth.activateAccount", { token });
}

/** Calls a tRPC procedure from the page with its session cookie and returns its result (throws on an error). */
export async function trpc<T = unknown>(
  page: Page,
  path: string,
  input: unknown,
  kind: "query" | "mutation" = "mutation",
): Promise<T> {
  const { status, body } = await page.evaluate(
    async ({ path, input, kind }) => {
      const payload = JSON.stringify({ json: input });
      const response =
        kind === "query"
          ? await fetch(`/api/trpc/${path}?input=${encodeURIComponent(payload)}`)
          : await fetch(`/api/trpc/${path}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: payload,
            });
      return { status: response.status, body: await response.text() };
    },
    { path, input, kind },
  );
  if (status !== 200) throw new Error(`${path} answered ${status}: ${body}`);
  return (JSON.parse(body) as { result: { data: { json: T } } }).result.data.json;
}

/** Today's date on the school's clock (Algiers, UTC+1), as the app computes it. */
export function schoolToday(): { iso: string; weekday: number } {
  const iso = schoolDay();
  return { iso, weekday: new Date(`${iso}T00:00:00Z`).getUTCDay() };
}

export interface GradeTableKey {
  classId: string;
  classSubjectId: string;
  termId: string;
  /** the term's first day, "YYYY-MM-DD" */
  startsOn: string;
}

/**
 * The demo teacher's subject in `className` and the current year's first term, with evaluations there (created
 * through `evaluations.save` as the teacher would on /evaluations when the term has none): a test and an exam.
 */
export async function gradeTableWithEvaluations(page: Page, className: string): Promise<GradeTableKey> {
  const [school] = await query<{ id: string }[]>(page, "school.mine", undefined);
  const years = await query<{ isCurrent: boolean; terms: { id: string; number: number; startsOn: string }[] }[]>(
    page,
    "schoolYears.list",
    { schoolId: school!.id },
  );
  const term = years.find((y) => y.isCurrent)!.terms.find((t) => t.number === 1)!;
  const classes = await query<{ id: string; name: string }[]>(page, "classes.list", { schoolId: school!.id });
  const cls = classes.find((c) => c.name === className)!;
  const { subjects } = await query<{ subjects: { id: string }[] }>(page, "homework.ofClass", { classId: cls.id });
  const key = {
    classId: cls.id,
    classSubjectId: subjects[0]!.id,
    termId: term.id,
    startsOn: term.startsOn.slice(0, 10),
  };
  const table = await query<{ evaluations: unknown[] }>(page, "gradebook.table", {
    classSubjectId: key.classSubjectId,
    termId: key.termId,
  });
  if (!table.evaluations.length) {
    const day = (offset: number) =>
      new Date(Date.parse(`${key.startsOn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    await trpc(page, "evaluations.save", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
      kind: "TEST",
      title: "Devoir 1",
      from: day(14),
      to: day(14),
    });
    await trpc(page, "evaluations.save", {
      classSubjectId: key.classSubjectId,
      termId: key.termId,
      kind: "EXAM",
      title: "",
      from: day(50),
      to: day(52),
    });
  }
  return key;
}

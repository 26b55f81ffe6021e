import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { demo, gradeTableWithEvaluations, hydrated, login, msg, watchMissingMessages } from "./fixtures";

/**
 * axe-core over every route, as the role that can open it: no serious or critical violation. Each role's routes
 * are checked alternately in French (light colour scheme) and in Arabic (dark scheme), so every role is checked in
 * both languages and both schemes and every route once: checking each route twice cost ~4.5 minutes of a CI that
 * must stay under 20 (README, "Tests"). Each role logs in once per worker and its storage state is reused.
 */

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];
type Role = "visitor" | "member" | "parent" | "student" | "teacher" | "admin" | "superAdmin";
type Locale = "fr" | "ar";
/** A path, or a step that finds a path (a slug) on the page just checked. */
type Route = string | ((page: Page) => Promise<string>);

const ROUTES: Record<Role, Route[]> = {
  visitor: [
    "/",
    "/about",
    "/privacy",
    "/category",
    firstLink("/category/"),
    "/old/indexsss",
    "/old/annonces",
    firstLink("/old/annonces/"),
    firstLink("/membre/"),
    "/school/wasla-demo",
    "/event",
    firstLink("/event/"),
    "/old/publier-une-annonce",
    "/old/annonces/une-annonce/modifier?token=0123456789abcdef0123",
    "/login",
    "/signup",
    "/forgot-password",
    "/reset-password?token=not-a-token",
    "/activate?token=not-a-token",
    "/link-account?token=not-a-token",
    "/page-inexistante",
  ],
  // the list links each ad to its public page; its edit screen has the same slug
  member: ["/profil", "/profil/annonces", firstLink("/old/annonces/", "/profil/annonces/"), "/roles"],
  parent: [
    "/dashboard",
    "/timetable",
    "/textbook",
    "/homeworks",
    "/absences",
    "/report-cards",
    "/payments",
    "/notifications",
    "/event",
    firstLink("/event/"),
    "/messages",
    "/messages/new",
    "/circulars",
    "/meetings",
    "/profil/data",
    "/privacy/consent",
  ],
  student: ["/dashboard", "/timetable", "/homeworks", "/absences", "/report-cards"],
  teacher: [
    "/dashboard",
    "/classes",
    firstLink("/class/"),
    "/timetable",
    "/textbook",
    "/textbook?date=2026-11-23",
    "/attendance?date=2026-11-23",
    "/homeworks",
    "/evaluations",
    "/gradetable",
    gradeTable("1AS1"),
    "/notifications/send",
    "/messages?q=devoir",
    "/messages/class",
    "/meetings",
  ],
  admin: [
    "/dashboard",
    "/absences",
    "/sessions",
    "/levels",
    "/subjects",
    "/classes",
    firstLink("/class/"),
    "/students",
    "/teachers",
    "/settings",
    "/generate-passwords",
    "/timetable",
    "/timetables",
    "/textbook?view=class",
    "/evaluations",
    "/exemptions",
    "/year-end",
    "/report-cards",
    "/notifications/send",
    "/notifications",
    "/resources",
    "/resources/create",
    "/events",
    "/payments",
    "/messages/reports",
    "/circulars",
    "/circulars/new",
    "/meetings",
    "/privacy/school",
  ],
  superAdmin: [
    "/dashboard",
    "/schools",
    "/roles",
    "/users",
    "/admin",
    "/admin/ads",
    firstLink("/admin/ads/"),
    "/admin/complaints",
    "/admin/categories",
    "/privacy/platform",
  ],
};

/** The demo teacher's grade table in a class, with evaluations (created the first time). */
function gradeTable(className: string): Route {
  return async (page) => {
    const key = await gradeTableWithEvaluations(page, className);
    return `/gradetable?subject=${key.classSubjectId}&term=${key.termId}`;
  };
}

/** The first link on the current page whose path continues `prefix` with a slug (that slug under `to`). */
function firstLink(prefix: string, to = prefix): Route {
  return async (page) => {
    const locale = page.url().split("/")[3]!;
    const link = page.locator(`a[href^="/${locale}${prefix}"]`).first();
    await expect(link, `a link to ${prefix}… on ${page.url()}`).toBeAttached();
    const slug = (await link.getAttribute("href"))!.slice(locale.length + 1 + prefix.length).split(/[/?#]/)[0];
    return `${to}${slug}`;
  };
}

/** One line per violation, with each node (and the colours axe measured, for contrast). */
function describe(violation: Violation) {
  const nodes = violation.nodes.map((node) => {
    const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}` : "";
    return `${node.target.join(" ")}${colours} «${node.html.slice(0, 90)}»`;
  });
  return `${violation.id} (${violation.impact}): ${nodes.join(" | ")}`;
}

const states = new Map<Role, Awaited<ReturnType<BrowserContext["storageState"]>>>();

/** A context signed in as `role` (logged in once per worker, then its cookies reused). */
async function contextFor(browser: Browser, role: Role, locale: Locale) {
  const options = { colorScheme: locale === "ar" ? ("dark" as const) : ("light" as const) };
  if (role === "visitor") return browser.newContext(options);
  if (!states.has(role)) {
    const context = await browser.newContext();
    await login(await context.newPage(), demo[role]);
    states.set(role, await context.storageState());
    await context.close();
  }
  return browser.newContext({ ...options, storageState: states.get(role) });
}

test.describe.configure({ mode: "parallel" });
// the failure message lists every node with its colours; a trace of ~90 page loads would only slow the run
test.use({ trace: "off", screenshot: "off" });

for (const role of Object.keys(ROUTES) as Role[]) {
  for (const locale of ["fr", "ar"] as const) {
    test(`axe: no serious or critical violation, ${role} in ${locale}`, async ({ browser }) => {
      const routes = ROUTES[role];
      test.setTimeout(routes.length * 12_000 + 30_000);
      const context = await contextFor(browser, role, locale);
      const page = await context.newPage();
      // every route's messages reached the browser (a visitor gets the public pages' only)
      const missing = watchMissingMessages(page);
      const report: string[] = [];
      for (const [index, route] of routes.entries()) {
        // each route in one language and its colour scheme, alternating (French even, Arabic odd); a page is
        // still opened when the next route is found on it
        const mine = index % 2 === (locale === "fr" ? 0 : 1);
        const needed = typeof routes[index + 1] === "function";
        if (!mine && !needed) continue;
        const path = typeof route === "string" ? route : await route(page);
        await page.goto(`/${locale}${path === "/" ? "" : path}`);
        if (!mine) continue;
        // screens render their data on the server; what the browser adds comes with hydration
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
        const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        report.push(
          `${locale} ${path}: ${serious.length} serious/critical, ${violations.length - serious.length} other`,
        );
        expect.soft(serious.map(describe), `axe on /${locale}${path} as ${role}`).toEqual([]);
      }
      console.log(`[axe] ${role}\n  ${report.join("\n  ")}`);
      expect(missing, `messages missing in the browser as ${role}`).toEqual([]);
      await context.close();
    });
  }
}

// The server's HTML itself, with no JavaScript run: a screen reader or a browser that fails to load the scripts
// must get the page's language and direction from the first byte.
// Next 16.4 answers a notFound()/forbidden() thrown while rendering a dynamic page with its error shell,
// `<html id="__next_error__">`, and builds the page in the browser (vercel/next.js#62228): our production server
// stamps the shell with the locale (scripts/error-shell-locale.mjs).
for (const locale of ["fr", "ar"] as const) {
  const html = new RegExp(`<html[^>]*\\blang="${locale}"[^>]*\\bdir="${locale === "ar" ? "rtl" : "ltr"}"`);
  test(`the 404 and 403 pages carry lang and dir in the server's HTML (${locale})`, async ({ browser, request }) => {
    const missing = await request.get(`/${locale}/page-inexistante`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toMatch(html);
    // and its sentences, for a phone without JavaScript or before it loads (issue 48, point 13)
    expect(await missing.text()).toContain(msg(locale, "errors.page.notFoundText"));

    const context = await contextFor(browser, "member", locale);
    const denied = await context.request.get(`/${locale}/roles`);
    expect(denied.status()).toBe(403);
    expect(await denied.text()).toMatch(html);
    await context.close();
  });
}

import { expect, test, type Page } from "@playwright/test";
import { demo, login, msg } from "./fixtures";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Console errors, uncaught errors and CSP violations of every page the test opens. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror on ${page.url()}: ${e.message}`));
  // the console's "Failed to load resource" does not say which: name it
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return problems;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

for (const locale of ["fr", "ar"] as const) {
  test(`@smoke pages run under the nonce CSP with no violation and carry the security headers (${locale})`, async ({
    page,
  }) => {
    const problems = await watch(page);
    for (const path of ["", "/about", "/old/annonces", "/school/wasla-demo", "/login"]) {
      const response = (await page.goto(`/${locale}${path}`))!;
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(nonce, `${path} CSP`).toBeTruthy();
      expect(headers["content-security-policy"]).toContain("'strict-dynamic'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      // Next put this request's nonce on its own scripts
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "strict-transport-security": "max-age=63072000; includeSubDomains", // the journeys run a production build
      });
      expect(headers["permissions-policy"]).toContain("camera=()");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      expect(await violations(page), path).toEqual([]);
    }

    // React hydrated (its scripts were allowed): the language menu opens
    await page.getByRole("button", { name: msg(locale, "shell.language") }).click();
    await expect(page.getByTestId("locale-en")).toBeVisible();

    await login(page, demo.member, undefined, locale);
    await page.goto(`/${locale}/profil`);
    await expect(page.getByTestId("user-menu")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the visitor's private edit link keeps no-referrer; API responses carry their own headers", async ({
  page,
  request,
}) => {
  const privateLink = await page.goto("/fr/old/annonces/une-annonce/modifier?token=0123456789abcdef0123");
  expect(privateLink!.headers()["referrer-policy"]).toBe("no-referrer");

  const api = await request.get("/api/build-id");
  expect(api.headers()).toMatchObject({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
});

test("the server refuses a cross-site tRPC mutation (403) and an oversized body (413) with our error shape", async ({
  request,
}) => {
  const crossSite = await request.post("/api/trpc/auth.requestPasswordReset", {
    headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    data: JSON.stringify({ json: { email: "member@wasla.dz" } }),
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).error.json.data).toMatchObject({ messageKey: "errors.forbidden" });

  const huge = await request.post("/api/trpc/auth.requestPasswordReset", {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ json: { email: "x".repeat(3 * 1024 * 1024) } }),
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error.json.data).toMatchObject({
    messageKey: "errors.requestTooLarge",
    messageValues: { size: 1 },
  });
});

import { expect, test } from "@playwright/test";
import { demo, login, msg } from "./fixtures";

test.use({ serviceWorkers: "allow" });

/**
 * Installable, and readable offline: the manifest names the member's school and opens on their dashboard; a parent
 * who opened their child's timetable reads it again without a network, with the offline notice; after logging out
 * the copy is gone.
 */
test("ar: the manifest names the school; the timetable stays readable offline until the parent logs out", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await login(page, demo.parent, undefined, "ar");
  const href = (await page.locator('link[rel="manifest"]').getAttribute("href"))!;
  expect(href).toBe("/manifest.webmanifest?locale=ar");
  const manifest = (await (await page.request.get(href)).json()) as {
    name: string;
    start_url: string;
    dir: string;
    icons: unknown[];
  };
  expect(manifest).toMatchObject({ start_url: "/ar/dashboard", dir: "rtl" });
  expect(manifest.name).toMatch(/·/);
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);

  await page.goto("/ar/timetable");
  // the worker registers once the page is idle, then takes the page over
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.reload(); // this visit's copy is the one kept
  const week = await page.getByRole("heading", { level: 1 }).textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(week!);
  await expect(page.getByTestId("offline-notice")).toHaveText(msg("ar", "shell.offline"));
  // a page never opened on this device says so, in the page's language
  await page.goto("/ar/homeworks").catch(() => undefined);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await context.setOffline(false);

  // logging out deletes the copies
  await page.goto("/ar/timetable");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("wasla-pages-")))).toEqual(
    [],
  );
});

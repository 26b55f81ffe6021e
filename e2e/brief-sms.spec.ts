import { createServer, type Server } from "node:http";
import { expect, test, type Browser } from "@playwright/test";
import { smsSendTime } from "../src/modules/notify/domain/daytime";
import { demo, hydrated, login, msg, shot, trpc } from "./fixtures";

/**
 * Issue 31, the weekly brief by SMS: the school gives itself an SMS budget and keeps its brief for itself (no weekly
 * day: it sends by hand), a parent without a smartphone's habits switches to SMS on a phone in Arabic, the school
 * sends this week's brief now — and Twilio's API (a recording fake where the e2e server's TWILIO_API_URL points,
 * scripts/e2e-server.mjs) receives one SMS for that parent: the school's name, no child's detail. Outside the sending
 * window (08:00–21:00 in Algeria, not Friday's prayer) it waits, as the school's SMS card says.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const received: URLSearchParams[] = [];
let twilio: Server;

test.beforeAll(async () => {
  twilio = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push(new URLSearchParams(body));
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ sid: `SM${received.length}e2e` }));
    });
  });
  await new Promise<void>((resolve) => twilio.listen(PORT, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

async function pageFor(browser: Browser, who: string, locale: "fr" | "ar", phone: boolean) {
  const page = await (
    await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
  ).newPage();
  await login(page, who, undefined, locale);
  return page;
}

test("fr/ar: a parent switches to SMS and receives the weekly brief through the provider", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await pageFor(browser, demo.admin, "fr", false);
  await admin.goto("/fr/settings");
  await hydrated(admin);
  const sms = admin.getByTestId("sms-form");
  await sms.locator('input[name="monthlyBudgetDa"]').fill("1000");
  await sms.getByTestId("save-sms").click();
  await expect(admin.getByText(msg("fr", "success.operation")).first()).toBeVisible();
  const brief = admin.getByTestId("brief-form");
  await brief.locator('select[name="day"]').selectOption("");
  await brief.getByTestId("save-brief").click();
  await expect(brief.locator('select[name="day"]')).toHaveValue("");

  const parent = await pageFor(browser, demo.parent, "ar", true);
  await parent.goto("/ar/profil");
  await hydrated(parent);
  await parent.getByTestId("channel-SMS").check();
  await expect(parent.getByTestId("channel-SMS")).toBeChecked();
  await expect(parent.getByText(msg("ar", "success.operation")).first()).toBeVisible();
  await parent.screenshot({ path: shot("profile-sms-ar-phone.png"), fullPage: true });

  await admin.getByTestId("send-brief-now").click();
  await expect(admin.getByText(msg("fr", "brief.settings.sent"))).toBeVisible();
  await admin.reload();
  await expect(admin.getByTestId("brief-last")).toBeVisible();
  await admin.getByTestId("brief-settings").screenshot({ path: shot("brief-settings-fr.png") });

  const now = new Date();
  if (smsSendTime(now).getTime() === now.getTime()) {
    await expect
      .poll(() => received.filter((r) => r.get("To") === "+213550123456").length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const text = received.find((r) => r.get("To") === "+213550123456")!.get("Body")!;
    expect(text).toContain("École Wasla Démo");
    expect(text).not.toContain("Sara");
  } else {
    // night or Friday's prayer: the SMS waits for the window, counted on the school's card
    await expect(admin.getByTestId("sms-month")).not.toContainText(/\b0 en attente/);
  }
  // as the other journeys expect them: the parent on push, the school without SMS
  await trpc(parent, "account.setNotifyChannel", { channel: "PUSH" });
  await admin.goto("/fr/settings");
  await hydrated(admin);
  await admin.getByTestId("sms-form").locator('input[name="monthlyBudgetDa"]').fill("0");
  await admin.getByTestId("sms-form").getByTestId("save-sms").click();
  await expect(admin.getByText(msg("fr", "success.operation")).first()).toBeVisible();
  await Promise.all([admin.context().close(), parent.context().close()]);
});

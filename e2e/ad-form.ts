import type { Page } from "@playwright/test";
import sharp from "sharp";
import { fillDate, msg } from "./fixtures";

export type Locale = "fr" | "en" | "ar";

export const photo = async (name: string, color: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

/** A day a few days back, as a date input takes it. */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export async function choose(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole("combobox", { name: label });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
}

export const WALLETS: Record<Locale, string> = { fr: "Portefeuilles", en: "Wallets", ar: "محافظ النقود" };

/** Fills the four parts of the posting form with valid values. */
export async function fillAd(
  page: Page,
  locale: Locale,
  ad: { title: string; description: string; contactName?: string },
) {
  await page.locator('[name="title"]').fill(ad.title);
  await page.getByRole("radio", { name: msg(locale, "ads.type.LOST") }).check();
  await choose(page, msg(locale, "ads.form.category"), "", WALLETS[locale]);
  await page.locator('textarea[name="description"]').fill(ad.description);
  await choose(page, msg(locale, "ads.form.wilaya"), "16", locale === "ar" ? "16 · الجزائر" : "16 · Alger");
  await choose(
    page,
    msg(locale, "ads.form.commune"),
    locale === "ar" ? "حيدرة" : "Hydra",
    locale === "ar" ? "حيدرة" : "Hydra",
  );
  await fillDate(page, "happenedOn", daysAgo(2));
  if (ad.contactName !== undefined) await page.locator('[name="contactName"]').fill(ad.contactName);
  await page.locator('[name="whatsapp"]').fill("0550 98 76 54");
}

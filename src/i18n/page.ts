import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { MessageKey } from "~/lib/messages";
import { isLocale, type Locale } from "./config";
import { t } from "./server";

/** The locale of a page from its [locale] segment (the proxy guarantees one; anything else is a 404). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** "<page> | Wasla — <tagline>" in the page's language. */
export function pageTitle(locale: Locale, page?: MessageKey): string {
  const site = `${t(locale, "site.name")} — ${t(locale, "site.tagline")}`;
  return page ? `${t(locale, page)} | ${site}` : site;
}

export function pageMetadata(page?: MessageKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    return { title: pageTitle(locale, page), description: t(locale, "site.tagline") };
  };
}

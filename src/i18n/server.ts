import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import CLIENT_KEYS from "./client-keys.json";
import type { MessageKey, MessageValues } from "~/lib/messages";
import { isolateNumbers, TIME_ZONE, type Locale } from "./config";

export const MESSAGES: Record<Locale, Record<string, string>> = { fr, en, ar };

const clientSubsets = new Map<Locale, Record<string, string>>();

/**
 * The messages the browser needs (src/i18n/client-keys.json, found in the sources by
 * scripts/client-message-keys.ts): what only server components, titles and mails use stays here, out of every page.
 */
export function clientMessages(locale: Locale): Record<string, string> {
  let subset = clientSubsets.get(locale);
  if (!subset) {
    const all = MESSAGES[locale];
    subset = Object.fromEntries(CLIENT_KEYS.filter((key) => key in all).map((key) => [key, all[key]!]));
    clientSubsets.set(locale, subset);
  }
  return subset;
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/** The formatter for a locale (messages, dates in Africa/Lagos, numbers), shared by server components and services. */
export function getIntl(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: MESSAGES[locale], timeZone: TIME_ZONE, defaultLocale: "fr" }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return getIntl(locale).formatMessage({ id: key }, isolateNumbers(locale, values));
}

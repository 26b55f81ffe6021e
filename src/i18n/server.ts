import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import type { MessageKey, MessageValues } from "~/lib/messages";
import { TIME_ZONE, type Locale } from "./config";

export const MESSAGES: Record<Locale, Record<string, string>> = { fr, en, ar };

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
  return getIntl(locale).formatMessage({ id: key }, values);
}

import { createHash } from "node:crypto";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import type { MessageFormatElement } from "react-intl";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";
import CLIENT_KEYS from "./client-keys.json";
import PUBLIC_CLIENT_KEYS from "./public-client-keys.json";
import type { MessageKey, MessageValues } from "~/lib/messages";
import { registerCatalogue } from "./catalogue-file";
import { isLocale, isolateNumbers, TIME_ZONE, type Locale } from "./config";

export const MESSAGES: Record<Locale, Record<string, string>> = { fr, en, ar };

/**
 * A message as the browser gets it: its final text when it has no argument (most of them), else the message
 * already parsed (ICU's syntax tree), so the browser carries no ICU parser (next.config.mjs gives it
 * @formatjs/icu-messageformat-parser's no-parser build) — useT returns the text and formats the tree.
 */
export type ClientMessage = string | MessageFormatElement[];

const LITERAL = 0; // TYPE.literal of @formatjs/icu-messageformat-parser: a run of plain text

/** Who the page is for: a visitor who is not signed in needs only the pages a visitor can open. */
export type ClientAudience = "visitor" | "member";

const clientSubsets = new Map<string, Record<string, ClientMessage>>();

/**
 * The messages the browser needs (src/i18n/client-keys.json, found in the sources by
 * scripts/client-message-keys.ts): what only server components, titles and mails use stays here, out of every page.
 * A visitor gets the keys of the public pages (public-client-keys.json: 359 of 1,092, ~80 kB → ~25 kB of every
 * visitor's HTML); signing in or out reloads the page, so a visitor's browser never reaches a screen without its
 * messages.
 */
export function clientMessages(locale: Locale, audience: ClientAudience = "member"): Record<string, ClientMessage> {
  let subset = clientSubsets.get(`${locale}:${audience}`);
  if (!subset) {
    const all = MESSAGES[locale];
    const intl = getIntl(locale);
    subset = Object.fromEntries(
      (audience === "visitor" ? PUBLIC_CLIENT_KEYS : CLIENT_KEYS)
        .filter((key) => key in all)
        .map((key) => {
          const ast = intl.formatters.getMessageFormat(all[key]!, locale).getAst();
          // plain text (quotes already resolved: ICU's '' is one apostrophe) or the tree
          const only = ast.length === 1 ? ast[0]! : undefined;
          const text = ast.length === 0 ? "" : only?.type === LITERAL ? only.value : null;
          return [key, text ?? ast];
        }),
    );
    clientSubsets.set(`${locale}:${audience}`, subset);
  }
  return subset;
}

const catalogueNames = new Map<string, string>();

/**
 * The name of the browser's message file for a locale and audience (src/i18n/catalogue-file.ts), made of its content's
 * hash: a new build with other messages names another file, and the browser's year-long copy never goes stale.
 * Registered for the server's HTML render of the client components as it is named.
 */
export function catalogueName(locale: Locale, audience: ClientAudience = "member"): string {
  let name = catalogueNames.get(`${locale}:${audience}`);
  if (name === undefined) {
    const messages = clientMessages(locale, audience);
    const hash = createHash("sha256").update(JSON.stringify(messages)).digest("base64url").slice(0, 12);
    name = `${locale}-${audience}-${hash}.js`;
    registerCatalogue(name, messages);
    catalogueNames.set(`${locale}:${audience}`, name);
  }
  return name;
}

const FILE_NAME = /^(fr|en|ar)-(visitor|member)-([A-Za-z0-9_-]{12})\.js$/;

/**
 * The message file's text for its name (`/api/messages/{name}`): JSON.parse of one string literal, which browsers read
 * faster than the same object as code. A name of another build (a page opened before a deployment) gets today's
 * messages under its own name, not to be kept; an unknown name, nothing.
 */
export function catalogueScript(name: string): { body: string; current: boolean } | null {
  const match = FILE_NAME.exec(name);
  if (!match || !isLocale(match[1])) return null;
  const audience = match[2] as ClientAudience;
  const messages = JSON.stringify(clientMessages(match[1], audience));
  const body = `(self.__WASLA_MESSAGES__=self.__WASLA_MESSAGES__||{})[${JSON.stringify(name)}]=JSON.parse(${JSON.stringify(messages)});\n`;
  return { body, current: name === catalogueName(match[1], audience) };
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

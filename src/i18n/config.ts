export const LOCALES = ["fr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The spec's time zone (same clock as Algiers, UTC+1 without daylight saving). */
export const TIME_ZONE = "Africa/Lagos";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: (tag ?? "").toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Splits "/ar/profil" into its locale and the unprefixed path "/profil". */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/(fr|en|ar)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: undefined, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}

/** A path on this site ("/profil"), or null for anything that could leave it ("//evil.com", "https://…"). */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // URL parsers drop tabs and newlines, so "/\t/evil.com" would become "//evil.com": judge the parsed address
  const base = "http://wasla.invalid";
  return new URL(value, base).origin === base ? value : null;
}

export function localizedPath(locale: Locale, path: string): string {
  const { path: bare } = splitLocalePath(path.startsWith("/") ? path : `/${path}`);
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * Text a person typed, set inside one of our sentences: first-strong isolate … pop (U+2068 … U+2069), the plain-text
 * <bdi>. A French sentence's final period quoted in an Arabic line stays at its end (issue 48); block-level user text
 * takes `dir="auto"` instead, and inline text in markup a <bdi>.
 */
export const isolateText = (text: string): string => (text ? `\u2068${text}\u2069` : text);

/**
 * In Arabic text, digits that follow Arabic letters become "Arabic numbers" for the bidi algorithm, and a hyphen
 * between two of them no longer binds them: "السنة 2026-2027" showed as "2027-2026". Values made only of digits
 * and separators (a year range, a date, a time range) are isolated left-to-right (LRI … PDI) inside Arabic
 * messages; other languages are untouched.
 */
const NUMERIC_RUN = /^[\d\s\-–—/:.,+]*\d[\d\s\-–—/:.,+]*[-–—/:.,][\d\s\-–—/:.,+]*$/;
export function isolateNumbers<V extends Record<string, unknown> | undefined>(locale: Locale, values: V): V {
  if (locale !== "ar" || !values) return values;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" && NUMERIC_RUN.test(value)) {
      out[key] = `\u2066${value}\u2069`;
      changed = true;
    } else out[key] = value;
  }
  return (changed ? out : values) as V;
}

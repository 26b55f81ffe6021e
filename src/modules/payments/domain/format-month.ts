/** "2026-09" → "septembre 2026" / "September 2026" / "سبتمبر 2026" (Latin digits, as Algeria writes them). Client-safe. */
export function formatMonth(locale: string, month: string): string {
  const tag = locale === "ar" ? "ar-DZ-u-nu-latn" : locale === "en" ? "en-GB" : "fr-FR";
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

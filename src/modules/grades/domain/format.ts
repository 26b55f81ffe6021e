/**
 * Marks and averages as people read them, from exact hundredths (1267 → "12,67" in French, "12.67" in English; the
 * Arabic screens use Western digits, as Algerian report cards do). Built from the integer, never from a float, so the
 * printed figure is the one computed (src/modules/grades/domain/decimal.ts).
 */
const separators = new Map<string, string>();

function decimalSeparator(locale: string) {
  let sep = separators.get(locale);
  if (!sep) {
    sep =
      new Intl.NumberFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale)
        .formatToParts(1.5)
        .find((p) => p.type === "decimal")?.value ?? ".";
    separators.set(locale, sep);
  }
  return sep;
}

export function formatHundredths(locale: string, hundredths: number | null | undefined, empty = "—"): string {
  if (hundredths === null || hundredths === undefined) return empty;
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(Math.round(hundredths));
  return `${sign}${Math.floor(abs / 100)}${decimalSeparator(locale)}${String(abs % 100).padStart(2, "0")}`;
}

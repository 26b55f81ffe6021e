/**
 * Money is stored exactly, as integer centimes of Algerian dinars (DZD), never as floats. Client-safe.
 */
export type Centimes = number;

/** An amount as typed: "1500", "1 500", "1.500,50", "1500.5", "1 500 DA" → centimes; null when it is not one. */
export function parseDinars(input: string): Centimes | null {
  const text = input
    .replace(/\s|\u00a0|\u202f|DA|DZD|دج/gi, "")
    .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)));
  if (!/^\d{1,3}([.,]\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  // the last separator followed by one or two digits is the decimal one; the others group thousands
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, "");
  const cents = decimal ? Number(decimal[1]!.padEnd(2, "0")) : 0;
  const value = Number(whole) * 100 + cents;
  return Number.isSafeInteger(value) ? value : null;
}

/** 150050 → "1 500,50 DA" (fr), "DZD 1,500.50" (en), "1.500,50 د.ج.‏" (ar, Latin digits as Algeria writes them). */
export function formatDinars(centimes: Centimes, locale: string): string {
  const tag = locale === "ar" ? "ar-DZ-u-nu-latn" : locale === "en" ? "en-DZ" : "fr-DZ";
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "DZD",
    minimumFractionDigits: centimes % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centimes / 100);
}

/** A share of an amount in whole centimes, rounded half up: a discount of `percent` % of `amount`. */
export function percentOf(amount: Centimes, percent: number): Centimes {
  return Math.floor((amount * percent + 50) / 100);
}

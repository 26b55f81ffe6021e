import { parsePhoneNumberFromString } from "libphonenumber-js/core";
// every country on the server; in the browser next.config.mjs aliases this import to phone-metadata-dz.json (Algeria
// only, 0.3 kB instead of 83 kB): the browser then leaves a foreign number for the server to judge (below)
import metadata from "libphonenumber-js/metadata.min.json";

// Phones without zod: a page that only shows a number (an ad's contact buttons) does not load the schemas' library.

const KNOWS_EVERY_COUNTRY = Object.keys(metadata.country_calling_codes).length > 1;

/** Algerian numbers in their usual forms (0550 12 34 56, +213 550…, 00213…) → E.164 (+213550123456). */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, "");
  if (!/^\+?[0-9]{6,15}$/.test(compact)) return null;
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  // with Algeria's metadata only (the browser), another country's number is not judged here: the server does
  if (!KNOWS_EVERY_COUNTRY && international.startsWith("+") && !international.startsWith("+213")) return international;
  const phone = parsePhoneNumberFromString(international, "DZ", metadata);
  return phone && phone.isValid() ? phone.number : null;
}

/** +213550123456 → "0550 12 34 56", the way Algerians write it. */
export function formatPhoneNational(e164: string): string {
  return parsePhoneNumberFromString(e164, metadata)?.formatNational() ?? e164;
}

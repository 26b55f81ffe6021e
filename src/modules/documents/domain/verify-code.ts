/**
 * The codes that verify a school's papers (issue 32): a document, a report card or a receipt prints one, as a QR code
 * that opens /verify/{code} and as text a person can type. New codes are 12 characters of Crockford's base32 (60
 * random bits, made on the server: src/modules/documents/server/new-code.ts); codes given to papers that existed before are 16
 * hexadecimal digits (the migration's). Typed codes are read generously: lower case, spaces, dashes, and the letters
 * people confuse with digits (O → 0, I and L → 1). Client-safe.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The code as stored, from what someone typed or scanned; null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length < 12 || code.length > 16) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

/** "7K2M-9QXD-4HRT": groups of four, as printed. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)!.join("-");
}

import { createHash, randomInt } from "node:crypto";

/** No 0/O, 1/I/L: read aloud or typed from a phone's message without doubt. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;
/** a code lives two weeks (the other parent may take a while) */
export const CODE_TTL_MS = 14 * 24 * 60 * 60_000;

/** A new code, "ABCD-EFGH-JK" as shown (about 50 bits: guessing one within the attempts' limit is hopeless). */
export function newFamilyCode(): { code: string; hash: string } {
  const raw = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return { code: `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`, hash: hashFamilyCode(raw) };
}

/** The stored form of a code as typed: dashes, spaces and case do not matter. */
export function hashFamilyCode(typed: string): string {
  const clean = typed.toUpperCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(`wasla-family:${clean}`).digest("hex");
}

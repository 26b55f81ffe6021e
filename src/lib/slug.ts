import { randomInt } from "node:crypto";

/** "Amine Benali" → "amine-benali"; Arabic and other non-Latin text is kept (URLs carry it encoded). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

const TAIL_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const TAIL_LENGTH = 5;

/**
 * Where slug tails come from. Tests replace `tail` to force a collision; nothing else should touch it.
 * Five characters drawn uniformly from [0-9a-z]: 36^5 ≈ 60 million per base.
 */
export const slugRandom = {
  tail: (): string =>
    Array.from({ length: TAIL_LENGTH }, () => TAIL_ALPHABET[randomInt(TAIL_ALPHABET.length)]).join(""),
};

/**
 * A slug with a short random tail. Collisions are rare, not impossible: writes go through `withFreshSlug`
 * (src/platform/db/unique-slug.ts), which retries with a new tail when the database refuses a duplicate.
 */
export function uniqueSlug(text: string, fallback = "membre"): string {
  const base = slugify(text) || fallback;
  return `${base}-${slugRandom.tail()}`;
}

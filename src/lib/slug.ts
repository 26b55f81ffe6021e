import { randomBytes } from "node:crypto";

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

/** A slug with a short random tail, unique without a lookup loop in practice (36^5 per base). */
export function uniqueSlug(text: string, fallback = "membre"): string {
  const base = slugify(text) || fallback;
  const tail = randomBytes(4).readUInt32BE(0).toString(36).slice(0, 5);
  return `${base}-${tail}`;
}

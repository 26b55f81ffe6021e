import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Limiter } from "~/platform/rate-limit";
import type { TAdValues } from "~/modules/ads/schemas";
import { searchDocument } from "~/lib/search-text";
import type { Db } from "~/platform/db";
import { AppError, fieldError } from "~/platform/errors";
import { consume } from "~/platform/rate-limit";

/** The category exists and the commune belongs to the chosen wilaya (the client's lists are only a convenience). */
export async function assertPlaceAndCategory(
  db: Db,
  values: Pick<TAdValues, "categoryId" | "wilayaCode" | "communeCode">,
) {
  const [category, commune] = await Promise.all([
    db.category.findUnique({ where: { id: values.categoryId }, select: { id: true } }),
    db.commune.findUnique({ where: { code: values.communeCode }, select: { wilayaCode: true } }),
  ]);
  if (!category) throw fieldError("categoryId", "validation.required");
  if (!commune || commune.wilayaCode !== values.wilayaCode) throw fieldError("communeCode", "validation.required");
}

/** A visitor may not post under a member's name (spec §5); members reserve theirs by having an account. */
export async function assertVisitorNameFree(db: Db, contactName: string) {
  const name = contactName.trim().replace(/\s+/g, " ");
  const member = await db.user.findFirst({
    where: { name: { equals: name, mode: "insensitive" } },
    select: { id: true },
  });
  if (member) throw fieldError("contactName", "validation.memberNameTaken");
}

export async function assertWithinLimit(limiter: Limiter, key: string) {
  if (!(await consume(limiter, key))) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
}

/** The columns the form writes (create and edit alike), with the normalized text the search index reads. */
export function adColumns(values: TAdValues) {
  return {
    title: values.title,
    type: values.type,
    categoryId: values.categoryId,
    description: values.description,
    wilayaCode: values.wilayaCode,
    communeCode: values.communeCode,
    happenedOn: new Date(`${values.happenedOn}T00:00:00Z`),
    contactName: values.contactName,
    whatsapp: values.whatsapp ?? null,
    viber: values.viber ?? null,
    messenger: values.messenger ?? null,
    phone: values.phone ?? null,
    hidePhone: values.hidePhone,
    // only a found ad asks a question of its claimants
    claimQuestion: values.type === "FOUND" ? (values.claimQuestion ?? null) : null,
    searchText: searchDocument(values.title, values.description),
  };
}

/** A visitor's private link carries a random token; only its sha256 is stored. */
export function newEditToken() {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An ad stays on the board this long after it is published or extended (docs/board-matching.md). */
export const AD_LIFETIME_DAYS = 60;

export function expiryFrom(from: Date): Date {
  return new Date(from.getTime() + AD_LIFETIME_DAYS * 86_400_000);
}

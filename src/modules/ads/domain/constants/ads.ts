import type { TAdInput } from "../../schemas";

/**
 * Spec §3 and §9: the ad types, the four report reasons, and the limits the spec leaves to us. Kept apart from the
 * zod schemas so a screen that only lists or filters ads does not load zod and the phone metadata.
 */
export const AD_TYPES = ["LOST", "FOUND", "MISSING"] as const;
export type AdType = (typeof AD_TYPES)[number];
export const REPORT_REASONS = [
  "IDENTITY_OR_WRONG_PHONE",
  "WRONG_CATEGORY",
  "INAPPROPRIATE_CONTENT",
  "SCAM_OR_SPAM",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const MAX_AD_PHOTOS = 8;
export { PHOTO_MAX_BYTES as AD_PHOTO_MAX_BYTES } from "~/lib/photo-limits";
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 4000;
export const COMMENT_MAX = 1000;
export const ADS_PAGE_SIZE = 24;
export const CONTACT_FIELDS = ["whatsapp", "viber", "messenger", "phone"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Today's date (YYYY-MM-DD) on the spec's clock, Africa/Lagos (same as Algiers). */
export function todayInAlgeria(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A blank posting form (a member's contact name starts as their own). */
export function emptyAdInput(contactName = ""): TAdInput {
  const blank = { title: "", categoryId: "", description: "", wilayaCode: "", communeCode: "", happenedOn: "" };
  return { ...blank, type: "" as AdType, contactName, whatsapp: "", viber: "", messenger: "", phone: "", website: "" };
}

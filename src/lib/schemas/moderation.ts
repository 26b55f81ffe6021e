import { z } from "zod";
import { requiredString } from "~/lib/validation";

export const AD_STATUSES = ["PENDING", "PUBLISHED", "HIDDEN", "DELETED"] as const;
export const REPORT_REASONS = ["IDENTITY_OR_WRONG_PHONE", "WRONG_CATEGORY", "INAPPROPRIATE_CONTENT", "SCAM_OR_SPAM"] as const;
export const REPORT_STATUSES = ["OPEN", "DISMISSED", "ACTION_TAKEN"] as const;
export const MODERATION_PAGE_SIZE = 25;

export const ZModerationAdList = z.object({
  status: z.enum(AD_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  categoryId: z.string().min(1).optional(),
  page: z.number().int().min(1).default(1),
});

export const ZModerateAd = z.object({ adId: z.string().min(1), action: z.enum(["approve", "hide", "restore", "delete"]) });
export const ZAdCategory = z.object({ adId: z.string().min(1), categoryId: z.string().min(1, "validation.required") });

export const ZComplaintList = z.object({
  reason: z.enum(REPORT_REASONS).optional(),
  status: z.enum(REPORT_STATUSES).default("OPEN"),
  page: z.number().int().min(1).default(1),
});

/** A complaint group: every report on one ad (commentId null) or on one of its comments. */
export const ZResolveComplaint = z.object({
  adId: z.string().min(1),
  commentId: z.string().min(1).nullable(),
  action: z.enum(["dismiss", "hide", "suspend"]),
});

const names = { nameFr: requiredString(60), nameEn: requiredString(60), nameAr: requiredString(60) };
export const ZCategoryInput = z.object(names);
export type TCategoryInput = z.input<typeof ZCategoryInput>;
export const ZUpdateCategory = ZCategoryInput.extend({ id: z.string().min(1) });
export const ZMoveCategory = z.object({ id: z.string().min(1), direction: z.enum(["up", "down"]) });

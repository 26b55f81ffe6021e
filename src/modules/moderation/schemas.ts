import { z } from "zod";
import { requiredString, recordId } from "~/lib/validation";

import { AD_STATUSES, REPORT_REASONS, REPORT_STATUSES } from "./domain/constants";

export * from "./domain/constants";

export const ZModerationAdList = z.object({
  status: z.enum(AD_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  categoryId: recordId().optional(),
  page: z.number().int().min(1).default(1),
});

export const ZModerateAd = z.object({ adId: recordId(), action: z.enum(["approve", "hide", "restore", "delete"]) });
export const ZAdCategory = z.object({ adId: recordId(), categoryId: recordId() });

export const ZComplaintList = z.object({
  reason: z.enum(REPORT_REASONS).optional(),
  status: z.enum(REPORT_STATUSES).default("OPEN"),
  page: z.number().int().min(1).default(1),
});

/** A complaint group: every report on one ad (commentId null), on one of its comments, or on a board message about it. */
export const ZResolveComplaint = z.object({
  adId: recordId(),
  commentId: recordId().nullable(),
  adMessageId: recordId().nullable().default(null),
  action: z.enum(["dismiss", "hide", "suspend"]),
});

const names = { nameFr: requiredString(60), nameEn: requiredString(60), nameAr: requiredString(60) };
export const ZCategoryInput = z.object(names);
export type TCategoryInput = z.input<typeof ZCategoryInput>;
export const ZUpdateCategory = ZCategoryInput.extend({ id: recordId() });
export const ZMoveCategory = z.object({ id: recordId(), direction: z.enum(["up", "down"]) });

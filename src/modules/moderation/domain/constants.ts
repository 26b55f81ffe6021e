/** The moderation screens' lists and page size, apart from the zod schemas (see constants/ads.ts). */
export { REPORT_REASONS } from "../../ads/domain/constants/ads";
export const AD_STATUSES = ["PENDING", "PUBLISHED", "HIDDEN", "DELETED"] as const;
export const REPORT_STATUSES = ["OPEN", "DISMISSED", "ACTION_TAKEN"] as const;
export const MODERATION_PAGE_SIZE = 25;

/** School structure lists and the staff lists' page size, apart from the zod schemas (see constants/ads.ts). */
export const TERM_TYPES = ["QUARTERLY", "SEMIANNUAL"] as const;
export const CYCLES = ["PRIMARY", "MIDDLE", "SECONDARY"] as const;
export { LIST_PAGE_SIZE } from "~/lib/list-page-size";

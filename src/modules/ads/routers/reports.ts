import { ZReportInput } from "~/modules/ads/schemas";
import { createTRPCRouter } from "~/platform/api/trpc";
import { reportContent } from "~/modules/ads/server/reports";
import { boardProcedure } from "./gates";

/**
 * Complaints about ads and comments (the moderation area handles them). A report is its author's own record about a
 * public ad (no school's): declared "own"; the service finds the public ad (404 for any other) and the comment on it.
 */
export const reportsRouter = createTRPCRouter({
  create: boardProcedure("report.create")
    .input(ZReportInput)
    .mutation(async ({ ctx, input }) => {
      await reportContent(ctx.db, ctx.actor, input);
      return { ok: true as const };
    }),
});

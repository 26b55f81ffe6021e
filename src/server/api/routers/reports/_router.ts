import { ZReportInput } from "~/lib/schemas/ads";
import { createTRPCRouter, permissionProcedure } from "~/server/api/trpc";
import { reportContent } from "~/server/services/ads/reports";

/** Complaints about ads and comments (the moderation area handles them). */
export const reportsRouter = createTRPCRouter({
  create: permissionProcedure("report.create").input(ZReportInput).mutation(async ({ ctx, input }) => {
    await reportContent(ctx.db, ctx.actor, input);
    return { ok: true as const };
  }),
});

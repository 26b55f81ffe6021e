import { z } from "zod";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, protectedProcedure } from "~/server/api/trpc";
import { dashboardOverview } from "~/server/services/school/dashboard";

export const dashboardRouter = createTRPCRouter({
  overview: protectedProcedure
    .input(z.object({ schoolId: recordId().nullable() }))
    .query(({ ctx, input }) => dashboardOverview(ctx.db, ctx.actor, input.schoolId)),
});

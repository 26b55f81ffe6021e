import { z } from "zod";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, protectedProcedure } from "~/server/api/trpc";
import { dashboardOverview } from "~/server/services/school/dashboard";
import { dashboardHome } from "~/server/services/school/dashboard-home";

export const dashboardRouter = createTRPCRouter({
  overview: protectedProcedure
    .input(z.object({ schoolId: recordId().nullable() }))
    .query(({ ctx, input }) => dashboardOverview(ctx.db, ctx.actor, input.schoolId)),
  /** what /dashboard shows for a school the actor belongs to (the page's one action, through the server caller) */
  home: protectedProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => dashboardHome(ctx.db, ctx.actor, input.schoolId)),
});

import { ZWarningRules } from "~/modules/notify/client";
import { createTRPCRouter, scopedProcedure } from "~/platform/api/trpc";
import { getWarningRules, listWarnings, updateWarningRules } from "~/modules/warnings/server/list-warnings";

/**
 * Early warning (issue 31): the flagged pupils for whoever keeps the textbook in the school (its teachers, for the
 * classes they teach; its administrators, all) and the thresholds for those who edit the school.
 */
export const warningsRouter = createTRPCRouter({
  list: scopedProcedure("textbook.edit", "school").query(({ ctx }) => listWarnings(ctx.db, ctx.actor, ctx.scope)),
  rules: scopedProcedure("school.edit", "school").query(({ ctx }) => getWarningRules(ctx.db, ctx.scope)),
  updateRules: scopedProcedure("school.edit", "school")
    .input(ZWarningRules)
    .mutation(({ ctx, input }) => updateWarningRules(ctx.db, ctx.scope, input)),
});

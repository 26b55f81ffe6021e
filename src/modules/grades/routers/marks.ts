import { z } from "zod";
import { ZMarksRules, ZReleaseEvaluation } from "~/modules/grades/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { marksScreen } from "~/modules/grades/server/family-marks";
import { getMarksRules, updateMarksRules } from "~/modules/grades/server/marks-rules";
import { releaseEvaluation } from "~/modules/grades/server/release-evaluation";

/**
 * Marks as they come (issue 32). A family's own /marks (the service shows only the children the person reads as a
 * student or a parent, and only what the level's rule releases to them now); the release of an evaluation by its
 * teacher or an administrator ('edit an evaluation'); each level's rule for those who edit the school.
 */
export const marksRouter = createTRPCRouter({
  screen: ownProcedure
    .input(z.object({ schoolId: recordId(), student: addressChoice(), term: addressChoice() }))
    .query(({ ctx, input }) => marksScreen(ctx.db, ctx.actor, input)),
  release: scopedProcedure("evaluation.edit", "evaluation")
    .input(ZReleaseEvaluation)
    .mutation(({ ctx, input }) => releaseEvaluation(ctx.db, ctx.actor, ctx.scope, input)),
  rules: scopedProcedure("school.edit", "school").query(({ ctx }) => getMarksRules(ctx.db, ctx.scope)),
  updateRules: scopedProcedure("school.edit", "school")
    .input(ZMarksRules)
    .mutation(({ ctx, input }) => updateMarksRules(ctx.db, ctx.scope, input)),
});

import { z } from "zod";
import { ZDecisionInput, ZPromotionInput } from "~/modules/grades/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, scopedProcedure, taughtClassProcedure } from "~/platform/api/trpc";
import { applyPromotion, classYear, promotionPreview, saveDecisions } from "~/modules/grades/server/year-end";
import { yearEndScreen } from "~/modules/grades/server/year-end-screen";

const id = recordId();

export const yearEndRouter = createTRPCRouter({
  /** a class's annual averages and council decisions (its staff read) */
  ofClass: taughtClassProcedure("role").query(({ ctx }) => classYear(ctx.db, ctx.taught)),
  /** the class council's decisions (the school's administrators) */
  saveDecisions: scopedProcedure("school.edit", "class")
    .input(ZDecisionInput)
    .mutation(({ ctx, input }) => saveDecisions(ctx.db, ctx.actor, ctx.scope, input)),
  /** moving a year's students into a later year of the school (its administrators): the year they leave is the gate's */
  preview: scopedProcedure("school.edit", "schoolYear", "fromYearId")
    .input(z.object({ toYearId: id }))
    .query(({ ctx, input }) => promotionPreview(ctx.db, ctx.scope, input)),
  promote: scopedProcedure("school.edit", "schoolYear", "fromYearId")
    .input(ZPromotionInput)
    .mutation(({ ctx, input }) => applyPromotion(ctx.db, ctx.scope, input)),
  /** what /year-end shows: a class's decisions and the move into the next year (the page's one action) */
  screen: scopedProcedure("school.edit", "school")
    .input(z.object({ class: addressChoice(), to: addressChoice() }))
    .query(({ ctx, input }) => yearEndScreen(ctx.db, ctx.actor, ctx.scope, input)),
});

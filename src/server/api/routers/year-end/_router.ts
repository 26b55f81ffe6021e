import { z } from "zod";
import { ZDecisionInput, ZPromotionInput } from "~/lib/schemas/grades";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { applyPromotion, classYear, promotionPreview, saveDecisions } from "~/server/services/grades/year-end";
import { yearEndScreen } from "~/server/services/grades/year-end-screen";

const id = recordId();

export const yearEndRouter = createTRPCRouter({
  /** a class's annual averages and council decisions (its staff read) */
  ofClass: protectedProcedure.input(z.object({ classId: id })).query(({ ctx, input }) => classYear(ctx.db, ctx.actor, input)),
  saveDecisions: permissionProcedure("school.edit").input(ZDecisionInput.extend({ classId: id })).mutation(({ ctx, input }) => saveDecisions(ctx.db, ctx.actor, input)),
  preview: permissionProcedure("school.edit").input(z.object({ fromYearId: id, toYearId: id })).query(({ ctx, input }) => promotionPreview(ctx.db, ctx.actor, input)),
  promote: permissionProcedure("school.edit").input(ZPromotionInput).mutation(({ ctx, input }) => applyPromotion(ctx.db, ctx.actor, input)),
  /** what /year-end shows: a class's decisions and the move into the next year (the page's one action) */
  screen: permissionProcedure("school.edit")
    .input(z.object({ schoolId: id, class: addressChoice(), to: addressChoice() }))
    .query(({ ctx, input }) => yearEndScreen(ctx.db, ctx.actor, input)),
});

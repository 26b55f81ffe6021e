import { z } from "zod";
import { ZClassTerm, ZEvaluationInput } from "~/lib/schemas/grades";
import { addressChoice, recordId } from "~/lib/validation";
import { createTRPCRouter, permissionProcedure, protectedProcedure, taughtClassProcedure } from "~/server/api/trpc";
import { deleteEvaluation, listEvaluations, saveEvaluation } from "~/server/services/grades/evaluations";
import { evaluationsScreen } from "~/server/services/grades/evaluations-screen";

export const evaluationsRouter = createTRPCRouter({
  /** a class's evaluations for a term: all subjects for administrators, a teacher's own subjects */
  ofClass: taughtClassProcedure("role").input(ZClassTerm).query(({ ctx, input }) => listEvaluations(ctx.db, ctx.actor, ctx.taught, input)),
  /** create (evaluation.create) or edit (evaluation.edit, checked in the service) */
  save: permissionProcedure("evaluation.create").input(ZEvaluationInput).mutation(({ ctx, input }) => saveEvaluation(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("evaluation.delete").input(z.object({ id: recordId() })).mutation(({ ctx, input }) => deleteEvaluation(ctx.db, ctx.actor, input.id)),
  /** what /evaluations shows: a class's evaluations for a term (the page's one action) */
  screen: protectedProcedure
    .input(z.object({ schoolId: recordId(), class: addressChoice(), term: addressChoice() }))
    .query(({ ctx, input }) => evaluationsScreen(ctx.db, ctx.actor, input)),
});

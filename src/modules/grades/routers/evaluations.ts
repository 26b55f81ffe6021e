import { z } from "zod";
import { ZClassTerm, ZEvaluationInput } from "~/modules/grades/schemas";
import { addressChoice } from "~/lib/validation";
import {
  createTRPCRouter,
  memberProcedure,
  scopedProcedure,
  taughtClassProcedure,
  taughtClassSubjectProcedure,
} from "~/platform/api/trpc";
import { deleteEvaluation, listEvaluations, saveEvaluation } from "~/modules/grades/server/evaluations";
import { evaluationsScreen } from "~/modules/grades/server/evaluations-screen";

export const evaluationsRouter = createTRPCRouter({
  /** a class's evaluations for a term: all subjects for administrators, a teacher's own subjects */
  ofClass: taughtClassProcedure("role")
    .input(ZClassTerm)
    .query(({ ctx, input }) => listEvaluations(ctx.db, ctx.actor, ctx.taught, input)),
  /** create (evaluation.create) or edit (evaluation.edit, asked by the service of the evaluation's own subject) */
  save: taughtClassSubjectProcedure(["evaluation.create", "evaluation.edit"])
    .input(ZEvaluationInput)
    .mutation(({ ctx, input }) => saveEvaluation(ctx.db, ctx.actor, ctx.taught, input)),
  delete: scopedProcedure("evaluation.delete", "evaluation", "id").mutation(({ ctx }) =>
    deleteEvaluation(ctx.db, ctx.actor, ctx.scope),
  ),
  /** what /evaluations shows: a class's evaluations for a term (the page's one action; the service: its staff) */
  screen: memberProcedure()
    .input(z.object({ class: addressChoice(), term: addressChoice() }))
    .query(({ ctx, input }) => evaluationsScreen(ctx.db, ctx.actor, ctx.school, input)),
});

import { z } from "zod";
import { ZJustifyInput } from "~/modules/teaching/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { JUSTIFIES_FOR_CHILD, READS_CHILD } from "~/platform/api/relations";
import { childProcedure, createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import {
  decideJustifications,
  justifyAbsences,
  listAbsences,
  pendingJustifications,
} from "~/modules/teaching/server/absences";
import { absencesScreen } from "~/modules/teaching/server/absences-screen";

const id = recordId();

export const absencesRouter = createTRPCRouter({
  ofStudent: childProcedure(READS_CHILD).query(({ ctx }) => listAbsences(ctx.db, ctx.actor, ctx.child)),
  /** a parent justifies their child's absences */
  justify: childProcedure(JUSTIFIES_FOR_CHILD)
    .input(ZJustifyInput)
    .mutation(({ ctx, input }) => justifyAbsences(ctx.db, ctx.actor, ctx.child, input)),
  decide: scopedProcedure("class.edit", "student")
    .input(z.object({ sessionIds: z.array(id).min(1).max(50), accept: z.boolean() }))
    .mutation(({ ctx, input }) => decideJustifications(ctx.db, ctx.actor, ctx.scope, input)),
  pending: scopedProcedure("class.edit", "school").query(({ ctx }) =>
    pendingJustifications(ctx.db, ctx.actor, ctx.scope),
  ),
  /** what /absences shows (the page's one action, through the server caller) */
  screen: memberProcedure()
    .input(z.object({ student: addressChoice() }))
    .query(({ ctx, input }) => absencesScreen(ctx.db, ctx.actor, ctx.school, input)),
});

import { z } from "zod";
import { ZExemptionInput, ZGradeCells, ZGradeChanges, ZGradeTableKey } from "~/modules/grades/schemas";
import { addressChoice } from "~/lib/validation";
import {
  createTRPCRouter,
  memberProcedure,
  scopedProcedure,
  taughtClassProcedure,
  taughtClassSubjectProcedure,
} from "~/platform/api/trpc";
import { classExemptions, setExemption } from "~/modules/grades/server/exemptions";
import { exemptionsScreen } from "~/modules/grades/server/exemptions-screen";
import { getGradeChanges, getGradeTable } from "~/modules/grades/server/get-grade-table";
import { gradeTableScreen } from "~/modules/grades/server/grade-table-screen";
import { saveGrades } from "~/modules/grades/server/save-grades";

export const gradebookRouter = createTRPCRouter({
  /** one class subject's grade table for a term (its teacher or an administrator) */
  table: taughtClassSubjectProcedure("gradebook.edit")
    .input(ZGradeTableKey)
    .query(({ ctx, input }) => getGradeTable(ctx.db, ctx.taught, input)),
  /** the cells the other editors changed since a sequence number */
  changes: taughtClassSubjectProcedure("gradebook.edit")
    .input(ZGradeChanges)
    .query(({ ctx, input }) => getGradeChanges(ctx.db, ctx.taught, input)),
  save: taughtClassSubjectProcedure("gradebook.edit")
    .input(ZGradeCells)
    .mutation(({ ctx, input }) => saveGrades(ctx.db, ctx.actor, ctx.taught, input)),
  /** a class's subject exemptions (its staff read; administrators set) */
  exemptions: taughtClassProcedure("role").query(({ ctx }) => classExemptions(ctx.db, ctx.taught)),
  setExemption: scopedProcedure("school.edit", "class")
    .input(ZExemptionInput)
    .mutation(({ ctx, input }) => setExemption(ctx.db, ctx.scope, input)),
  /** what /gradetable opens with: the choices and the chosen subject's table (the page's one action) */
  screen: scopedProcedure("gradebook.edit", "school")
    .input(z.object({ subject: addressChoice(), term: addressChoice() }))
    .query(({ ctx, input }) => gradeTableScreen(ctx.db, ctx.actor, ctx.scope, input)),
  /** what /exemptions shows: the actor's classes and the chosen one's exemptions (the page's one action; the service: its staff) */
  exemptionsScreen: memberProcedure()
    .input(z.object({ class: addressChoice() }))
    .query(({ ctx, input }) => exemptionsScreen(ctx.db, ctx.actor, ctx.school, input)),
});

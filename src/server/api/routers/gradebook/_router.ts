import { z } from "zod";
import { ZExemptionInput, ZGradeCells, ZGradeChanges, ZGradeTableKey } from "~/lib/schemas/grades";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { classExemptions, setExemption } from "~/server/services/grades/exemptions";
import { getGradeChanges, getGradeTable } from "~/server/services/grades/get-grade-table";
import { saveGrades } from "~/server/services/grades/save-grades";

export const gradebookRouter = createTRPCRouter({
  /** one class subject's grade table for a term (its teacher or an administrator) */
  table: permissionProcedure("gradebook.edit").input(ZGradeTableKey).query(({ ctx, input }) => getGradeTable(ctx.db, ctx.actor, input)),
  /** the cells the other editors changed since a sequence number */
  changes: permissionProcedure("gradebook.edit").input(ZGradeChanges).query(({ ctx, input }) => getGradeChanges(ctx.db, ctx.actor, input)),
  save: permissionProcedure("gradebook.edit").input(ZGradeCells).mutation(({ ctx, input }) => saveGrades(ctx.db, ctx.actor, input)),
  /** a class's subject exemptions (its staff read; administrators set) */
  exemptions: protectedProcedure.input(z.object({ classId: recordId() })).query(({ ctx, input }) => classExemptions(ctx.db, ctx.actor, input)),
  setExemption: permissionProcedure("school.edit").input(ZExemptionInput).mutation(({ ctx, input }) => setExemption(ctx.db, ctx.actor, input)),
});

import { ZMoveSubjectInput, ZSubjectInput, ZUpdateSubjectInput } from "~/lib/schemas/school";
import { createTRPCRouter, memberProcedure, scopedProcedure } from "~/server/api/trpc";
import { createSubject, deleteSubject, listSubjects, moveSubject, updateSubject } from "~/server/services/school/subjects";

export const subjectsRouter = createTRPCRouter({
  list: memberProcedure().query(({ ctx }) => listSubjects(ctx.db, ctx.school)),
  create: scopedProcedure("subject.create", "school").input(ZSubjectInput).mutation(({ ctx, input }) => createSubject(ctx.db, ctx.scope, input)),
  update: scopedProcedure("subject.edit", "subject", "id").input(ZUpdateSubjectInput).mutation(({ ctx, input }) => updateSubject(ctx.db, ctx.scope, input)),
  /** one place up or down in the school's order, which report cards print */
  move: scopedProcedure("subject.edit", "subject", "id").input(ZMoveSubjectInput).mutation(({ ctx, input }) => moveSubject(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("subject.delete", "subject", "id").mutation(({ ctx }) => deleteSubject(ctx.db, ctx.scope)),
});

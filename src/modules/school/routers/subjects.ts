import { ZMoveSubjectInput, ZSubjectInput, ZUpdateSubjectInput } from "~/modules/school/schemas/school";
import { createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import {
  createSubject,
  deleteSubject,
  listSubjects,
  moveSubject,
  updateSubject,
} from "~/modules/school/server/subjects";

export const subjectsRouter = createTRPCRouter({
  list: memberProcedure().query(({ ctx }) => listSubjects(ctx.db, ctx.school)),
  create: scopedProcedure("subject.create", "school")
    .input(ZSubjectInput)
    .mutation(({ ctx, input }) => createSubject(ctx.db, ctx.scope, input)),
  update: scopedProcedure("subject.edit", "subject", "id")
    .input(ZUpdateSubjectInput)
    .mutation(({ ctx, input }) => updateSubject(ctx.db, ctx.scope, input)),
  /** one place up or down in the school's order, which report cards print */
  move: scopedProcedure("subject.edit", "subject", "id")
    .input(ZMoveSubjectInput)
    .mutation(({ ctx, input }) => moveSubject(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("subject.delete", "subject", "id").mutation(({ ctx }) => deleteSubject(ctx.db, ctx.scope)),
});

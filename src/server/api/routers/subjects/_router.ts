import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ZSubjectInput, ZUpdateSubjectInput } from "~/lib/schemas/school";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { createSubject, deleteSubject, listSubjects, updateSubject } from "~/server/services/school/subjects";

export const subjectsRouter = createTRPCRouter({
  list: protectedProcedure.input(z.object({ schoolId: recordId() })).query(({ ctx, input }) => listSubjects(ctx.db, ctx.actor, input.schoolId)),
  create: permissionProcedure("subject.create").input(ZSubjectInput).mutation(({ ctx, input }) => createSubject(ctx.db, ctx.actor, input)),
  update: permissionProcedure("subject.edit").input(ZUpdateSubjectInput).mutation(({ ctx, input }) => updateSubject(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("subject.delete")
    .input(z.object({ id: recordId() }))
    .mutation(({ ctx, input }) => deleteSubject(ctx.db, ctx.actor, input.id)),
});

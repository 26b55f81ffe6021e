import { z } from "zod";
import { ZSubjectInput, ZUpdateSubjectInput } from "~/lib/schemas/school";
import { createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { createSubject, deleteSubject, listSubjects, updateSubject } from "~/server/services/school/subjects";

export const subjectsRouter = createTRPCRouter({
  list: protectedProcedure.input(z.object({ schoolId: z.string().min(1) })).query(({ ctx, input }) => listSubjects(ctx.db, ctx.actor, input.schoolId)),
  create: permissionProcedure("subject.create").input(ZSubjectInput).mutation(({ ctx, input }) => createSubject(ctx.db, ctx.actor, input)),
  update: permissionProcedure("subject.edit").input(ZUpdateSubjectInput).mutation(({ ctx, input }) => updateSubject(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("subject.delete")
    .input(z.object({ id: z.string().min(1) }))
    .mutation(({ ctx, input }) => deleteSubject(ctx.db, ctx.actor, input.id)),
});

import { z } from "zod";
import { ZHomeworkInput } from "~/lib/schemas/teaching";
import { addressChoice, recordId } from "~/lib/validation";
import { READS_CHILD } from "~/server/api/relations";
import { childProcedure, createTRPCRouter, permissionProcedure, protectedProcedure } from "~/server/api/trpc";
import { classHomework, deleteHomework, listStudentHomework, setHomework, setHomeworkCorrected, setHomeworkDone } from "~/server/services/teaching/homework";
import { homeworkScreen } from "~/server/services/teaching/homework-screen";

const id = recordId();

export const homeworkRouter = createTRPCRouter({
  set: permissionProcedure("homework.create").input(ZHomeworkInput).mutation(({ ctx, input }) => setHomework(ctx.db, ctx.actor, input)),
  delete: permissionProcedure("homework.delete").input(z.object({ id })).mutation(({ ctx, input }) => deleteHomework(ctx.db, ctx.actor, input.id)),
  /** a student's homework (the student, their parents, their teachers, the school's administrators) */
  ofStudent: childProcedure(READS_CHILD).query(({ ctx }) => listStudentHomework(ctx.db, ctx.actor, ctx.child)),
  /** the student ticks it done */
  setDone: protectedProcedure.input(z.object({ homeworkId: id, done: z.boolean() })).mutation(({ ctx, input }) => setHomeworkDone(ctx.db, ctx.actor, input)),
  setCorrected: permissionProcedure("homework.edit")
    .input(z.object({ homeworkId: id, studentIds: z.array(id).min(1).max(200), corrected: z.boolean() }))
    .mutation(({ ctx, input }) => setHomeworkCorrected(ctx.db, ctx.actor, input)),
  /** a class's homework summary, for its teachers and the school's administrators */
  ofClass: protectedProcedure.input(z.object({ classId: id })).query(({ ctx, input }) => classHomework(ctx.db, ctx.actor, input)),
  /** what /homeworks shows: a class's for its staff, a child's for the family (the page's one action) */
  screen: protectedProcedure
    .input(z.object({ schoolId: id, class: addressChoice(), student: addressChoice() }))
    .query(({ ctx, input }) => homeworkScreen(ctx.db, ctx.actor, input)),
});

import { z } from "zod";
import { addressChoice, recordId } from "~/lib/validation";
import { ZClassInput, ZClassSubjectInput, ZUpdateClassInput } from "~/modules/school/schemas/school";
import { classPageProcedure, createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import {
  addClassSubject,
  createClass,
  deleteClass,
  enrollStudents,
  getClass,
  listClasses,
  removeClassSubject,
  unenrollStudent,
  updateClass,
  updateClassSubject,
} from "~/modules/school/server/classes";
import { classesScreen, classScreen } from "~/modules/school/server/classes-screen";

const id = recordId();

export const classesRouter = createTRPCRouter({
  /** the classes a member sees: all for its administrators, a teacher's own, a pupil's, a parent's children's */
  list: memberProcedure()
    .input(z.object({ schoolYearId: id.optional() }))
    .query(({ ctx, input }) => listClasses(ctx.db, ctx.actor, ctx.school, input)),
  /** the class page's class: its staff, its pupils and their guardians (each sees as much as getClass says) */
  bySlug: classPageProcedure().query(({ ctx }) => getClass(ctx.db, ctx.readClass)),
  create: scopedProcedure("class.create", "school")
    .input(ZClassInput)
    .mutation(({ ctx, input }) => createClass(ctx.db, ctx.scope, input)),
  update: scopedProcedure("class.edit", "class", "id")
    .input(ZUpdateClassInput)
    .mutation(({ ctx, input }) => updateClass(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("class.delete", "class", "id").mutation(({ ctx }) => deleteClass(ctx.db, ctx.scope)),

  addSubject: scopedProcedure("class.linkSubject", "class")
    .input(ZClassSubjectInput)
    .mutation(({ ctx, input }) => addClassSubject(ctx.db, ctx.scope, input)),
  updateSubject: scopedProcedure("class.linkSubject", "classSubject", "id")
    .input(
      z.object({
        teacherId: id.nullable().optional(),
        coefficient: z.number().int().min(1).max(20).nullable().optional(),
      }),
    )
    .mutation(({ ctx, input }) => updateClassSubject(ctx.db, ctx.scope, input)),
  removeSubject: scopedProcedure("class.linkSubject", "classSubject", "id").mutation(({ ctx }) =>
    removeClassSubject(ctx.db, ctx.scope),
  ),

  enroll: scopedProcedure("class.linkStudent", "class")
    .input(z.object({ studentIds: z.array(id).min(1, "validation.required").max(500) }))
    .mutation(({ ctx, input }) => enrollStudents(ctx.db, ctx.scope, input)),
  unenroll: scopedProcedure("class.linkStudent", "class")
    .input(z.object({ studentId: id }))
    .mutation(({ ctx, input }) => unenrollStudent(ctx.db, ctx.scope, input)),

  /** what /classes shows: the years and the chosen year's classes (the page's one action) */
  screen: memberProcedure()
    .input(z.object({ year: addressChoice() }))
    .query(({ ctx, input }) => classesScreen(ctx.db, ctx.actor, ctx.school, input)),
  /** what /class/{slug} shows: the class, and for its administrators the teachers and subjects to link (the page's one action) */
  classScreen: classPageProcedure().query(({ ctx }) => classScreen(ctx.db, ctx.actor, ctx.readClass)),
});

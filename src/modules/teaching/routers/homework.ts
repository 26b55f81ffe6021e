import { z } from "zod";
import { ZHomeworkInput } from "~/modules/teaching/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { READS_CHILD } from "~/platform/api/relations";
import {
  childProcedure,
  createTRPCRouter,
  memberProcedure,
  ownProcedure,
  scopedProcedure,
  taughtClassProcedure,
  taughtClassSubjectProcedure,
} from "~/platform/api/trpc";
import {
  classHomework,
  deleteHomework,
  listStudentHomework,
  setHomework,
  setHomeworkCorrected,
  setHomeworkDone,
} from "~/modules/teaching/server/homework";
import { homeworkScreen } from "~/modules/teaching/server/homework-screen";

const id = recordId();

export const homeworkRouter = createTRPCRouter({
  /** its class subject's teacher, or an administrator */
  set: taughtClassSubjectProcedure("homework.create")
    .input(ZHomeworkInput)
    .mutation(({ ctx, input }) => setHomework(ctx.db, ctx.actor, ctx.taught, input)),
  delete: scopedProcedure("homework.delete", "homework", "id").mutation(({ ctx }) =>
    deleteHomework(ctx.db, ctx.actor, ctx.scope),
  ),
  /** a student's homework (the student, their parents, their teachers, the school's administrators) */
  ofStudent: childProcedure(READS_CHILD).query(({ ctx }) => listStudentHomework(ctx.db, ctx.actor, ctx.child)),
  /**
   * the student ticks it done: the actor's own, since the service writes only the state of the actor's own pupil
   * record in the homework's class (or group), found from the actor themself; anyone else is refused
   */
  setDone: ownProcedure
    .input(z.object({ homeworkId: id, done: z.boolean() }))
    .mutation(({ ctx, input }) => setHomeworkDone(ctx.db, ctx.actor, input)),
  setCorrected: scopedProcedure("homework.edit", "homework")
    .input(z.object({ studentIds: z.array(id).min(1).max(200), corrected: z.boolean() }))
    .mutation(({ ctx, input }) => setHomeworkCorrected(ctx.db, ctx.actor, ctx.scope, input)),
  /** a class's homework summary, for its teachers and the school's administrators */
  ofClass: taughtClassProcedure("role").query(({ ctx }) => classHomework(ctx.db, ctx.actor, ctx.taught)),
  /** what /homeworks shows: a class's for its staff, a child's for the family (the page's one action) */
  screen: memberProcedure()
    .input(z.object({ class: addressChoice(), student: addressChoice() }))
    .query(({ ctx, input }) => homeworkScreen(ctx.db, ctx.actor, ctx.school, input)),
});

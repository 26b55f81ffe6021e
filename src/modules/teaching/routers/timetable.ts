import { z } from "zod";
import { dateField, ZGroupInput, ZSlotInput } from "~/modules/teaching/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { classReaderProcedure, createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import { carryOverTimetables, copyTimetable } from "~/modules/teaching/server/copy-timetable";
import { getClassTimetable } from "~/modules/teaching/server/get-class-timetable";
import { getToday } from "~/modules/teaching/server/get-today";
import { getWeek } from "~/modules/teaching/server/get-week";
import { timetableScreen } from "~/modules/teaching/server/timetable-screen";
import { timetablesScreen } from "~/modules/teaching/server/timetables-screen";
import { deleteGroup, saveGroup } from "~/modules/teaching/server/save-group";
import { deleteSlot, saveSlot } from "~/modules/teaching/server/save-slot";

const id = recordId();
/** whose week: a student's, a class's, or (neither) the acting teacher's own — in a school the actor belongs to */
const viewer = z.object({ studentId: id.optional(), classId: id.optional() });

export const timetableRouter = createTRPCRouter({
  /** a week of sessions: a student's, a class's, or (neither) the acting teacher's own */
  week: memberProcedure()
    .input(viewer.extend({ date: dateField().optional() }))
    .query(({ ctx, input }) => getWeek(ctx.db, ctx.actor, { ...input, schoolId: ctx.school.schoolId })),
  /** today's sessions with their phase, and the next school day's (the dashboard) */
  today: memberProcedure()
    .input(viewer)
    .query(({ ctx, input }) => getToday(ctx.db, ctx.actor, { ...input, schoolId: ctx.school.schoolId })),
  /** a class's weekly timetable as the editor reads it */
  ofClass: classReaderProcedure().query(({ ctx }) => getClassTimetable(ctx.db, ctx.readClass)),
  saveSlot: scopedProcedure("class.edit", "class")
    .input(ZSlotInput)
    .mutation(({ ctx, input }) => saveSlot(ctx.db, ctx.actor, ctx.scope, input)),
  deleteSlot: scopedProcedure("class.edit", "slot", "id").mutation(({ ctx }) => deleteSlot(ctx.db, ctx.scope)),
  saveGroup: scopedProcedure("class.edit", "class")
    .input(ZGroupInput)
    .mutation(({ ctx, input }) => saveGroup(ctx.db, ctx.scope, input)),
  deleteGroup: scopedProcedure("class.edit", "classGroup", "id").mutation(({ ctx }) => deleteGroup(ctx.db, ctx.scope)),
  /** the first class's timetable onto another class of its school */
  copy: scopedProcedure("class.edit", "class", "fromClassId")
    .input(z.object({ toClassId: id }))
    .mutation(({ ctx, input }) => copyTimetable(ctx.db, ctx.scope, input)),
  /** a year's timetables onto the same school's next year */
  carryOver: scopedProcedure("class.edit", "schoolYear", "fromYearId")
    .input(z.object({ toYearId: id }))
    .mutation(({ ctx, input }) => carryOverTimetables(ctx.db, ctx.scope, input)),
  /** what /timetable shows: a child's, the teacher's own or (administrators) a class's week (the page's one action) */
  screen: memberProcedure()
    .input(z.object({ date: dateField().optional(), student: addressChoice(), class: addressChoice() }))
    .query(({ ctx, input }) => timetableScreen(ctx.db, ctx.actor, ctx.school, input)),
  /** what /timetables shows: the years, classes and the chosen class's week to edit (the page's one action) */
  editorScreen: scopedProcedure("class.edit", "school")
    .input(z.object({ class: addressChoice() }))
    .query(({ ctx, input }) => timetablesScreen(ctx.db, ctx.actor, ctx.scope, input)),
});

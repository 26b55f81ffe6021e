import { z } from "zod";
import { dateField, ZAttendanceInput, ZSessionKey, ZSessionRecordInput } from "~/modules/teaching/schemas";
import { addressChoice, recordId } from "~/lib/validation";
import { classReaderProcedure, createTRPCRouter, memberProcedure, scopedProcedure } from "~/platform/api/trpc";
import { getSession } from "~/modules/teaching/server/get-session";
import { listDaySessions } from "~/modules/teaching/server/list-day-sessions";
import { listTextbook } from "~/modules/teaching/server/list-textbook";
import { saveAttendance } from "~/modules/teaching/server/save-attendance";
import { saveSessionRecord } from "~/modules/teaching/server/save-session-record";
import { sessionsOfDay } from "~/modules/teaching/server/sessions-of-day";
import { textbookScreen } from "~/modules/teaching/server/textbook-screen";

const id = recordId();
const dayChoice = z.object({ date: dateField().optional(), slot: addressChoice() });

export const textbookRouter = createTRPCRouter({
  /** the sessions of a date a teacher writes (their own) or an administrator oversees */
  day: scopedProcedure("textbook.edit", "school")
    .input(z.object({ date: dateField(), classId: id.optional() }))
    .query(({ ctx, input }) => listDaySessions(ctx.db, ctx.actor, { ...input, schoolId: ctx.scope.schoolId })),
  /** one session, to write its record and attendance */
  session: scopedProcedure("textbook.edit", "slot")
    .input(ZSessionKey)
    .query(({ ctx, input }) => getSession(ctx.db, ctx.actor, ctx.scope, input)),
  saveRecord: scopedProcedure("textbook.edit", "slot")
    .input(ZSessionRecordInput)
    .mutation(({ ctx, input }) => saveSessionRecord(ctx.db, ctx.actor, ctx.scope, input)),
  saveAttendance: scopedProcedure("textbook.edit", "slot")
    .input(ZAttendanceInput)
    .mutation(({ ctx, input }) => saveAttendance(ctx.db, ctx.actor, ctx.scope, input)),
  /** a class's textbook, for its students, parents, teachers and the school's administrators */
  ofClass: classReaderProcedure()
    .input(
      z.object({
        subjectId: id.optional(),
        from: dateField().optional(),
        to: dateField().optional(),
        page: z.number().int().min(1).max(1000).optional(),
      }),
    )
    .query(({ ctx, input }) => listTextbook(ctx.db, ctx.readClass, input)),
  /** what /attendance shows (the page's one action, through the server caller) */
  attendanceScreen: scopedProcedure("textbook.edit", "school")
    .input(dayChoice)
    .query(({ ctx, input }) => sessionsOfDay(ctx.db, ctx.actor, ctx.scope, input)),
  /** what /textbook shows: the sessions to write, or a class's textbook (the page's one action) */
  screen: memberProcedure()
    .input(
      dayChoice.extend({
        classView: z.boolean(),
        student: addressChoice(),
        class: addressChoice(),
        subject: addressChoice(),
        page: z.number().int().min(1).max(1_000_000).default(1),
      }),
    )
    .query(({ ctx, input }) => textbookScreen(ctx.db, ctx.actor, ctx.school, input)),
});

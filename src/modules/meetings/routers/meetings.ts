import { z } from "zod";
import { ZBookMeeting, ZCancelMeeting, ZOpenMeetingDay, ZPublishSlots } from "~/modules/meetings/schemas";
import { dateField } from "~/modules/school/client";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure, scopedProcedure } from "~/platform/api/trpc";
import { bookMeeting, cancelMeeting, removeSlot } from "~/modules/meetings/server/book-meeting";
import { bookableSlots, dayMeetings, myMeetings } from "~/modules/meetings/server/list-meetings";
import { openMeetingDay, publishSlots } from "~/modules/meetings/server/publish-slots";

/**
 * /meetings (issue 30). Staff publish their reception slots ('meeting.publish'), the school's administrators open
 * parent-teacher days and see a day's meetings; a parent books a slot of their child's teacher ('meeting.book'
 * through a parent's role). A slot is its teacher's, a booking its family's and its teacher's ("own" records).
 */
export const meetingsRouter = createTRPCRouter({
  /** my slots to come (staff), my children's meetings to come (a parent), the school's parent-teacher days */
  mine: ownProcedure
    .input(z.object({ schoolId: recordId() }))
    .query(({ ctx, input }) => myMeetings(ctx.db, ctx.actor, input)),
  /** the free slots of my child's teachers */
  bookable: ownProcedure
    .input(z.object({ schoolId: recordId(), studentId: recordId() }))
    .query(({ ctx, input }) => bookableSlots(ctx.db, ctx.actor, input)),
  /** the school's meetings of one day (its administrators) */
  day: scopedProcedure("meeting.publish", "school")
    .input(z.object({ date: dateField() }))
    .query(({ ctx, input }) => dayMeetings(ctx.db, ctx.actor, { schoolId: ctx.scope.schoolId, date: input.date })),
  publish: scopedProcedure("meeting.publish", "school")
    .input(ZPublishSlots)
    .mutation(({ ctx, input }) => publishSlots(ctx.db, ctx.actor, input)),
  openDay: scopedProcedure("meeting.publish", "school")
    .input(ZOpenMeetingDay)
    .mutation(({ ctx, input }) => openMeetingDay(ctx.db, ctx.actor, input)),
  book: ownProcedure.input(ZBookMeeting).mutation(({ ctx, input }) => bookMeeting(ctx.db, ctx.actor, input)),
  cancel: ownProcedure.input(ZCancelMeeting).mutation(({ ctx, input }) => cancelMeeting(ctx.db, ctx.actor, input)),
  removeSlot: ownProcedure
    .input(z.object({ slotId: recordId() }))
    .mutation(({ ctx, input }) => removeSlot(ctx.db, ctx.actor, input)),
});

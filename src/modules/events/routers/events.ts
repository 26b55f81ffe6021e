import {
  MAX_EVENT_PHOTOS,
  ZEventCancel,
  ZEventInput,
  ZEventRef,
  ZEventsOfSchool,
  ZVisibleEvents,
} from "~/modules/events/schemas";
import { AD_PHOTO_MAX_BYTES } from "~/modules/ads/client";
import { fileParts } from "~/platform/api/multipart";
import { createTRPCRouter, publicProcedure, scopedFormProcedure, scopedProcedure } from "~/platform/api/trpc";
import { cancelEvent } from "~/modules/events/server/cancel-event";
import { deleteEvent } from "~/modules/events/server/delete-event";
import { getEvent } from "~/modules/events/server/get-event";
import { listSchoolEvents, listVisibleEvents } from "~/modules/events/server/list-events";
import { manageEventsScreen } from "~/modules/events/server/manage-events-screen";
import { saveEvent } from "~/modules/events/server/save-event";

/**
 * A school's events, its news: staff holding 'article.*' in the school write them (the services check the school);
 * reading follows the audience (`audienceWhere`), and public events are open to everyone.
 */
export const eventsRouter = createTRPCRouter({
  list: scopedProcedure("article.create", "school")
    .input(ZEventsOfSchool)
    .query(({ ctx }) => listSchoolEvents(ctx.db, ctx.scope)),
  /** multipart: a "fields" part (the form's JSON, ZEventInput) and "photos" files; creates, or edits with `slug` */
  /** an edit ('article.edit' in the event's school, the event named by the form's `slug`), else a new event ('article.create' in the school named) */
  save: scopedFormProcedure(ZEventInput, "fields", [
    { kind: "event", field: "slug", permissions: ["article.edit"] },
    { kind: "school", field: "schoolId", permissions: ["article.create"] },
  ]).mutation(async ({ ctx, input }) =>
    saveEvent(
      ctx.db,
      ctx.actor,
      ctx.scope,
      ctx.fields,
      await fileParts(input, "photos", { field: "photos", max: MAX_EVENT_PHOTOS, maxBytes: AD_PHOTO_MAX_BYTES }),
    ),
  ),
  cancel: scopedProcedure("article.edit", "event")
    .input(ZEventCancel)
    .mutation(({ ctx, input }) => cancelEvent(ctx.db, ctx.scope, input)),
  delete: scopedProcedure("article.delete", "event").mutation(({ ctx }) => deleteEvent(ctx.db, ctx.scope)),
  visible: publicProcedure.input(ZVisibleEvents).query(({ ctx, input }) => listVisibleEvents(ctx.db, ctx.actor, input)),
  bySlug: publicProcedure.input(ZEventRef).query(({ ctx, input }) => getEvent(ctx.db, ctx.actor, input.slug)),
  /** what /events shows: the school's events and the form's choices (the page's one action) */
  manageScreen: scopedProcedure("article.create", "school")
    .input(ZEventsOfSchool)
    .query(({ ctx }) => manageEventsScreen(ctx.db, ctx.scope)),
});

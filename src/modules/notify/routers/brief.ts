import { z } from "zod";
import { ZBriefSettings } from "~/modules/notify/schemas";
import { createTRPCRouter, scopedProcedure } from "~/platform/api/trpc";
import {
  getBriefSettings,
  previewBrief,
  sendBriefNow,
  updateBriefSettings,
} from "~/modules/notify/server/brief-settings";

/** The weekly brief (issue 31): its schedule and a real family's preview, beside the push schedule: 'edit school notifications'. */
export const briefRouter = createTRPCRouter({
  settings: scopedProcedure("notification.editSchool", "school").query(({ ctx }) =>
    getBriefSettings(ctx.db, ctx.scope),
  ),
  updateSettings: scopedProcedure("notification.editSchool", "school")
    .input(ZBriefSettings)
    .mutation(({ ctx, input }) => updateBriefSettings(ctx.db, ctx.scope, input)),
  /** this week's brief now (once a day: the scheduled one then finds the day taken) */
  sendNow: scopedProcedure("notification.editSchool", "school").mutation(({ ctx }) => sendBriefNow(ctx.db, ctx.scope)),
  preview: scopedProcedure("notification.editSchool", "school")
    .input(z.object({ index: z.number().int().min(0).max(100_000).default(0) }))
    .query(({ ctx, input }) => previewBrief(ctx.db, ctx.scope, input)),
});

import { ZSmsSettings } from "~/lib/schemas/notifications";
import { createTRPCRouter, scopedProcedure } from "~/server/api/trpc";
import { getSmsSettings, updateSmsSettings } from "~/server/services/sms/sms-settings";

/** A school's SMS budget and caps (issue 31), beside its push schedule: 'edit school notifications'. */
export const smsRouter = createTRPCRouter({
  settings: scopedProcedure("notification.editSchool", "school").query(({ ctx }) => getSmsSettings(ctx.db, ctx.scope)),
  updateSettings: scopedProcedure("notification.editSchool", "school")
    .input(ZSmsSettings)
    .mutation(({ ctx, input }) => updateSmsSettings(ctx.db, ctx.scope, input)),
});

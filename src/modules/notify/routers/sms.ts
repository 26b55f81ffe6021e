import { ZSmsSettings } from "~/modules/notify/schemas";
import { z } from "zod";
import { createTRPCRouter, publicProcedure, scopedProcedure } from "~/platform/api/trpc";
import { receiveSmsStatus } from "~/modules/notify/server/deliver-sms";
import { getSmsSettings, updateSmsSettings } from "~/modules/notify/server/sms-settings";

/** A school's SMS budget and caps (issue 31), beside its push schedule: 'edit school notifications'. */
export const smsRouter = createTRPCRouter({
  /** the provider's signed delivery report (POST /api/sms/status only): no user, the signature is its permission */
  status: publicProcedure
    .meta({ serverOnly: true })
    .input(
      z.object({
        params: z.record(z.string().max(64), z.string().max(2000)),
        signature: z.string().max(200).nullable(),
      }),
    )
    .mutation(({ ctx, input }) => receiveSmsStatus(ctx.db, input)),
  settings: scopedProcedure("notification.editSchool", "school").query(({ ctx }) => getSmsSettings(ctx.db, ctx.scope)),
  updateSettings: scopedProcedure("notification.editSchool", "school")
    .input(ZSmsSettings)
    .mutation(({ ctx, input }) => updateSmsSettings(ctx.db, ctx.scope, input)),
});

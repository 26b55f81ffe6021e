import { z } from "zod";
import { recordId } from "~/lib/validation";
import { createTRPCRouter, ownProcedure } from "~/platform/api/trpc";
import { myInvitations, respondToInvitation } from "~/modules/school/server/invitations";

/** A school's invitations as their invitee sees them: no permission, one's own invitations only. */
export const invitationsRouter = createTRPCRouter({
  mine: ownProcedure.query(({ ctx }) => myInvitations(ctx.db, ctx.actor)),
  respond: ownProcedure
    .input(z.object({ id: recordId(), accept: z.boolean() }))
    .mutation(({ ctx, input }) => respondToInvitation(ctx.db, ctx.actor, input)),
});

import { z } from "zod";
import { ZChangePasswordInput, ZUpdateProfileInput } from "~/modules/account/schemas";
import { createTRPCRouter, ownProcedure } from "~/platform/api/trpc";
import { signSessionRenewal } from "~/platform/auth/secret";
import { fieldError } from "~/platform/errors";
import {
  changePassword,
  PHOTO_MAX_BYTES,
  getProfile,
  removePhoto,
  setPhoto,
  updateProfile,
} from "~/modules/account/server/account";
import { accountFrame } from "~/modules/account/server/frame";
import { setRefusesInvitations } from "~/modules/school";
import { setBriefWhenCalm, setNotifyChannel } from "~/modules/account/server/set-notify-channel";

/** The logged-in user's own account: every procedure acts on ctx.actor only. */
export const accountRouter = createTRPCRouter({
  me: ownProcedure.meta({ allowPendingPasswordChange: true }).query(({ ctx }) => getProfile(ctx.db, ctx.actor)),
  /** the frame around every page, /profil included (where a printed password is replaced): name, photo, unread count, school notices */
  frame: ownProcedure.meta({ allowPendingPasswordChange: true }).query(({ ctx }) => accountFrame(ctx.db, ctx.actor)),

  /** { pendingEmail }: a new e-mail is attached once the link mailed to it is followed. */
  updateProfile: ownProcedure.input(ZUpdateProfileInput).mutation(async ({ ctx, input }) => {
    const { pendingEmail } = await updateProfile(ctx.db, ctx.actor, input, ctx);
    return { ok: true as const, pendingEmail };
  }),

  /** push (default), e-mail or SMS: how notifications reach me beyond the app */
  setNotifyChannel: ownProcedure
    .input(z.object({ channel: z.enum(["PUSH", "EMAIL", "SMS"]) }))
    .mutation(({ ctx, input }) => setNotifyChannel(ctx.db, ctx.actor, input)),
  /** the weekly brief of calm weeks too ("nothing to report"), or not */
  setBriefWhenCalm: ownProcedure
    .input(z.object({ whenCalm: z.boolean() }))
    .mutation(({ ctx, input }) => setBriefWhenCalm(ctx.db, ctx.actor, input)),
  /** The owner's "refuse school invitations" switch; turning it on also withdraws those waiting. */
  setRefusesInvitations: ownProcedure
    .input(z.object({ refuses: z.boolean() }))
    .mutation(({ ctx, input }) => setRefusesInvitations(ctx.db, ctx.actor, input)),

  changePassword: ownProcedure
    .meta({ allowPendingPasswordChange: true })
    .input(ZChangePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const { sessionVersion } = await changePassword(ctx.db, ctx.actor, input);
      return { renewal: signSessionRenewal(ctx.actor.userId, sessionVersion) };
    }),

  /** multipart: a FormData with one "photo" file. */
  setPhoto: ownProcedure.input(z.instanceof(FormData)).mutation(async ({ ctx, input }) => {
    const file = input.get("photo");
    if (!(file instanceof File) || file.size === 0) throw fieldError("photo", "validation.required");
    // the declared size first: the bytes are copied only for a file that may be kept
    if (file.size > PHOTO_MAX_BYTES) {
      throw fieldError("photo", "validation.fileTooLarge", { file: file.name, size: PHOTO_MAX_BYTES / 1024 / 1024 });
    }
    return setPhoto(ctx.db, ctx.actor, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  }),

  removePhoto: ownProcedure.mutation(async ({ ctx }) => {
    await removePhoto(ctx.db, ctx.actor);
    return { ok: true as const };
  }),
});

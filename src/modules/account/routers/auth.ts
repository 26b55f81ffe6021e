import { ZEmailLinkInput, ZForgotPasswordInput, ZResetPasswordInput, ZSignUpInput } from "~/modules/account/schemas";
import { createTRPCRouter, publicProcedure } from "~/platform/api/trpc";
import { AppError } from "~/platform/errors";
import { consume, limits } from "~/platform/rate-limit";
import { confirmEmailChange } from "~/modules/account/server/login-identifiers";
import { confirmOAuthLink } from "~/modules/account/server/oauth";
import { askPasswordReset, resetPassword } from "~/modules/account/server/password-reset";
import { activateAccount, signUp } from "~/modules/account/server/sign-up";

export const authRouter = createTRPCRouter({
  /**
   * With an e-mail: { status: "check-email" } whether or not the address has an account (an activation link, or a
   * note to the owner, is mailed). Phone only: the Member account at once, { status: "created" }, and the client
   * logs in through next-auth with the same credentials.
   */
  signUp: publicProcedure.input(ZSignUpInput).mutation(async ({ ctx, input }) => {
    if (!(await consume(limits.signupByIp, ctx.ip))) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
    return signUp(ctx.db, input, { locale: ctx.locale, origin: ctx.origin });
  }),

  /** The sign-up activation link: creates the account (address verified); the client then shows the login. */
  activateAccount: publicProcedure.input(ZEmailLinkInput).mutation(async ({ ctx, input }) => {
    return activateAccount(ctx.db, input.token);
  }),

  /** The link mailed when a social login met an unverified account with its address: links that provider. */
  confirmOAuthLink: publicProcedure.input(ZEmailLinkInput).mutation(async ({ ctx, input }) => {
    const { provider } = await confirmOAuthLink(ctx.db, input.token);
    return { ok: true as const, provider };
  }),

  /** The link mailed to a new login e-mail (account settings, or a school for an account it holds): attaches it. */
  confirmEmailChange: publicProcedure.input(ZEmailLinkInput).mutation(async ({ ctx, input }) => {
    return confirmEmailChange(ctx.db, input.token);
  }),

  requestPasswordReset: publicProcedure.input(ZForgotPasswordInput).mutation(async ({ ctx, input }) => {
    if (!(await consume(limits.resetByIp, ctx.ip))) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
    await askPasswordReset({ email: input.email, locale: ctx.locale, origin: ctx.origin });
    return { ok: true as const };
  }),

  resetPassword: publicProcedure.input(ZResetPasswordInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    return { ok: true as const };
  }),
});

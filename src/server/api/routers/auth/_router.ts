import { ZForgotPasswordInput, ZResetPasswordInput, ZSignUpInput } from "~/lib/schemas/auth";
import { createTRPCRouter, publicProcedure } from "~/server/api/trpc";
import { AppError } from "~/server/errors";
import { consume, limits } from "~/server/rate-limit";
import { requestPasswordReset, resetPassword } from "~/server/services/auth/password-reset";
import { createUser } from "~/server/services/users/create-user";

export const authRouter = createTRPCRouter({
  /** Creates a Member account; the client then logs in through next-auth with the same credentials. */
  signUp: publicProcedure.input(ZSignUpInput).mutation(async ({ ctx, input }) => {
    if (!(await consume(limits.signupByIp, ctx.ip))) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
    const user = await createUser(ctx.db, { ...input, locale: input.locale ?? ctx.locale });
    return { id: user.id, slug: user.slug };
  }),

  requestPasswordReset: publicProcedure.input(ZForgotPasswordInput).mutation(async ({ ctx, input }) => {
    if (!(await consume(limits.resetByIp, ctx.ip))) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
    await requestPasswordReset(ctx.db, { email: input.email, locale: ctx.locale, origin: ctx.origin });
    return { ok: true as const };
  }),

  resetPassword: publicProcedure.input(ZResetPasswordInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    return { ok: true as const };
  }),
});

import { z } from "zod";
import { ROLE_KEYS } from "~/lib/roles";
import { ZSignUpInput } from "~/lib/schemas/auth";
import { createTRPCRouter, permissionProcedure } from "~/server/api/trpc";
import { assignRole, createUserWithRole } from "~/server/services/users/admin-users";

const ZCreateUserInput = ZSignUpInput.safeExtend({
  role: z.enum(ROLE_KEYS),
  schoolId: z.string().min(1).nullable(),
  mustChangePassword: z.boolean().optional(),
});

export const usersRouter = createTRPCRouter({
  create: permissionProcedure("user.create")
    .input(ZCreateUserInput)
    .mutation(({ ctx, input }) => createUserWithRole(ctx.db, ctx.actor, input)),

  assignRole: permissionProcedure("user.edit")
    .input(z.object({ userId: z.string().min(1), role: z.enum(ROLE_KEYS), schoolId: z.string().min(1).nullable() }))
    .mutation(async ({ ctx, input }) => {
      await assignRole(ctx.db, ctx.actor, input);
      return { ok: true as const };
    }),
});

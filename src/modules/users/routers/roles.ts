import { z } from "zod";
import { PERMISSIONS } from "~/lib/permissions";
import { ROLE_KEYS } from "~/lib/roles";
import { createTRPCRouter, platformProcedure } from "~/platform/api/trpc";
import { listRoles, setRolePermissions } from "~/modules/users/server/roles";

export const rolesRouter = createTRPCRouter({
  list: platformProcedure("role.edit").query(({ ctx }) => listRoles(ctx.db, ctx.actor)),

  setPermissions: platformProcedure("role.edit")
    .input(z.object({ role: z.enum(ROLE_KEYS), permissions: z.array(z.enum(PERMISSIONS as [string, ...string[]])) }))
    .mutation(async ({ ctx, input }) => {
      await setRolePermissions(ctx.db, ctx.actor, input as Parameters<typeof setRolePermissions>[2]);
      return { ok: true as const };
    }),
});

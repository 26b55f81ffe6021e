import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ROLE_KEYS } from "~/lib/roles";
import { ZSignUpInput } from "~/lib/schemas/auth";
import { ZSuspendInput, ZUserRoleInput, ZUsersListInput } from "~/lib/schemas/users";
import { createTRPCRouter, ownProcedure, permissionProcedure, platformProcedure } from "~/server/api/trpc";
import { createUserWithRole } from "~/server/services/users/admin-users";
import { getUser, grantOptions, grantUserRole, listUsers, revokeUserRole, setSuspended } from "~/server/services/users/manage-users";

const ZCreateUserInput = ZSignUpInput.safeExtend({
  role: z.enum(ROLE_KEYS),
  schoolId: recordId().nullable(),
  mustChangePassword: z.boolean().optional(),
});

export const usersRouter = createTRPCRouter({
  create: permissionProcedure("user.create")
    .input(ZCreateUserInput)
    .mutation(({ ctx, input }) => createUserWithRole(ctx.db, ctx.actor, input)),

  // /users (moderation): scope and rank rules in services/users/manage-users.ts
  /**
   * The list and the roles it offers name no school: the actor's own view, made of the schools where their own roles
   * grant 'edit users' (every account for a platform-wide grant); the services check that permission (managedSchools).
   */
  list: ownProcedure.input(ZUsersListInput).query(({ ctx, input }) => listUsers(ctx.db, ctx.actor, input)),
  get: permissionProcedure("user.edit").input(z.object({ id: recordId() })).query(({ ctx, input }) => getUser(ctx.db, ctx.actor, input.id)),
  grantOptions: ownProcedure.query(({ ctx }) => grantOptions(ctx.db, ctx.actor)),
  grantRole: permissionProcedure("user.edit").input(ZUserRoleInput).mutation(({ ctx, input }) => grantUserRole(ctx.db, ctx.actor, input)),
  revokeRole: permissionProcedure("user.edit").input(ZUserRoleInput).mutation(({ ctx, input }) => revokeUserRole(ctx.db, ctx.actor, input)),
  setSuspended: platformProcedure("user.suspend").input(ZSuspendInput).mutation(({ ctx, input }) => setSuspended(ctx.db, ctx.actor, input)),
});

import { z } from "zod";
import { recordId } from "~/lib/validation";
import { ROLE_KEYS } from "~/lib/roles";
import { ZSignUpInput } from "~/modules/account/client";
import { ZSuspendInput, ZUserRoleInput, ZUsersListInput } from "~/modules/users/schemas";
import {
  accountProcedure,
  createTRPCRouter,
  ownProcedure,
  platformProcedure,
  schoolOrPlatformProcedure,
} from "~/platform/api/trpc";
import { createUserWithRole } from "~/modules/users/server/admin-users";
import {
  getUser,
  grantOptions,
  grantUserRole,
  listUsers,
  revokeUserRole,
  setSuspended,
} from "~/modules/users/server/manage-users";

const ZCreateUserInput = ZSignUpInput.safeExtend({
  role: z.enum(ROLE_KEYS),
  schoolId: recordId().nullable(),
  mustChangePassword: z.boolean().optional(),
});

export const usersRouter = createTRPCRouter({
  /** 'create users' in the school named, or platform-wide for an account with a platform role (schoolId null) */
  create: schoolOrPlatformProcedure("user.create")
    .input(ZCreateUserInput)
    .mutation(({ ctx, input }) => createUserWithRole(ctx.db, ctx.actor, ctx.scope, input)),

  // /users (moderation): scope and rank rules in services/users/manage-users.ts
  /**
   * The list and the roles it offers name no school: the actor's own view, made of the schools where their own roles
   * grant 'edit users' (every account for a platform-wide grant); the services check that permission (managedSchools).
   */
  list: ownProcedure.input(ZUsersListInput).query(({ ctx, input }) => listUsers(ctx.db, ctx.actor, input)),
  /** an account the actor manages: one holding a role in a school where they edit users (any, platform-wide) */
  get: accountProcedure().query(({ ctx }) => getUser(ctx.db, ctx.actor, ctx.account)),
  grantOptions: ownProcedure.query(({ ctx }) => grantOptions(ctx.db, ctx.actor)),
  /** 'edit users' in the school the role applies in, or platform-wide for a platform role (schoolId null) */
  grantRole: schoolOrPlatformProcedure("user.edit")
    .input(ZUserRoleInput)
    .mutation(({ ctx, input }) => grantUserRole(ctx.db, ctx.actor, ctx.scope, input)),
  revokeRole: schoolOrPlatformProcedure("user.edit")
    .input(ZUserRoleInput)
    .mutation(({ ctx, input }) => revokeUserRole(ctx.db, ctx.actor, ctx.scope, input)),
  setSuspended: platformProcedure("user.suspend")
    .input(ZSuspendInput)
    .mutation(({ ctx, input }) => setSuspended(ctx.db, ctx.actor, input)),
});

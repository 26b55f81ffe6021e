import type { Permission } from "~/lib/permissions";
import { ZAdRef } from "~/modules/ads/schemas";
import { ownProcedure } from "~/platform/api/trpc";
import { can } from "~/platform/auth/actor";
import { forbidden } from "~/platform/errors";
import { editableAd } from "~/modules/ads/server/edit-ad";

/**
 * The board's acts of a member on their own records: their ad, comment, like or report. A board ad is no school's
 * record (scope.ts says why it has no resolver), so these are declared "own"; the act's permission is the Member
 * role's, held anywhere, as before (a role editor may take it away).
 */
export const boardProcedure = (permission: Permission) =>
  ownProcedure.use(({ ctx, next }) => {
    if (!can(ctx.actor, permission)) throw forbidden();
    return next();
  });

/**
 * An ad its editor acts on, resolved once here from its slug (404 for an unknown or deleted one): its author holding
 * `permission`, or a board moderator through the platform grant (ad.moderate platform-wide). The service receives
 * `ctx.editable` and checks nothing again. A visitor's private link resolves it the same way (editableAd with its token).
 */
export const adEditorProcedure = (permission: "ad.edit" | "ad.delete") =>
  boardProcedure(permission)
    .input(ZAdRef)
    .use(async ({ ctx, input, next }) =>
      next({ ctx: { ...ctx, editable: await editableAd(ctx.db, ctx.actor, input, permission) } }),
    );

import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Locale } from "~/i18n/config";
import type { MessageKey, MessageRef, MessageValues } from "~/lib/messages";
import type { Permission } from "~/lib/permissions";
import { fieldErrorsOf } from "~/lib/validation";
import { can, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { AppError, FieldErrors } from "~/server/errors";

/**
 * The context every procedure receives, built without any HTTP object so the seed script and the tests make a
 * caller from an actor directly (see createCaller in root.ts). The HTTP adapter builds it in context.ts.
 */
export interface InnerContext {
  db: Db;
  actor: Actor | null;
  locale: Locale;
  /** Client address for rate limits; "local" for in-process callers. */
  ip: string;
  /** Absolute origin of the site, for links in e-mails. */
  origin: string;
}

export function createInnerTRPCContext(opts: Partial<InnerContext> & { db: Db }): InnerContext {
  return {
    actor: null,
    locale: "fr",
    ip: "local",
    origin: process.env.NEXTAUTH_URL ?? "http://localhost:3000",
    ...opts,
  };
}

export interface Meta {
  /** Allowed while the user must still replace a password handed out by the school. */
  allowPendingPasswordChange?: boolean;
}

/** What a client learns about a failed call: a message key (+ values) and, for bad input, one message per field. */
export interface ErrorData {
  messageKey: MessageKey;
  messageValues?: MessageValues;
  fieldErrors?: Record<string, MessageRef>;
}

const GENERIC_KEYS: Partial<Record<TRPCError["code"], MessageKey>> = {
  UNAUTHORIZED: "errors.loginRequired",
  FORBIDDEN: "errors.forbidden",
  NOT_FOUND: "errors.notFound",
  BAD_REQUEST: "validation.checkInput",
  TOO_MANY_REQUESTS: "errors.tooManyAttempts",
};

const t = initTRPC
  .context<InnerContext>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const data: ErrorData = { messageKey: GENERIC_KEYS[error.code] ?? "errors.operationFailed" };
      if (error instanceof AppError) {
        data.messageKey = error.message as MessageKey;
        data.messageValues = error.values;
      }
      if (error.cause instanceof ZodError) data.fieldErrors = fieldErrorsOf(error.cause);
      if (error.cause instanceof FieldErrors) data.fieldErrors = error.cause.fields;
      const internal = error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        // never leak internals (SQL, stack) to the client
        message: internal ? "errors.operationFailed" : data.messageKey,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, ...data },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

/** Logged-in users only; `ctx.actor` is non-null after it. */
export const protectedProcedure = t.procedure.use(({ ctx, meta, next }) => {
  if (!ctx.actor) throw new AppError("UNAUTHORIZED", "errors.loginRequired");
  if (ctx.actor.mustChangePassword && !meta?.allowPendingPasswordChange) {
    throw new AppError("FORBIDDEN", "auth.mustChange.intro");
  }
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/**
 * A procedure that requires `permission` in at least one scope. Whether the actor holds it for the record at hand
 * (its school, its owner) is the service's check: `can(actor, permission, schoolId)`.
 */
export const permissionProcedure = (permission: Permission) =>
  protectedProcedure.use(({ ctx, next }) => {
    if (!can(ctx.actor, permission)) throw new AppError("FORBIDDEN", "errors.forbidden");
    return next({ ctx: { ...ctx, permission } });
  });

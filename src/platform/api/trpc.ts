import { initTRPC, type TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError } from "zod";
import type { Locale } from "~/i18n/config";
import type { MessageKey, MessageRef, MessageValues } from "~/lib/messages";
import type { Permission } from "~/lib/permissions";
import { fieldErrorsOf, recordId } from "~/lib/validation";
import { can, isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, FieldErrors } from "~/platform/errors";
import { afterPublicPageChanges } from "~/platform/public-pages";
import { siteOrigin } from "~/platform/site-origin";
import { databaseError } from "./database-errors";
import { jsonPart } from "./multipart";
import {
  relateToAccount,
  relateToCard,
  relateToChild,
  relateToClass,
  relateToClassReader,
  relateToClassSubject,
  relateToConversation,
  relateToPayment,
  type ChildRule,
} from "./relations";
import {
  DEFAULT_FIELD,
  KEY_SCHEMA,
  resolveScope,
  type DeclaredScope,
  type FormGate,
  type MemberOf,
  type SchoolOrPlatform,
  type ScopeKind,
  type Scoped,
} from "./scope";

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
  /** How the call came: the browser through /api/trpc, or in process (a page, a route handler, the seed, a test). */
  via: "http" | "server";
}

export function createInnerTRPCContext(opts: Partial<InnerContext> & { db: Db }): InnerContext {
  return {
    actor: null,
    locale: "fr",
    ip: "local",
    origin: siteOrigin(),
    via: "server",
    ...opts,
  };
}

export interface Meta {
  /** Allowed while the user must still replace a password handed out by the school. */
  allowPendingPasswordChange?: boolean;
  /**
   * For route handlers only (they answer bytes: a file, a PDF): through /api/trpc it does not exist (404), since
   * JSON would carry the bytes badly. It passes the same permission and scope as any procedure.
   */
  serverOnly?: boolean;
  /** What the action is scoped to (scope.ts); set by the builders below, read by the authorization matrix. */
  scope?: DeclaredScope;
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
    // live streams (notifications.live): a comment line every 25 s keeps proxies from closing a quiet stream; after
    // 10 minutes the server ends it and the browser opens a new one, which checks the session again (a signed-out
    // or suspended user stops receiving); no ping for 70 s and the browser reconnects by itself
    sse: {
      ping: { enabled: true, intervalMs: 25_000 },
      maxDurationMs: 10 * 60_000,
      client: { reconnectAfterInactivityMs: 70_000 },
    },
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

/**
 * Half of a UTF-16 surrogate pair with no other half: not Unicode. PostgreSQL refuses it in jsonb (our audit
 * entries) and a text column silently turns it into U+FFFD; JSON.parse yields it from "\ud800".
 */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorableString = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/**
 * Strings PostgreSQL cannot store (a NUL byte, a lone surrogate) anywhere in the input, keys included, or nesting
 * beyond reason.
 */
export function unstorable(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === "string") return unstorableString(value);
  if (typeof FormData !== "undefined" && value instanceof FormData) {
    for (const [key, entry] of value.entries())
      if (unstorableString(key) || (typeof entry === "string" && unstorableString(entry))) return true;
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => unstorable(item, depth + 1));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).some(([key, item]) => unstorableString(key) || unstorable(item, depth + 1));
  }
  return false;
}

/**
 * Every procedure: input PostgreSQL cannot store is refused before any work (400), and a database failure that
 * escapes a service is the client's mistake (404/409/400) or an outage (503), never a 500 (database-errors.ts). A
 * mutation's public page changes are told when it is over.
 */
const baseProcedure = t.procedure.use(async ({ ctx, meta, type, getRawInput, next }) => {
  if (meta?.serverOnly && ctx.via === "http") throw new AppError("NOT_FOUND", "errors.notFound");
  if (unstorable(await getRawInput())) throw new AppError("BAD_REQUEST", "validation.checkInput");
  // the public pages a write says it changed are dropped once it is over (src/platform/public-pages.ts)
  const result = type === "mutation" ? await afterPublicPageChanges(() => next()) : await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    const mapped = databaseError(result.error.cause ?? result.error);
    if (mapped) throw mapped;
  }
  return result;
});

export const publicProcedure = baseProcedure.meta({ scope: { kind: "public" } });

/** Logged-in users only; `ctx.actor` is non-null after it. */
export const protectedProcedure = baseProcedure.use(({ ctx, meta, next }) => {
  if (!ctx.actor) throw new AppError("UNAUTHORIZED", "errors.loginRequired");
  if (ctx.actor.mustChangePassword && !meta?.allowPendingPasswordChange) {
    throw new AppError("FORBIDDEN", "auth.mustChange.intro");
  }
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** The actor's own records only (their account, notifications, devices): no school to resolve. */
export const ownProcedure = protectedProcedure.meta({ scope: { kind: "own" } });

/** Platform-wide grants only (the super admin's and the board moderators' screens): a school role never opens it. */
export const platformProcedure = (permission: Permission) =>
  protectedProcedure.meta({ scope: { kind: "platform" } }).use(({ ctx, next }) => {
    if (!ctx.actor.global.has(permission)) throw new AppError("FORBIDDEN", "errors.forbidden");
    return next({ ctx: { ...ctx, permission } });
  });

/**
 * The declared action of a school: the record it acts on is read from its input (`field`, by default the kind's
 * own id field), resolved once here (404 when unknown), and the actor must hold one of `permissions` in that
 * record's school through a staff role (a family role never grants a school's action: `can`). The service
 * receives `ctx.scope` and checks nothing again. For a school id the permission is checked before the school is
 * read, so a stranger cannot tell an existing school from a made-up id.
 */
export function scopedProcedure<K extends ScopeKind, F extends string = (typeof DEFAULT_FIELD)[K]>(
  permission: Permission | readonly Permission[],
  kind: K,
  field?: F,
) {
  const permissions: readonly Permission[] = typeof permission === "string" ? [permission] : permission;
  const from = (field ?? DEFAULT_FIELD[kind]) as F;
  return protectedProcedure
    .meta({ scope: { kind, field: from, permissions } })
    .input(z.object({ [from]: KEY_SCHEMA[kind] ?? recordId() } as { [k in F]: ReturnType<typeof recordId> }))
    .use(async ({ ctx, input, next }) =>
      next({ ctx: { ...ctx, scope: await gateRecord(ctx.db, ctx.actor, kind, idIn(input, from), permissions) } }),
    );
}

/** scopedProcedure's check: the record of `kind` named `id` resolved (404 unknown), one of `permissions` in its school. */
async function gateRecord<K extends ScopeKind>(
  db: Db,
  actor: Actor,
  kind: K,
  id: string,
  permissions: readonly Permission[],
): Promise<Scoped<K>> {
  const holds = (schoolId: string) => permissions.some((p) => can(actor, p, schoolId));
  if (kind === "school" && !holds(id)) throw new AppError("FORBIDDEN", "errors.forbidden");
  const scope = await resolveScope(db, kind, id);
  if (!scope) throw new AppError("NOT_FOUND", "errors.notFound");
  if (!holds(scope.schoolId)) throw new AppError("FORBIDDEN", "errors.forbidden");
  return scope;
}

/**
 * A multipart form's action (FormData: a JSON `part` and files, multipart.ts), whose record sits inside that JSON
 * part: the part is parsed once here with the form's own `schema` (problems per field, as jsonPart answers them), and
 * the first of `gates` whose field the parsed fields set names the record, checked as scopedProcedure does (an
 * event's edit by its slug, else a new one in the school named). The resolver receives the parsed fields as
 * `ctx.fields` and the record as `ctx.scope`; `input` stays the raw form, for its files.
 */
export function scopedFormProcedure<S extends z.ZodType, const G extends readonly FormGate[]>(
  schema: S,
  part: string,
  gates: G,
) {
  return protectedProcedure
    .meta({ scope: { kind: "form", part, gates } })
    .input(z.instanceof(FormData))
    .use(async ({ ctx, input, next }) => {
      const fields = jsonPart(schema, input, part);
      const gate = gates.find((g) => typeof (fields as Record<string, unknown>)[g.field] === "string");
      if (!gate) throw new AppError("BAD_REQUEST", "validation.checkInput");
      const scope = await gateRecord(
        ctx.db,
        ctx.actor,
        gate.kind as G[number]["kind"],
        (fields as Record<string, string>)[gate.field]!,
        gate.permissions,
      );
      return next({ ctx: { ...ctx, fields: fields as z.output<S>, scope } });
    });
}

/**
 * "This school, or the platform when none": roles are handed out in a school or platform-wide (`schoolId` null). Null
 * takes `permission` as a platform-wide grant (platformProcedure's rule); a school's id takes it there through a staff
 * role, checked before the school is read (a stranger cannot tell an existing school from a made-up id), then the
 * school must exist (404) — scopedProcedure's "school". The service receives `ctx.scope`.
 */
export function schoolOrPlatformProcedure(permission: Permission) {
  return protectedProcedure
    .meta({ scope: { kind: "schoolOrPlatform", field: "schoolId", permissions: [permission] } })
    .input(z.object({ schoolId: recordId().nullable() }))
    .use(async ({ ctx, input, next }) => {
      if (input.schoolId === null && !ctx.actor.global.has(permission))
        throw new AppError("FORBIDDEN", "errors.forbidden");
      if (input.schoolId !== null) await gateRecord(ctx.db, ctx.actor, "school", input.schoolId, [permission]);
      return next({ ctx: { ...ctx, scope: { schoolId: input.schoolId } as SchoolOrPlatform } });
    });
}

/** A relationship's procedure: the record's id read from `field` (declared for the matrix), then resolved by its gate. */
const relatedBy = <F extends string>(scope: DeclaredScope & { field: F }) =>
  protectedProcedure
    .meta({ scope })
    .input(z.object({ [scope.field]: recordId() } as { [k in F]: ReturnType<typeof recordId> }));
const idIn = (input: unknown, field: string) => (input as Record<string, string>)[field]!;
const asList = (permission: Permission | readonly Permission[]): readonly Permission[] =>
  typeof permission === "string" ? [permission] : permission;

/**
 * "Acts for this child" (or reads them, or their timetable): the child named by `field` (default `studentId`) and how
 * the actor stands to them (relations.ts) are resolved once here; the service receives `ctx.child` with the
 * relationship (`as`) and checks nothing again. A parent under a 'read-only' custody decision reads but never acts;
 * under 'no access' they have no link and get nothing; a trusted adult reads the timetable only.
 */
export function childProcedure<F extends string = "studentId">(rule: ChildRule, field?: F) {
  const from = (field ?? "studentId") as F;
  return relatedBy({ kind: "child", field: from, rule }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, child: await relateToChild(ctx.db, ctx.actor, idIn(input, from), rule) } }),
  );
}

/**
 * "Teaches this class" / "teaches this class subject": one of `permissions` through a staff role in its school, and the
 * school's administration or a teacher of (a subject of) that class. The service receives `ctx.taught`.
 */
export function taughtClassProcedure<F extends string = "classId">(
  permission: Permission | readonly Permission[] | "role",
  field?: F,
) {
  const [from, permissions] = [
    (field ?? "classId") as F,
    permission === "role" ? permission : asList(permission),
  ] as const;
  return relatedBy({ kind: "taughtClass", field: from, permissions }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, taught: await relateToClass(ctx.db, ctx.actor, idIn(input, from), permissions) } }),
  );
}

export function taughtClassSubjectProcedure<F extends string = "classSubjectId">(
  permission: Permission | readonly Permission[],
  field?: F,
) {
  const [from, permissions] = [(field ?? "classSubjectId") as F, asList(permission)] as const;
  return relatedBy({ kind: "taughtClassSubject", field: from, permissions }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, taught: await relateToClassSubject(ctx.db, ctx.actor, idIn(input, from), permissions) } }),
  );
}

/**
 * "Reads this class": the class named by `field` (default `classId`) and how the actor stands to it — its school's
 * administration, a teacher of it, a pupil of it or their guardian (relations.ts) — resolved once here; the service
 * receives `ctx.readClass`.
 */
export function classReaderProcedure<F extends string = "classId">(field?: F) {
  const from = (field ?? "classId") as F;
  return relatedBy({ kind: "readsClass", field: from }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, readClass: await relateToClassReader(ctx.db, ctx.actor, idIn(input, from)) } }),
  );
}

/** "Reads this class" for the class page (/class/{slug}): the class named by its address (404 unknown), then as above. */
export function classPageProcedure() {
  return protectedProcedure
    .meta({ scope: { kind: "readsClass", field: "slug" } })
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .use(async ({ ctx, input, next }) => {
      const cls = await ctx.db.schoolClass.findUnique({ where: { slug: input.slug }, select: { id: true } });
      if (!cls) throw new AppError("NOT_FOUND", "errors.notFound");
      return next({ ctx: { ...ctx, readClass: await relateToClassReader(ctx.db, ctx.actor, cls.id) } });
    });
}

/**
 * "A member of this conversation today": the membership named by `field` (default `conversationId`) holds only while
 * the relationship that made it does (a parent still linked to the child, or to a pupil of the class; staff still in
 * the school); anyone else gets 404. The service receives `ctx.membership` with what the member may do in it.
 */
export function conversationProcedure<F extends string = "conversationId">(field?: F) {
  const from = (field ?? "conversationId") as F;
  return relatedBy({ kind: "conversation", field: from }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, membership: await relateToConversation(ctx.db, ctx.actor, idIn(input, from)) } }),
  );
}

/**
 * "Reads this report card": the card named by `field` (default `id`), its class's staff, or its pupil and their
 * parents once released; anyone else gets 404 as for an unknown card (relations.ts). The service receives `ctx.card`.
 */
export function cardProcedure<F extends string = "id">(field?: F) {
  const from = (field ?? "id") as F;
  return relatedBy({ kind: "readsCard", field: from }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, card: await relateToCard(ctx.db, ctx.actor, idIn(input, from)) } }),
  );
}

/**
 * "Reads this payment" (its receipt): the payment named by `field` (default `id`), the school's payment staff or the
 * pupil's guardians (PAYMENTS_OF_CHILD); anyone else gets 404 (relations.ts). The service receives `ctx.payment`.
 */
export function paymentReaderProcedure<F extends string = "id">(field?: F) {
  const from = (field ?? "id") as F;
  return relatedBy({ kind: "readsPayment", field: from }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, payment: await relateToPayment(ctx.db, ctx.actor, idIn(input, from)) } }),
  );
}

/**
 * "An account this actor manages" (/users): the account named by `field` (default `id`) holds a role in a school
 * where the actor edits users, or any account for a platform-wide grant (relations.ts). The service receives
 * `ctx.account`.
 */
export function accountProcedure<F extends string = "id">(field?: F) {
  const from = (field ?? "id") as F;
  return relatedBy({ kind: "managesAccount", field: from }).use(async ({ ctx, input, next }) =>
    next({ ctx: { ...ctx, account: await relateToAccount(ctx.db, ctx.actor, idIn(input, from)) } }),
  );
}

/**
 * "Belongs to this school": any role there (staff or family), or the super admin; the school named by `field` (default
 * `schoolId`) must exist (404). For the screens that show each person their own part of a school (a parent their
 * children, a teacher their classes, an administrator the chosen class): the service narrows by relationship through
 * relations.ts and receives `ctx.school`, which only this gate makes.
 */
export function memberProcedure<F extends string = "schoolId">(field?: F) {
  const from = (field ?? "schoolId") as F;
  return relatedBy({ kind: "member", field: from }).use(async ({ ctx, input, next }) => {
    const schoolId = idIn(input, from);
    if (!ctx.actor.schoolIds.includes(schoolId) && !isSuperAdmin(ctx.actor))
      throw new AppError("FORBIDDEN", "errors.forbidden");
    const school = await resolveScope(ctx.db, "school", schoolId);
    if (!school) throw new AppError("NOT_FOUND", "errors.notFound");
    return next({ ctx: { ...ctx, school: school as MemberOf } });
  });
}

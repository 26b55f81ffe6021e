import type { z } from "zod";
import type { Permission } from "~/lib/permissions";
import { ZEventRef } from "~/modules/events/client";
import type { Db } from "~/platform/db";
import type { ChildRule } from "./relations";

/**
 * What an action is scoped to, resolved once from its input by the procedure's gate (scopedProcedure in trpc.ts),
 * before the service runs — cal.com's team-scoped permission procedures, for every record a school owns. Each
 * resolver reads the record's school (and what the services need of it) by primary key; an unknown id is a 404.
 *
 * A service that takes a `Scoped<K>` needs no check of its own: the type can only be made here, so a service
 * cannot be handed a record that did not pass the gate.
 */
const RESOLVERS = {
  school: (db: Db, id: string) =>
    db.school.findUnique({ where: { id }, select: { id: true } }).then((s) => s && { id: s.id, schoolId: s.id }),
  schoolYear: (db: Db, id: string) => db.schoolYear.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  term: (db: Db, id: string) =>
    db.term
      .findUnique({
        where: { id },
        select: { id: true, schoolYearId: true, schoolYear: { select: { schoolId: true } } },
      })
      .then((t) => t && { id: t.id, schoolYearId: t.schoolYearId, schoolId: t.schoolYear.schoolId }),
  level: (db: Db, id: string) => db.level.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  subject: (db: Db, id: string) => db.subject.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  class: (db: Db, id: string) =>
    db.schoolClass.findUnique({ where: { id }, select: { id: true, schoolId: true, schoolYearId: true } }),
  classSubject: (db: Db, id: string) =>
    db.classSubject
      .findUnique({ where: { id }, select: { id: true, classId: true, class: { select: { schoolId: true } } } })
      .then((r) => r && { id: r.id, classId: r.classId, schoolId: r.class.schoolId }),
  // resolvers added for teaching's actions (timetable, textbook, homework, absences)
  student: (db: Db, id: string) =>
    db.student.findUnique({ where: { id }, select: { id: true, schoolId: true, userId: true } }),
  payment: (db: Db, id: string) => db.payment.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  fee: (db: Db, id: string) => db.fee.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  discount: (db: Db, id: string) =>
    db.feeDiscount
      .findUnique({ where: { id }, select: { id: true, studentId: true, student: { select: { schoolId: true } } } })
      .then((d) => d && { id: d.id, studentId: d.studentId, schoolId: d.student.schoolId }),
  familyRequest: (db: Db, id: string) =>
    db.familyRequest.findUnique({ where: { id }, select: { id: true, schoolId: true, studentId: true } }),
  evaluation: (db: Db, id: string) =>
    db.evaluation.findUnique({ where: { id }, select: { id: true, schoolId: true, classSubjectId: true } }),
  /** a timetable slot: its sessions are written (record, attendance) on the dates it takes place */
  slot: (db: Db, id: string) =>
    db.timetableSlot.findUnique({ where: { id }, select: { id: true, schoolId: true, classSubjectId: true } }),
  homework: (db: Db, id: string) =>
    db.homework.findUnique({
      where: { id },
      select: { id: true, schoolId: true, classId: true, classSubjectId: true, groupId: true },
    }),
  /** a group of a class (half the class for a lab session): its school is its class's */
  classGroup: (db: Db, id: string) =>
    db.classGroup
      .findUnique({ where: { id }, select: { id: true, classId: true, class: { select: { schoolId: true } } } })
      .then((g) => g && { id: g.id, classId: g.classId, schoolId: g.class.schoolId }),
  // resolvers added for grades', payments' and people's actions
  /** a pupil's card for a term, with the class and term whose release decides who else reads it */
  reportCard: (db: Db, id: string) =>
    db.reportCard.findUnique({ where: { id }, select: { id: true, schoolId: true, classId: true, termId: true } }),
  /** an invitation a school sent; an offer to a placeholder's owner (linked at once) is not the school's to withdraw: null */
  invitation: (db: Db, id: string) =>
    db.schoolInvitation
      .findUnique({ where: { id }, select: { id: true, schoolId: true, placeholderId: true } })
      .then((i) => (i && !i.placeholderId ? { id: i.id, schoolId: i.schoolId } : null)),
  document: (db: Db, id: string) =>
    db.schoolDocument.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  proof: (db: Db, id: string) => db.paymentProof.findUnique({ where: { id }, select: { id: true, schoolId: true } }),
  /** an item of a school's lost property (an ad with a school); a public ad is no school's record */
  lostItem: (db: Db, id: string) =>
    db.ad
      .findUnique({ where: { id }, select: { id: true, schoolId: true } })
      .then((a) => (a?.schoolId ? { id: a.id, schoolId: a.schoolId } : null)),
  // resolvers added for the board's, events', resources' and notifications' actions
  // (no `ad` kind: a board ad is public, no school's — a resolver would answer null, 404, for every one of them, and
  // scopedProcedure checks a school's permission. Its author's acts are declared "own" with a gate of the ads router
  // that resolves the ad and checks its author, or a board moderator through the platform grant: routers/ads/gates.ts.
  // A school's lost property, the one kind of ad a school owns, is `lostItem` above.)
  /** a correction or erasure request made to a school (one made to the platform is no school's: platformProcedure) */
  dataRequest: (db: Db, id: string) =>
    db.dataRequest
      .findUnique({ where: { id }, select: { id: true, schoolId: true } })
      .then((r) => (r?.schoolId ? { id: r.id, schoolId: r.schoolId } : null)),
  /** a school's resource, with its author and stored file (deleting it: its author or the school's administration) */
  resource: (db: Db, id: string) =>
    db.resource.findUnique({
      where: { id },
      select: { id: true, schoolId: true, publishedById: true, fileKey: true, onMainPage: true },
    }),
  // resolvers added for the last actions resolved in their service (events by slug)
  /** a school's event, named by its slug (KEY_SCHEMA), with whether its school's public page shows it */
  event: (db: Db, slug: string) =>
    db.schoolEvent.findUnique({ where: { slug }, select: { id: true, schoolId: true, slug: true, isPublic: true } }),
} satisfies Record<string, (db: Db, id: string) => Promise<{ id: string; schoolId: string } | null>>;

export type ScopeKind = keyof typeof RESOLVERS;

/** The input field a kind is read from unless the action names another (an update's `id`). */
export const DEFAULT_FIELD = {
  school: "schoolId",
  schoolYear: "schoolYearId",
  term: "termId",
  level: "levelId",
  subject: "subjectId",
  class: "classId",
  classSubject: "classSubjectId",
  // fields of the kinds added for teaching
  student: "studentId",
  payment: "paymentId",
  fee: "feeId",
  discount: "discountId",
  familyRequest: "requestId",
  evaluation: "evaluationId",
  slot: "slotId",
  homework: "homeworkId",
  classGroup: "groupId",
  // fields of the kinds added for grades, payments and people
  reportCard: "reportCardId",
  invitation: "invitationId",
  document: "documentId",
  proof: "proofId",
  lostItem: "adId",
  dataRequest: "requestId",
  // fields of the kinds added for the board, events, resources and notifications
  resource: "resourceId",
  // fields of the kinds added for the last actions resolved in their service
  event: "slug",
} as const satisfies Record<ScopeKind, string>;

/**
 * The schema of a kind's key when it is not a record id (`recordId()`): an event is named by its slug, Arabic letters
 * included and longer than an id — the schema its router's inputs already use (ZEventRef).
 */
export const KEY_SCHEMA: Partial<Record<ScopeKind, z.ZodType<string, string>>> = { event: ZEventRef.shape.slug };

declare const GATED: unique symbol;

/** What only the gate (trpc.ts) makes: a service taking one cannot be reached without the check behind it. */
export type Gated<T> = T & { readonly [GATED]: true };

/** A record of kind K whose school the actor holds the action's permission in (made only by the gate). */
export type Scoped<K extends ScopeKind> = Gated<NonNullable<Awaited<ReturnType<(typeof RESOLVERS)[K]>>>>;

export async function resolveScope<K extends ScopeKind>(db: Db, kind: K, id: string): Promise<Scoped<K> | null> {
  return (await RESOLVERS[kind](db, id)) as Scoped<K> | null;
}

/**
 * What every procedure declares (meta.scope), read by the authorization matrix:
 * - a record kind: resolved from the input by the gate, the permission checked in that record's school;
 * - "own": the actor's own records (their account, notifications, devices) — no school;
 * - "platform": platform-wide grants only (the super admin's screens);
 * - "public": anyone, signed in or not (the board, sign-in, public pages);
 * - "signed": a token the server signed for one record (server-only procedures);
 * - "member": belongs to the school named by `field` (any role there) — a screen showing each person their own part;
 * - a relationship (relations.ts): "child" (acts for / reads this child), "taughtClass" and "taughtClassSubject"
 *   (teaches this class / class subject), "readsClass" (its staff, its pupils and their guardians), "conversation" (a
 *   member of this conversation today), "readsCard" (a report card: its class's staff, its family once released),
 *   "readsPayment" (a receipt: the payment staff, the payer's family), "managesAccount" (an account on /users);
 * - "schoolOrPlatform": the school named by `field`, or the platform when it is null (a role handed out);
 * - "form": a multipart form whose record sits in its JSON `part` (the first of `gates` whose field it sets).
 * Every procedure declares one (scope.test.ts).
 */
export type DeclaredScope =
  | { kind: ScopeKind; field: string; permissions: readonly Permission[] }
  | { kind: "child"; field: string; rule: ChildRule }
  | { kind: "taughtClass" | "taughtClassSubject"; field: string; permissions: readonly Permission[] | "role" }
  | { kind: "readsClass" | "readsCard" | "readsPayment" | "managesAccount"; field: string }
  | { kind: "schoolOrPlatform"; field: string; permissions: readonly Permission[] }
  | { kind: "form"; part: string; gates: readonly FormGate[] }
  | { kind: "conversation"; field: string }
  /** "belongs to this school" (any role there, or the super admin): the screens whose service then shows only what
   * the person's own relationships reach (their children, their classes) — through relations.ts, never a new check */
  | { kind: "member"; field: string }
  | { kind: "own" | "platform" | "public" }
  /** a pass the server signed for one record (a report card's print view, for the PDF job): the signature is the permission */
  | { kind: "signed" };

/** One record a multipart form may act on: its kind, the field of the form's JSON part naming it, the permission it takes. */
export interface FormGate {
  kind: ScopeKind;
  field: string;
  permissions: readonly Permission[];
}

/** The school a role is handed out in, or the platform when none (`schoolId` null), made only by schoolOrPlatformProcedure's gate. */
export type SchoolOrPlatform = Gated<{ schoolId: string | null }>;

/** A school the actor belongs to (any role there), made only by memberProcedure's gate. */
export type MemberOf = Gated<{ id: string; schoolId: string }>;

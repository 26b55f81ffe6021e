import { expect } from "vitest";
/* The authorization matrix's words: who acts, in which scope, and the helpers rows share (issue 49: the rows
 * live in their modules, src/modules/<m>/authorization.rows.ts; the runner in authorization-matrix.ts). */
import { readdirSync } from "node:fs";
import { inSelectedArea } from "../../scripts/test-areas.mjs";
import { appRouter, createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import { startLoginSession } from "~/platform/auth/login-sessions";
import { db } from "~/platform/db";
import { signCardRender } from "~/modules/grades/server/card-pdf";
import { closeRealtimeHub } from "~/platform/realtime";
import { storage } from "~/platform/storage";
import { authenticate } from "~/modules/account/server/authenticate";
import { newEmailLinkToken } from "~/modules/account/server/email-links";
import { callerAs, callerForUser, linked } from "~/test/callers";
import { newFamilyCode } from "~/modules/family/server/family-code";
import {
  COMBOS,
  WHO,
  adForm,
  buildWorld,
  freshAd,
  freshCategory,
  freshClass,
  freshAbsence,
  freshComment,
  freshCard,
  freshEvaluation,
  freshHomework,
  freshFee,
  freshPayment,
  freshStudent,
  pngForm,
  resetToken,
  twinOf,
  unique,
  validAd,
  withSecondRole,
  RELATIONS,
  RELATION_BASE,
  relationExpects,
  buildRelations,
  inRelation,
  type Relation,
  type RelationWorld,
  type Scope,
  type Who,
  type World,
  freshResourceFile,
  freshDocument,
  freshProof,
  proofForm,
  freshThread,
  freshClaim,
  freshLostItem,
} from "~/test/matrix-world";

export {
  readdirSync,
  inSelectedArea,
  appRouter,
  createCaller,
  createInnerTRPCContext,
  loadActor,
  startLoginSession,
  db,
  signCardRender,
  closeRealtimeHub,
  storage,
  authenticate,
  newEmailLinkToken,
  callerAs,
  callerForUser,
  linked,
  newFamilyCode,
  COMBOS,
  WHO,
  adForm,
  buildWorld,
  freshAd,
  freshCategory,
  freshClass,
  freshAbsence,
  freshComment,
  freshCard,
  freshEvaluation,
  freshHomework,
  freshFee,
  freshPayment,
  freshStudent,
  pngForm,
  resetToken,
  twinOf,
  unique,
  validAd,
  withSecondRole,
  RELATIONS,
  RELATION_BASE,
  relationExpects,
  buildRelations,
  inRelation,
  freshResourceFile,
  freshDocument,
  freshProof,
  proofForm,
  freshThread,
  freshClaim,
  freshLostItem,
};
export type { Relation, RelationWorld, Scope, Who, World };

/**
 * The authorization matrix: every procedure of the app router × the 8 roles and a visitor × the scopes that matter
 * to it (own school / another school; own child / another family's child; own content / someone else's). The
 * table below declares who may succeed; everyone else must be refused (401, 403, or 404 for what they may not know
 * exists). The list of procedures comes from the router itself: a procedure missing from the table fails the
 * build, so every new feature enters the matrix in the commit that adds it.
 */

export type Actor = Exclude<Who, "anonymous">;
export interface Call {
  w: World;
  scope: Scope;
  who: Who;
  /** the acting user's id (null for the visitor) */
  me: string | null;
}
export interface Rule {
  /** the scopes this procedure is tried in; default ["any"] */
  scopes?: Scope[];
  input?: (call: Call) => unknown;
  allow: (who: Who, scope: Scope) => boolean;
  /** act as a fresh account holding the same roles (procedures that change the actor's own account) */
  twin?: boolean;
  /** what an allowed call may return to this actor (leaks through an allowed call) */
  check?: (result: unknown, call: Call) => void | Promise<void>;
  /** where a relationship (issue 47) may do otherwise than `expectFor` derives from its role's rule, and why */
  relations?: Partial<Record<Relation, (scope: Scope) => boolean>>;
  /** an allowed answer to a teacher of another class may name the child (a circular they sent to her family) */
  namesChild?: boolean;
}

// ── who may ───────────────────────────────────────────────────────────────────────────────────────────────────
export const everyone = () => true;
export const signedIn = (who: Who) => who !== "anonymous";
export const only =
  (...whos: Who[]) =>
  (who: Who) =>
    whos.includes(who);
export const MODERATORS = only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER");
export const PLATFORM_EDITORS = only("SUPER_ADMIN", "DEVELOPER");
export const SCHOOL_ROLES: Who[] = ["ADMIN", "TEACHER", "PARENT", "STUDENT"];
/** administers the scope's school: its admin (own school only) or the super admin */
export const adminOf = (who: Who, scope: Scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other");
/** belongs to the scope's school */
export const memberOf = (who: Who, scope: Scope) =>
  who === "SUPER_ADMIN" || (scope !== "other" && SCHOOL_ROLES.includes(who));
/** the school's staff who read its pupils: admin, or a teacher of the pupil's class */
export const staffOf = (who: Who, scope: Scope) => adminOf(who, scope) || (who === "TEACHER" && scope !== "other");
/** teaches the scope's class subject (the demo teacher, in school A), or administers the school */
export const teachesHere = (who: Who, scope: Scope) => adminOf(who, scope) || (who === "TEACHER" && scope === "own");
/** the student or their parent, for their own child */
export const familyOwn = (who: Who, scope: Scope) => scope === "own" && (who === "STUDENT" || who === "PARENT");
export const ownOnly = (allowed: (who: Who) => boolean) => (who: Who, scope: Scope) => scope === "own" && allowed(who);
export const ownOr = (allowed: (who: Who) => boolean, others: (who: Who) => boolean) => (who: Who, scope: Scope) =>
  scope === "own" ? allowed(who) : others(who);

/** a family's screen shows its own children only, whichever child the address names (?student=) */
export const ownChildrenOnly = (result: unknown, { w, who }: Call) => {
  if (who === "PARENT" || who === "STUDENT") expect(JSON.stringify(result)).not.toContain(w.A.siblingStudentId);
};

/** a teacher, a student and a parent see their own classes only */
export const ownClassesOnly = (classes: { id: string; slug: string }[], { w, who, scope }: Call) => {
  if (adminOf(who, scope)) return;
  expect(classes.map((c) => c.slug)).toContain(w.A.classSlug);
  for (const c of classes) expect(c.id === w.A.classId || who === "TEACHER").toBe(true);
};
/** pupils and parents see classmates' names only */
export const classmatesNamesOnly = (result: unknown, { who, scope }: Call) => {
  if (staffOf(who, scope)) return;
  expect(JSON.stringify(result)).not.toMatch(/@|\+213|registrationNumber":"[^"]/);
};

export const SCHOOL: Scope[] = ["own", "other"];
export const CHILD: Scope[] = ["own", "sibling", "other"];
export const CONTENT: Scope[] = ["own", "other"];

export const school = ({ w, scope }: Call) => (scope === "other" ? w.B : w.A);
export const studentOf = ({ w, scope }: Call) =>
  scope === "own" ? w.A.studentId : scope === "sibling" ? w.A.siblingStudentId : w.B.studentId;
export const superAdmin = () => callerAs("SUPER_ADMIN");
/** the author of "own" content is the actor; of "other" content, the member (or the developer when the actor is the member) */
export const authorFor = ({ w, scope, who, me }: Call): string =>
  scope === "own" ? (me ?? w.users.MEMBER) : who === "MEMBER" ? w.users.DEVELOPER : w.users.MEMBER;

/**
 * a conversation of school A: with the actor in it ("own", on the family's side, or the school's when `side` says
 * so), or between two other people ("other"); its first message is the other member's
 */
export async function conversationFor({ w, scope, me, who }: Call, as?: "FAMILY" | "STAFF") {
  // the actor on the side their role puts them (staff on the school's; a member is "in it today" only so, issue 47)
  const side = as ?? (["SUPER_ADMIN", "ADMIN", "TEACHER", "DEVELOPER", "WEBMASTER"].includes(who) ? "STAFF" : "FAMILY");
  const stranger = async () =>
    (await db.user.create({ data: { name: "Inconnu", slug: `inconnu-${unique()}` }, select: { id: true } })).id;
  const members = scope === "own" && me ? [me, await stranger()] : [await stranger(), await stranger()];
  const sides = side === "FAMILY" ? ["FAMILY", "STAFF"] : ["STAFF", "FAMILY"];
  const conversation = await db.conversation.create({
    data: {
      schoolId: w.A.id,
      kind: "FAMILY_TEACHER",
      studentId: w.A.studentId,
      members: { create: members.map((userId, i) => ({ userId, side: sides[i]! })) },
      messages: { create: { authorId: members[1], body: "Bonjour" } },
    },
    select: { id: true, messages: { select: { id: true } } },
  });
  return { conversationId: conversation.id, othersMessageId: conversation.messages[0]!.id };
}

/** a correction request waiting at a school (or the platform: null), made by the member */
export async function freshDataRequest({ w }: Call, schoolId: string | null) {
  return db.dataRequest.create({
    data: {
      requesterId: w.users.MEMBER,
      schoolId,
      kind: "CORRECTION",
      details: "Mon nom est mal écrit.",
      dueAt: new Date(Date.now() + 10 * 86_400_000),
    },
    select: { id: true },
  });
}

/** a message of the actor's own ("own") in a conversation they are in, or someone else's elsewhere ("other") */
export async function messageFor(call: Call) {
  const { conversationId, othersMessageId } = await conversationFor(call);
  if (call.scope !== "own" || !call.me) return { messageId: othersMessageId };
  return {
    messageId: (
      await db.message.create({
        data: { conversationId, authorId: call.me, body: "Mon message" },
        select: { id: true },
      })
    ).id,
  };
}
/**
 * a circular reaching the family of the scope's pupil (its school: A, or B for "other"), sent by the actor — staff
 * follow what they sent — or, for a parent, by someone else
 */
export async function circularFor(call: Call) {
  const s = school(call);
  const author =
    call.who !== "PARENT" && call.me
      ? call.me
      : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
  const circular = await db.circular.create({
    data: {
      schoolId: s.id,
      authorId: author,
      title: "Sortie",
      body: "Sortie au musée.",
      answer: "ACKNOWLEDGE",
      audience: { kind: "class", classId: s.classId },
      recipients: 1,
      families: { create: { studentId: studentOf(call), classId: s.classId } },
    },
    select: { id: true },
  });
  return { circularId: circular.id };
}
/** its sender (holding circular.send in its school) or the school's administrators */
export const followsCircular = (who: Who, scope: Scope) =>
  who === "SUPER_ADMIN" || (["ADMIN", "TEACHER"].includes(who) && scope !== "other");

/** a free slot, in a week, of a teacher of the scope's pupil (its school's) */
export async function slotFor(call: Call) {
  const ofPupil = { class: { enrollments: { some: { studentId: studentOf(call) } } } };
  // the demo teacher where they teach the pupil (school A), else whoever does
  const teaches =
    (await db.classSubject.findFirst({
      where: { teacherId: call.w.users.TEACHER, ...ofPupil },
      select: { teacherId: true },
    })) ??
    (await db.classSubject.findFirstOrThrow({
      where: { teacherId: { not: null }, ...ofPupil },
      select: { teacherId: true },
    }));
  const at = new Date(Date.now() + 7 * 86_400_000 + Math.floor(Math.random() * 1e7));
  return db.meetingSlot.create({
    data: {
      schoolId: school(call).id,
      teacherId: teaches.teacherId!,
      startsAt: at,
      endsAt: new Date(at.getTime() + 600_000),
    },
    select: { id: true, teacherId: true },
  });
}
export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** in a conversation of school A and still holding message.send there (staff, a parent, the super admin) */
export const writesIn = (who: Who, scope: Scope) =>
  scope === "own" && ["SUPER_ADMIN", "ADMIN", "TEACHER", "PARENT"].includes(who);
/** on the school's side of it, through a staff role */
export const managesIn = (who: Who, scope: Scope) =>
  scope === "own" && ["SUPER_ADMIN", "ADMIN", "TEACHER"].includes(who);

// ── relationships' exceptions (issue 47), each with its reason ──
export type Relations = NonNullable<Rule["relations"]>;
/** Sara's class or subject as its staff's: only whoever teaches it (and the school's administration) */
export const TEACHING_ONLY: Relations = { TEACHER_OTHER_CLASS: () => false, TEACHER_NO_CLASS: () => false };
/** Sara's class itself, as its families': theirs only while a child of theirs is in it and not barred */
export const CLASS_FAMILIES: Relations = { PARENT_NO_ACCESS: () => false, PARENT_CHILD_MOVED: () => false };
/** a screen that shows a teacher their own classes whatever child the address names (never that child: checked) */
export const STAFF_SCREEN: Relations = {
  TEACHER_OTHER_CLASS: (s) => s !== "other",
  TEACHER_NO_CLASS: (s) => s !== "other",
};
/** a conversation about Sara: a parent barred from her is no longer in it; a read-only one reads it and writes nothing */
export const ABOUT_CHILD_READS: Relations = { PARENT_NO_ACCESS: () => false };
export const ABOUT_CHILD_WRITES: Relations = { PARENT_NO_ACCESS: () => false, PARENT_READ_ONLY: () => false };

export const iso = (d: Date) => d.toISOString().slice(0, 10);

export function eventForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set("fields", JSON.stringify(fields));
  return form;
}

/** A members-only event of the scope's school, written directly (the procedures under test are not the seed). */
export function freshEvent(
  call: Call,
  audience: { audience: "SCHOOL" | "CLASS"; classId?: string } = { audience: "SCHOOL" },
) {
  return db.schoolEvent.create({
    data: {
      schoolId: school(call).id,
      slug: `evenement-${unique()}`,
      title: "Réunion",
      startsAt: new Date("2030-05-04T08:00:00Z"),
      createdById: call.w.users.ADMIN,
      ...audience,
    },
    select: { slug: true },
  });
}

import { readdirSync } from "node:fs";
import { inSelectedArea } from "../../scripts/test-areas.mjs";
import path from "node:path";
import type { AnyProcedure, TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter, createCaller } from "~/server/api/root";
import { createInnerTRPCContext } from "~/server/api/trpc";
import { loadActor } from "~/server/auth/actor";
import { startLoginSession } from "~/server/services/auth/login-sessions";
import { db } from "~/server/db";
import { signCardRender } from "~/server/pdf/card-pdf";
import { closeRealtimeHub } from "~/server/realtime";
import { storage } from "~/server/storage";
import { authenticate } from "~/server/services/auth/authenticate";
import { newEmailLinkToken } from "~/server/services/auth/email-links";
import { callerAs, callerForUser, linked } from "~/test/callers";
import { newFamilyCode } from "~/server/services/family/family-code";
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

/**
 * The authorization matrix: every procedure of the app router × the 8 roles and a visitor × the scopes that matter
 * to it (own school / another school; own child / another family's child; own content / someone else's). The
 * table below declares who may succeed; everyone else must be refused (401, 403, or 404 for what they may not know
 * exists). The list of procedures comes from the router itself: a procedure missing from the table fails the
 * build, so every new feature enters the matrix in the commit that adds it.
 */

type Actor = Exclude<Who, "anonymous">;
interface Call {
  w: World;
  scope: Scope;
  who: Who;
  /** the acting user's id (null for the visitor) */
  me: string | null;
}
interface Rule {
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
const everyone = () => true;
const signedIn = (who: Who) => who !== "anonymous";
const only = (...whos: Who[]) => (who: Who) => whos.includes(who);
const MODERATORS = only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER");
const PLATFORM_EDITORS = only("SUPER_ADMIN", "DEVELOPER");
const SCHOOL_ROLES: Who[] = ["ADMIN", "TEACHER", "PARENT", "STUDENT"];
/** administers the scope's school: its admin (own school only) or the super admin */
const adminOf = (who: Who, scope: Scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other");
/** belongs to the scope's school */
const memberOf = (who: Who, scope: Scope) => who === "SUPER_ADMIN" || (scope !== "other" && SCHOOL_ROLES.includes(who));
/** the school's staff who read its pupils: admin, or a teacher of the pupil's class */
const staffOf = (who: Who, scope: Scope) => adminOf(who, scope) || (who === "TEACHER" && scope !== "other");
/** teaches the scope's class subject (the demo teacher, in school A), or administers the school */
const teachesHere = (who: Who, scope: Scope) => adminOf(who, scope) || (who === "TEACHER" && scope === "own");
/** the student or their parent, for their own child */
const familyOwn = (who: Who, scope: Scope) => scope === "own" && (who === "STUDENT" || who === "PARENT");
const ownOnly = (allowed: (who: Who) => boolean) => (who: Who, scope: Scope) => scope === "own" && allowed(who);
const ownOr = (allowed: (who: Who) => boolean, others: (who: Who) => boolean) => (who: Who, scope: Scope) =>
  scope === "own" ? allowed(who) : others(who);

/** a family's screen shows its own children only, whichever child the address names (?student=) */
const ownChildrenOnly = (result: unknown, { w, who }: Call) => {
  if (who === "PARENT" || who === "STUDENT") expect(JSON.stringify(result)).not.toContain(w.A.siblingStudentId);
};

/** a teacher, a student and a parent see their own classes only */
const ownClassesOnly = (classes: { id: string; slug: string }[], { w, who, scope }: Call) => {
  if (adminOf(who, scope)) return;
  expect(classes.map((c) => c.slug)).toContain(w.A.classSlug);
  for (const c of classes) expect(c.id === w.A.classId || who === "TEACHER").toBe(true);
};
/** pupils and parents see classmates' names only */
const classmatesNamesOnly = (result: unknown, { who, scope }: Call) => {
  if (staffOf(who, scope)) return;
  expect(JSON.stringify(result)).not.toMatch(/@|\+213|registrationNumber":"[^"]/);
};

const SCHOOL: Scope[] = ["own", "other"];
const CHILD: Scope[] = ["own", "sibling", "other"];
const CONTENT: Scope[] = ["own", "other"];

const school = ({ w, scope }: Call) => (scope === "other" ? w.B : w.A);
const studentOf = ({ w, scope }: Call) => (scope === "own" ? w.A.studentId : scope === "sibling" ? w.A.siblingStudentId : w.B.studentId);
const superAdmin = () => callerAs("SUPER_ADMIN");
/** the author of "own" content is the actor; of "other" content, the member (or the developer when the actor is the member) */
const authorFor = ({ w, scope, who, me }: Call): string => (scope === "own" ? (me ?? w.users.MEMBER) : who === "MEMBER" ? w.users.DEVELOPER : w.users.MEMBER);

/**
 * a conversation of school A: with the actor in it ("own", on the family's side, or the school's when `side` says
 * so), or between two other people ("other"); its first message is the other member's
 */
async function conversationFor({ w, scope, me, who }: Call, as?: "FAMILY" | "STAFF") {
  // the actor on the side their role puts them (staff on the school's; a member is "in it today" only so, issue 47)
  const side = as ?? (["SUPER_ADMIN", "ADMIN", "TEACHER", "DEVELOPER", "WEBMASTER"].includes(who) ? "STAFF" : "FAMILY");
  const stranger = async () => (await db.user.create({ data: { name: "Inconnu", slug: `inconnu-${unique()}` }, select: { id: true } })).id;
  const members = scope === "own" && me ? [me, await stranger()] : [await stranger(), await stranger()];
  const sides = side === "FAMILY" ? ["FAMILY", "STAFF"] : ["STAFF", "FAMILY"];
  const conversation = await db.conversation.create({
    data: { schoolId: w.A.id, kind: "FAMILY_TEACHER", studentId: w.A.studentId, members: { create: members.map((userId, i) => ({ userId, side: sides[i]! })) }, messages: { create: { authorId: members[1], body: "Bonjour" } } },
    select: { id: true, messages: { select: { id: true } } },
  });
  return { conversationId: conversation.id, othersMessageId: conversation.messages[0]!.id };
}

/** a correction request waiting at a school (or the platform: null), made by the member */
async function freshDataRequest({ w }: Call, schoolId: string | null) {
  return db.dataRequest.create({
    data: { requesterId: w.users.MEMBER, schoolId, kind: "CORRECTION", details: "Mon nom est mal écrit.", dueAt: new Date(Date.now() + 10 * 86_400_000) },
    select: { id: true },
  });
}

/** a message of the actor's own ("own") in a conversation they are in, or someone else's elsewhere ("other") */
async function messageFor(call: Call) {
  const { conversationId, othersMessageId } = await conversationFor(call);
  if (call.scope !== "own" || !call.me) return { messageId: othersMessageId };
  return { messageId: (await db.message.create({ data: { conversationId, authorId: call.me, body: "Mon message" }, select: { id: true } })).id };
}
/**
 * a circular reaching the family of the scope's pupil (its school: A, or B for "other"), sent by the actor — staff
 * follow what they sent — or, for a parent, by someone else
 */
async function circularFor(call: Call) {
  const s = school(call);
  const author = call.who !== "PARENT" && call.me ? call.me : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
  const circular = await db.circular.create({
    data: { schoolId: s.id, authorId: author, title: "Sortie", body: "Sortie au musée.", answer: "ACKNOWLEDGE", audience: { kind: "class", classId: s.classId }, recipients: 1, families: { create: { studentId: studentOf(call), classId: s.classId } } },
    select: { id: true },
  });
  return { circularId: circular.id };
}
/** its sender (holding circular.send in its school) or the school's administrators */
const followsCircular = (who: Who, scope: Scope) => who === "SUPER_ADMIN" || (["ADMIN", "TEACHER"].includes(who) && scope !== "other");

/** a free slot, in a week, of a teacher of the scope's pupil (its school's) */
async function slotFor(call: Call) {
  const ofPupil = { class: { enrollments: { some: { studentId: studentOf(call) } } } };
  // the demo teacher where they teach the pupil (school A), else whoever does
  const teaches =
    (await db.classSubject.findFirst({ where: { teacherId: call.w.users.TEACHER, ...ofPupil }, select: { teacherId: true } })) ??
    (await db.classSubject.findFirstOrThrow({ where: { teacherId: { not: null }, ...ofPupil }, select: { teacherId: true } }));
  const at = new Date(Date.now() + 7 * 86_400_000 + Math.floor(Math.random() * 1e7));
  return db.meetingSlot.create({ data: { schoolId: school(call).id, teacherId: teaches.teacherId!, startsAt: at, endsAt: new Date(at.getTime() + 600_000) }, select: { id: true, teacherId: true } });
}
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** in a conversation of school A and still holding message.send there (staff, a parent, the super admin) */
const writesIn = (who: Who, scope: Scope) => scope === "own" && ["SUPER_ADMIN", "ADMIN", "TEACHER", "PARENT"].includes(who);
/** on the school's side of it, through a staff role */
const managesIn = (who: Who, scope: Scope) => scope === "own" && ["SUPER_ADMIN", "ADMIN", "TEACHER"].includes(who);

// ── relationships' exceptions (issue 47), each with its reason ──
type Relations = NonNullable<Rule["relations"]>;
/** Sara's class or subject as its staff's: only whoever teaches it (and the school's administration) */
const TEACHING_ONLY: Relations = { TEACHER_OTHER_CLASS: () => false, TEACHER_NO_CLASS: () => false };
/** Sara's class itself, as its families': theirs only while a child of theirs is in it and not barred */
const CLASS_FAMILIES: Relations = { PARENT_NO_ACCESS: () => false, PARENT_CHILD_MOVED: () => false };
/** a screen that shows a teacher their own classes whatever child the address names (never that child: checked) */
const STAFF_SCREEN: Relations = { TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" };
/** a conversation about Sara: a parent barred from her is no longer in it; a read-only one reads it and writes nothing */
const ABOUT_CHILD_READS: Relations = { PARENT_NO_ACCESS: () => false };
const ABOUT_CHILD_WRITES: Relations = { PARENT_NO_ACCESS: () => false, PARENT_READ_ONLY: () => false };

/** a fee of the school's current year (payments' rows of the matrix) */
const MATRIX: Record<string, Rule> = {
  // ── auth: open to all ──
  "auth.signUp": {
    input: () => ({ name: "Nouveau Membre", email: `inscription-${unique()}@matrice.dz`, password: "motdepasse1", confirmPassword: "motdepasse1" }),
    allow: everyone,
  },
  "auth.requestPasswordReset": { input: () => ({ email: "member@wasla.dz" }), allow: everyone },
  "auth.resetPassword": {
    input: async () => {
      const user = await db.user.create({ data: { name: "Oubli", slug: `oubli-${unique()}`, email: `oubli-${unique()}@matrice.dz` } });
      return { token: await resetToken(user.id), password: "nouveaumotdepasse", confirmPassword: "nouveaumotdepasse" };
    },
    allow: everyone,
  },

  // the mailed links: the token is the right, whoever follows it
  "auth.activateAccount": {
    input: async () => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      const email = `active-${unique()}@matrice.dz`;
      await db.signupRequest.create({ data: { email, name: "Nouvelle Inscrite", passwordHash: "x", tokenHash, expiresAt } });
      return { token };
    },
    allow: everyone,
  },
  "auth.confirmOAuthLink": {
    input: async ({ w }) => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      await db.oAuthLinkRequest.create({ data: { userId: w.users.MEMBER, provider: "google", providerAccountId: `g-${unique()}`, tokenHash, expiresAt } });
      return { token };
    },
    allow: everyone,
  },

  "auth.confirmEmailChange": {
    input: async () => {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      const user = await db.user.create({ data: { name: "Nouvelle Adresse", slug: `adresse-${unique()}` } });
      await db.emailChangeRequest.create({ data: { userId: user.id, email: `nouvelle-${unique()}@matrice.dz`, tokenHash, expiresAt } });
      return { token };
    },
    allow: everyone,
  },

  // ── one's own account ──
  "account.me": { allow: signedIn },
  // the frame around every page: one's own name, unread count and schools' notices, nobody else's
  "account.frame": {
    allow: signedIn,
    check: async (result, call) => {
      const frame = result as { unread: number; notices: { id: string }[] };
      expect(frame.unread).toBe(await db.notification.count({ where: { userId: call.me!, readAt: null } }));
      if (call.who !== "SUPER_ADMIN") expect(frame.notices.map((n) => n.id)).not.toContain(call.w.B.id);
    },
  },
  "account.updateProfile": {
    twin: true,
    input: async ({ w, me }) => {
      const user = await db.user.findUniqueOrThrow({ where: { id: me ?? w.users.MEMBER } });
      return { name: "Nom Modifié", email: user.email ?? "", phone: "", locale: "ar" };
    },
    allow: signedIn,
  },
  "account.setNotifyChannel": { input: () => ({ channel: "PUSH" }), allow: signedIn },
  "account.setBriefWhenCalm": { input: () => ({ whenCalm: true }), allow: signedIn },
  "account.setRefusesInvitations": { twin: true, input: () => ({ refuses: false }), allow: signedIn },
  "account.changePassword": {
    twin: true,
    input: () => ({ currentPassword: "wasla-demo-2026", password: "un-autre-mot-2026", confirmPassword: "un-autre-mot-2026" }),
    allow: signedIn,
  },
  "account.setPhoto": { twin: true, input: () => pngForm(), allow: signedIn },
  "account.removePhoto": { twin: true, allow: signedIn },

  // ── the board: reading is public, writing is one's own, moderation is the moderators' ──
  "ads.categories": { allow: everyone },
  "ads.choices": { allow: everyone },
  "ads.latest": {
    allow: everyone,
    // published ads only, like every public list
    check: async (result) => {
      const ids = (result as { latest: { ads: { id: string }[] }[] }).latest.flatMap((l) => l.ads.map((a) => a.id));
      expect(await db.ad.count({ where: { id: { in: ids }, status: { not: "PUBLISHED" } } })).toBe(0);
    },
  },
  "ads.category": { input: ({ w }) => ({ slug: w.categorySlug }), allow: everyone },
  "ads.search": { input: () => ({ q: "portefeuille" }), allow: everyone },
  "ads.bySlug": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: everyone },
  "ads.member": { input: ({ w }) => ({ slug: w.memberSlug }), allow: everyone },
  "ads.create": { input: () => adForm(validAd()), allow: everyone },
  "ads.mine": { allow: signedIn },
  "ads.forEdit": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.update": {
    scopes: CONTENT,
    input: async (call) => adForm({ ...validAd({ title: "Titre corrigé de l'annonce" }), slug: (await freshAd(authorFor(call))).slug, keepPhotoIds: [] }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.delete": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  // a visitor's private link: the right token is the right, whoever holds it
  "ads.forEditWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.updateWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return adForm({ ...validAd(), slug: ad.slug, keepPhotoIds: [] }, [], scope === "own" ? token : "y".repeat(24));
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.deleteWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.moderate": { input: async () => ({ slug: (await freshAd(null)).slug, status: "HIDDEN" }), allow: MODERATORS },
  "ads.setLike": { input: ({ w }) => ({ adId: w.publishedAd.id, liked: true }), allow: signedIn },
  // the board that returns things (issue 33): matches and claims are the poster's; a claim and a message anyone's
  "ads.matches": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.extend": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call))).slug }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "ads.extendWithLink": {
    scopes: CONTENT,
    input: async ({ scope }) => {
      const token = `tok${unique()}${unique()}`.padEnd(24, "x");
      const ad = await freshAd(null, { token });
      return { slug: ad.slug, token: scope === "own" ? token : "y".repeat(24) };
    },
    allow: (_who, scope) => scope === "own",
  },
  "ads.claim": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call), { type: "FOUND" })).slug, answer: "Une photo de ma fille est dedans." }),
    allow: (who, scope) => scope === "other" && signedIn(who),
  },
  "ads.myClaim": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: signedIn },
  "ads.claims": {
    scopes: CONTENT,
    input: async (call) => ({ slug: (await freshAd(authorFor(call), { type: "FOUND" })).slug }),
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.decideClaim": {
    scopes: CONTENT,
    input: async (call) => {
      const finder = authorFor(call);
      const claimant = [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== finder)!;
      return { claimId: (await freshClaim(finder, claimant)).id, accept: false };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.returned": { allow: everyone },
  // a school's lost property: read by its members, managed by its administration
  "ads.lostProperty": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "ads.postLostItem": {
    scopes: SCHOOL,
    input: (call) => ({
      schoolId: school(call).id,
      title: "Veste bleue trouvée",
      categoryId: call.w.categoryId,
      description: "Veste bleue trouvée dans la cour.",
      happenedOn: new Date().toISOString().slice(0, 10),
      wilayaCode: "16",
      communeCode: "1601",
    }),
    allow: adminOf,
  },
  "ads.lostPropertyRules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, days: 30, fate: "PUBLIC" }), allow: adminOf },
  "ads.lostItemReturned": {
    scopes: SCHOOL,
    input: async (call) => ({ adId: (await freshLostItem(school(call).id, call.w.users.ADMIN)).id }),
    allow: adminOf,
  },
  "ads.threads": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: signedIn },
  "ads.sendMessage": {
    input: async (call) => ({ slug: (await freshAd(authorFor({ ...call, scope: "other" }))).slug, body: "Bonjour, c'est peut-être à moi." }),
    allow: signedIn,
  },
  "ads.blockThread": {
    scopes: CONTENT,
    input: async (call) => {
      const poster = authorFor(call);
      const member = [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== poster)!;
      return { threadId: (await freshThread(poster, member)).threadId, blocked: true };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "ads.reportMessage": {
    scopes: CONTENT,
    // own: a message the poster wrote in my thread; other: a message in a thread I am not part of
    input: async (call) => {
      const poster = call.who === "MEMBER" ? call.w.users.DEVELOPER : call.w.users.MEMBER;
      const member = call.scope === "own" && call.me ? call.me : [call.w.users.PARENT, call.w.users.TEACHER].find((id) => id !== call.me)!;
      return { messageId: (await freshThread(poster, member)).fromPoster, reason: "SCAM_OR_SPAM" };
    },
    allow: (who, scope) => scope === "own" && signedIn(who),
  },

  "comments.list": { input: ({ w }) => ({ adId: w.publishedAd.id }), allow: everyone },
  "comments.mine": { allow: signedIn },
  "comments.create": { input: ({ w }) => ({ adId: w.publishedAd.id, body: "Je l'ai peut-être vu." }), allow: signedIn },
  "comments.update": {
    scopes: CONTENT,
    input: async (call) => ({ id: (await freshComment(call.w.publishedAd.id, authorFor(call))).id, body: "Corrigé." }),
    // a comment is rewritten by its author only, moderators included
    allow: ownOnly(signedIn),
  },
  "comments.delete": {
    scopes: CONTENT,
    input: async (call) => ({ id: (await freshComment(call.w.publishedAd.id, authorFor(call))).id }),
    allow: ownOr(signedIn, MODERATORS),
  },
  "reports.create": { input: async () => ({ adId: (await freshAd(null)).id, reason: "SCAM_OR_SPAM" }), allow: signedIn },

  "moderation.overview": { allow: MODERATORS },
  "moderation.ads": { input: () => ({ page: 1 }), allow: MODERATORS },
  "moderation.ad": { input: ({ w }) => ({ slug: w.publishedAd.slug }), allow: MODERATORS },
  "moderation.moderateAd": { input: async () => ({ adId: (await freshAd(null)).id, action: "hide" }), allow: MODERATORS },
  "moderation.setAdCategory": { input: async ({ w }) => ({ adId: (await freshAd(null)).id, categoryId: w.categoryId }), allow: MODERATORS },
  "moderation.complaints": { input: () => ({}), allow: MODERATORS },
  "moderation.resolveComplaint": {
    input: async ({ w }) => {
      const ad = await freshAd(null);
      await db.report.create({ data: { adId: ad.id, reporterId: w.users.MEMBER, reason: "SCAM_OR_SPAM" } });
      return { adId: ad.id, commentId: null, action: "dismiss" };
    },
    allow: MODERATORS,
  },
  "moderation.categories": { allow: MODERATORS },
  "moderation.createCategory": {
    input: () => {
      const s = unique();
      return { nameFr: `Nouvelle ${s}`, nameEn: `New ${s}`, nameAr: `جديدة ${s}` };
    },
    allow: MODERATORS,
  },
  "moderation.updateCategory": {
    input: async () => {
      const s = unique();
      return { id: (await freshCategory()).id, nameFr: `Renommée ${s}`, nameEn: `Renamed ${s}`, nameAr: `معدلة ${s}` };
    },
    allow: MODERATORS,
  },
  "moderation.moveCategory": { input: async () => ({ id: (await freshCategory()).id, direction: "up" }), allow: MODERATORS },
  "moderation.deleteCategory": { input: async () => ({ id: (await freshCategory()).id }), allow: MODERATORS },

  "roles.list": { allow: PLATFORM_EDITORS },
  "roles.setPermissions": {
    input: async () => {
      const teacher = await db.role.findUniqueOrThrow({ where: { key: "TEACHER" }, select: { permissions: { select: { permission: { select: { key: true } } } } } });
      return { role: "TEACHER", permissions: teacher.permissions.map((p) => p.permission.key) };
    },
    allow: PLATFORM_EDITORS,
  },

  "reference.wilayas": { allow: everyone },
  "reference.communes": { input: () => ({ wilayaCode: "16" }), allow: everyone },

  // ── schools ──
  "school.bySlug": { input: ({ w }) => ({ slug: w.A.slug }), allow: everyone },
  "school.publicPage": { input: ({ w }) => ({ slug: w.A.slug }), allow: everyone },
  // the screens' school: the one chosen when the actor belongs to it, else their first; never someone else's
  "school.active": {
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).slug }),
    allow: signedIn,
    check: (result, call) => {
      const active = (result as { school: { id: string } | null }).school;
      if (memberOf(call.who, call.scope)) expect(active?.id).toBe(school(call).id);
      else expect(active?.id).not.toBe(call.w.B.id);
    },
  },
  "school.mine": {
    allow: signedIn,
    check: (result, { w, who }) => {
      const ids = (result as { id: string }[]).map((s) => s.id);
      if (who !== "SUPER_ADMIN") expect(ids).not.toContain(w.B.id);
    },
  },
  "school.list": { input: () => ({ page: 1 }), allow: PLATFORM_EDITORS },
  "school.create": { input: () => ({ name: `École ${unique()}` }), allow: PLATFORM_EDITORS },
  // naming an admin acts inside a school: the super admin only (a developer must not make itself admin of a school)
  "school.addAdmin": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: "Adjoint", email: `adjoint-${unique()}@matrice.dz` }),
    allow: only("SUPER_ADMIN"),
  },
  "school.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "school.updateSettings": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await db.school.findUniqueOrThrow({ where: { id: school(call).id }, select: { name: true, termType: true } });
      return { schoolId: school(call).id, name: s.name, termType: s.termType };
    },
    allow: adminOf,
  },
  "school.setFlags": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, holidayMode: false }), allow: adminOf },

  "dashboard.overview": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: signedIn,
    // outsiders get the generic page: no counts, no current year of a school they do not belong to
    check: (result, { who, scope }) => {
      const r = result as { counts: unknown; current: unknown };
      if (!adminOf(who, scope)) expect(r.counts).toBeNull();
      if (!memberOf(who, scope)) expect(r.current).toBeNull();
    },
  },

  // the page's one action: a school one belongs to only (the page sends anyone else to the 403 page)
  "dashboard.home": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },

  // ── school structure ──
  "schoolYears.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "schoolYears.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "schoolYears.create": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: `Y${unique()}`.slice(0, 20), startsOn: "2030-09-01", endsOn: "2031-06-30" }),
    allow: adminOf,
  },
  "schoolYears.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const year = await db.schoolYear.findUniqueOrThrow({ where: { id: school(call).yearId } });
      return { id: year.id, name: year.name, startsOn: iso(year.startsOn), endsOn: iso(year.endsOn), isCurrent: year.isCurrent };
    },
    allow: adminOf,
  },
  "schoolYears.updateTerm": {
    scopes: SCHOOL,
    input: async (call) => {
      const term = await db.term.findUniqueOrThrow({ where: { id: school(call).termId } });
      return { id: term.id, startsOn: iso(term.startsOn), endsOn: iso(term.endsOn) };
    },
    allow: adminOf,
  },
  "schoolYears.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const year = await (await superAdmin()).schoolYears.create({ schoolId: school(call).id, name: `D${unique()}`.slice(0, 20), startsOn: "2031-09-01", endsOn: "2032-06-30" });
      return { id: year.id };
    },
    allow: adminOf,
  },

  "levels.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "levels.create": {
    scopes: SCHOOL,
    input: async (call) => {
      // a free primary grade (every school starts with 1–5: take one out of the way when none is free)
      const schoolId = school(call).id;
      const taken = new Set((await db.level.findMany({ where: { schoolId, cycle: "PRIMARY" }, select: { grade: true } })).map((l) => l.grade));
      let grade = [1, 2, 3, 4, 5].find((g) => !taken.has(g));
      if (grade === undefined) {
        const level = await db.level.findFirstOrThrow({ where: { schoolId, cycle: "PRIMARY", classes: { none: {} } }, orderBy: { grade: "desc" } });
        await db.levelSubject.deleteMany({ where: { levelId: level.id } });
        await db.level.delete({ where: { id: level.id } });
        grade = level.grade;
      }
      return { schoolId, cycle: "PRIMARY", grade, nameFr: `Primaire ${grade}`, nameEn: `Primary ${grade}`, nameAr: `ابتدائي ${grade}`, assessmentCoef: 1, testCoef: 1, examCoef: 2 };
    },
    allow: adminOf,
  },
  "levels.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const l = await db.level.findUniqueOrThrow({ where: { id: school(call).levelId } });
      return { id: l.id, cycle: l.cycle, grade: l.grade, nameFr: l.nameFr, nameEn: l.nameEn, nameAr: l.nameAr, assessmentCoef: l.assessmentCoef, testCoef: l.testCoef, examCoef: l.examCoef };
    },
    allow: adminOf,
  },
  "levels.setCoefficient": {
    scopes: SCHOOL,
    input: (call) => ({ levelId: school(call).levelId, subjectId: school(call).subjectId, coefficient: null }),
    allow: adminOf,
  },
  "levels.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const level = await db.level.findFirstOrThrow({ where: { schoolId: school(call).id, classes: { none: {} } }, orderBy: { grade: "desc" } });
      return { id: level.id };
    },
    allow: adminOf,
  },

  "subjects.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "subjects.create": {
    scopes: SCHOOL,
    input: (call) => {
      const s = unique();
      return { schoolId: school(call).id, nameFr: `Matière ${s}`, nameEn: `Subject ${s}`, nameAr: `مادة ${s}`, coefficient: 2 };
    },
    allow: adminOf,
  },
  "subjects.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await db.subject.findUniqueOrThrow({ where: { id: school(call).subjectId } });
      return { id: s.id, nameFr: s.nameFr, nameEn: s.nameEn, nameAr: s.nameAr, coefficient: s.coefficient };
    },
    allow: adminOf,
  },
  "subjects.move": {
    scopes: SCHOOL,
    input: (call) => ({ id: school(call).subjectId, direction: "down" }),
    allow: adminOf,
  },
  "subjects.delete": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = unique();
      const created = await (await superAdmin()).subjects.create({ schoolId: school(call).id, nameFr: `Jetable ${s}`, nameEn: `Disposable ${s}`, nameAr: `مؤقتة ${s}`, coefficient: 1 });
      return { id: created.id };
    },
    allow: adminOf,
  },

  "classes.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: (result, call) => ownClassesOnly(result as { id: string; slug: string }[], call),
  },
  "classes.bySlug": { relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).classSlug }),
    allow: memberOf,
    check: classmatesNamesOnly,
  },
  // the pages' actions: /classes (its years and the classes one sees), /class/{slug} (with what its admins link)
  "classes.screen": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: (result, call) => ownClassesOnly((result as { classes: { id: string; slug: string }[] }).classes, call),
  },
  "classes.classScreen": { relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ slug: school(call).classSlug }),
    allow: memberOf,
    check: (result, call) => {
      classmatesNamesOnly(result, call);
      if (!adminOf(call.who, call.scope)) expect((result as { teachers: unknown[] }).teachers).toEqual([]);
    },
  },
  "classes.create": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, schoolYearId: school(call).yearId, levelId: school(call).levelId, name: `N${unique()}`.slice(0, 20) }),
    allow: adminOf,
  },
  "classes.update": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      return { id: c.id, levelId: school(call).levelId, name: `R${unique()}`.slice(0, 20) };
    },
    allow: adminOf,
  },
  "classes.delete": { scopes: SCHOOL, input: async (call) => ({ id: (await freshClass(call.w, school(call).id)).id }), allow: adminOf },
  "classes.addSubject": {
    scopes: SCHOOL,
    input: async (call) => ({ classId: (await freshClass(call.w, school(call).id)).id, subjectId: school(call).subjectId, teacherId: null }),
    allow: adminOf,
  },
  "classes.updateSubject": { scopes: SCHOOL, input: (call) => ({ id: school(call).classSubjectId, coefficient: null }), allow: adminOf },
  "classes.removeSubject": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      await (await superAdmin()).classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      return { id: (await db.classSubject.findFirstOrThrow({ where: { classId: c.id } })).id };
    },
    allow: adminOf,
  },
  "classes.enroll": {
    scopes: SCHOOL,
    input: async (call) => ({ classId: school(call).classId, studentIds: [(await freshStudent(school(call).id)).id] }),
    allow: adminOf,
  },
  "classes.unenroll": {
    scopes: SCHOOL,
    input: async (call) => {
      const student = await freshStudent(school(call).id);
      await (await superAdmin()).classes.enroll({ classId: school(call).classId, studentIds: [student.id] });
      return { classId: school(call).classId, studentId: student.id };
    },
    allow: adminOf,
  },

  // ── people ──
  "people.teachers": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: (who, scope) => adminOf(who, scope) || (who === "TEACHER" && scope === "own"),
  },
  "people.addTeacher": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, name: "Nouvel Enseignant", email: `prof-${unique()}@matrice.dz` }),
    allow: adminOf,
  },
  "people.removeTeacher": {
    scopes: SCHOOL,
    input: async (call) => {
      const added = await (await superAdmin()).people.addTeacher({ schoolId: school(call).id, name: "Partant", email: `partant-${unique()}@matrice.dz` });
      return { schoolId: school(call).id, userId: linked(added) };
    },
    allow: adminOf,
  },
  "people.students": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: (who, scope) => staffOf(who, scope),
    check: (result, { who, scope }) => {
      if (adminOf(who, scope)) return;
      const rows = (result as { rows: { user: { email: string | null; phone: string | null }; parents: unknown[] }[] }).rows;
      for (const row of rows) expect([row.user.email, row.user.phone, row.parents.length]).toEqual([null, null, 0]);
    },
  },
  "people.student": {
    scopes: CHILD,
    input: (call) => ({ id: studentOf(call) }),
    // the school's staff; for Sara also herself and her parent
    allow: (who, scope) => staffOf(who, scope) || (scope === "own" && (who === "PARENT" || who === "STUDENT")),
    check: (result, { who, scope }) => {
      if (adminOf(who, scope) || who === "PARENT" || who === "STUDENT") return;
      const r = result as { user: { email: string | null; phone: string | null }; parents: unknown[] };
      expect([r.user.email, r.user.phone, r.parents.length]).toEqual([null, null, 0]);
    },
  },
  "people.myChildren": {
    allow: signedIn,
    check: (result, { w, who }) => {
      const ids = (result as { id: string }[]).map((c) => c.id);
      expect(ids).toEqual(who === "PARENT" ? [w.A.studentId] : []);
    },
  },
  "people.addStudent": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, name: `Inscrit ${unique()}` }), allow: adminOf },
  "people.updateStudent": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      return { id: s.id, name: "Nom Corrigé", birthPlace: "Tlemcen" };
    },
    allow: adminOf,
  },
  "people.removeStudent": { scopes: SCHOOL, input: async (call) => ({ id: (await freshStudent(school(call).id)).id }), allow: adminOf },
  "people.linkParent": {
    scopes: SCHOOL,
    input: async (call) => ({ studentId: (await freshStudent(school(call).id)).id, name: "Parent Nouveau", email: `tuteur-${unique()}@matrice.dz` }),
    allow: adminOf,
  },
  "people.unlinkParent": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      const parent = await (await superAdmin()).people.linkParent({ studentId: s.id, name: "Parent Partant", email: `partant-${unique()}@matrice.dz` });
      return { studentId: s.id, parentId: linked(parent) };
    },
    allow: adminOf,
  },
  "people.generateCredentials": {
    scopes: SCHOOL,
    input: async (call) => ({ schoolId: school(call).id, studentIds: [(await freshStudent(school(call).id)).id], students: true, parents: true }),
    allow: adminOf,
  },
  "people.invitations": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "people.withdrawInvitation": {
    scopes: SCHOOL,
    input: async (call) => {
      // a plain invitation (offers to a placeholder's owner are not the school's to list or withdraw)
      const member = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" }, select: { id: true } });
      const invitation = await db.schoolInvitation.create({ data: { schoolId: school(call).id, userId: member.id, role: "TEACHER", name: "Invité" } });
      return { id: invitation.id };
    },
    allow: adminOf,
  },
  "people.previewImport": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, rows: [{ name: "Ligne Import", parent1Name: "Parent Import", parent1Phone: "0770 99 00 11" }] }),
    allow: adminOf,
  },
  "people.import": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, rows: [{ name: `Importé ${unique()}`, parent1Name: "Parent Import", parent1Email: `import-${unique()}@matrice.dz` }] }),
    allow: adminOf,
  },

  // ── teaching life: timetables, textbook, attendance, homework, absences ──
  "timetable.week": { scopes: CHILD, input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }), allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope) },
  "timetable.today": { scopes: CHILD, input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }), allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope) },
  "timetable.ofClass": { relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: memberOf,
    check: (result, { who, scope }) => {
      // group members are the staff's business
      if (!adminOf(who, scope)) expect(JSON.stringify(result)).not.toMatch(/"studentIds":\["|"students":\[\{/);
    },
  },
  "timetable.saveSlot": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      await (await superAdmin()).classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      const cs = await db.classSubject.findFirstOrThrow({ where: { classId: c.id } });
      return { classId: c.id, classSubjectId: cs.id, weekday: 0, start: "06:00", end: "07:00" };
    },
    allow: adminOf,
  },
  "timetable.deleteSlot": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      const admin = await superAdmin();
      await admin.classes.addSubject({ classId: c.id, subjectId: school(call).subjectId, teacherId: null });
      const cs = await db.classSubject.findFirstOrThrow({ where: { classId: c.id } });
      return { id: (await admin.timetable.saveSlot({ classId: c.id, classSubjectId: cs.id, weekday: 1, start: "06:00", end: "07:00" })).id };
    },
    allow: adminOf,
  },
  "timetable.saveGroup": { scopes: SCHOOL, input: async (call) => ({ classId: (await freshClass(call.w, school(call).id)).id, name: "Groupe 1", studentIds: [] }), allow: adminOf },
  "timetable.deleteGroup": {
    scopes: SCHOOL,
    input: async (call) => {
      const c = await freshClass(call.w, school(call).id);
      return { id: (await (await superAdmin()).timetable.saveGroup({ classId: c.id, name: "Groupe 2", studentIds: [] })).id };
    },
    allow: adminOf,
  },
  "timetable.copy": { scopes: SCHOOL, input: async (call) => ({ fromClassId: school(call).classId, toClassId: (await freshClass(call.w, school(call).id)).id }), allow: adminOf },
  "timetable.carryOver": { scopes: SCHOOL, input: (call) => ({ fromYearId: school(call).yearId, toYearId: school(call).nextYearId }), allow: adminOf },
  "timetable.screen": { relations: STAFF_SCREEN, scopes: CHILD, input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }), allow: memberOf, check: ownChildrenOnly },
  "timetable.editorScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },

  "textbook.day": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, date: school(call).sessionDate }), allow: teachesHere },
  "textbook.session": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ slotId: school(call).slotId, date: school(call).sessionDate }),
    allow: teachesHere,
  },
  "textbook.saveRecord": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ slotId: school(call).slotId, date: school(call).sessionDate, title: "Séance", content: "Cours", teacherAbsent: false, marks: [] }),
    allow: teachesHere,
  },
  "textbook.saveAttendance": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ slotId: school(call).slotId, date: school(call).sessionDate, marks: [{ studentId: school(call).studentId, status: "PRESENT" }] }),
    allow: teachesHere,
  },
  "textbook.ofClass": { relations: { ...TEACHING_ONLY, ...CLASS_FAMILIES },
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId }),
    allow: memberOf,
    check: (result) => expect(JSON.stringify(result)).not.toMatch(/"marks"|"status":"ABSENT"/),
  },
  // the pages' actions: /attendance (who writes sessions), /textbook (writing for them, reading a class for the family)
  "textbook.attendanceScreen": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, date: school(call).sessionDate, slot: school(call).slotId }),
    allow: teachesHere,
  },
  "textbook.screen": { relations: STAFF_SCREEN,
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, classView: false, date: school(call).sessionDate, slot: school(call).slotId, student: studentOf(call) }),
    allow: memberOf,
    check: (result, call) => {
      ownChildrenOnly(result, call);
      if (call.who === "PARENT" || call.who === "STUDENT") expect(JSON.stringify(result)).not.toMatch(/"marks"|"status":"ABSENT"/);
    },
  },

  "homework.set": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ kind: "dueOn", classSubjectId: school(call).classSubjectId, description: "Exercice 3", dueOn: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) }),
    allow: teachesHere,
  },
  "homework.delete": { relations: TEACHING_ONLY, scopes: SCHOOL, input: async (call) => ({ id: (await freshHomework(school(call))).id }), allow: teachesHere },
  "homework.ofStudent": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope) },
  "homework.setDone": {
    scopes: SCHOOL,
    input: async (call) => ({ homeworkId: (await freshHomework(school(call))).id, done: true }),
    allow: (who, scope) => who === "STUDENT" && scope === "own",
  },
  "homework.setCorrected": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({ homeworkId: (await freshHomework(school(call))).id, studentIds: [school(call).studentId], corrected: true }),
    allow: teachesHere,
  },
  "homework.ofClass": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId }), allow: teachesHere },
  "homework.screen": { relations: STAFF_SCREEN, scopes: CHILD, input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }), allow: memberOf, check: ownChildrenOnly },

  "absences.ofStudent": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope) },
  "absences.justify": {
    scopes: CHILD,
    input: async (call) => {
      const sessionId = await freshAbsence(call.scope === "other" ? call.w.B : call.w.A, studentOf(call));
      return { studentId: studentOf(call), sessionIds: [sessionId], reason: "ILLNESS", note: "Fièvre" };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "absences.decide": {
    scopes: CHILD,
    input: async (call) => {
      const sessionId = await freshAbsence(call.scope === "other" ? call.w.B : call.w.A, studentOf(call), "PENDING");
      return { studentId: studentOf(call), sessionIds: [sessionId], accept: true };
    },
    allow: adminOf,
  },
  "absences.pending": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  // the page's one action: a school one belongs to; a family reads its own child whatever the address names
  "absences.screen": { scopes: CHILD, input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }), allow: memberOf, check: ownChildrenOnly },

  // ── grades: evaluations and the grade table (a class subject's teacher, the school's administrators) ──
  "evaluations.ofClass": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId, termId: school(call).termId }), allow: teachesHere },
  "evaluations.save": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ classSubjectId: school(call).classSubjectId, termId: school(call).termId, kind: "QUIZ", from: school(call).sessionDate, to: school(call).sessionDate }),
    allow: teachesHere,
  },
  "evaluations.delete": { relations: TEACHING_ONLY, scopes: SCHOOL, input: async (call) => ({ id: (await freshEvaluation(school(call))).id }), allow: teachesHere },
  // the pages' actions: the school's administrators and teachers (/evaluations, /exemptions), who edit grades (/gradetable)
  "evaluations.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "gradebook.table": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classSubjectId: school(call).classSubjectId, termId: school(call).termId }), allow: teachesHere },
  "gradebook.changes": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classSubjectId: school(call).classSubjectId, termId: school(call).termId, since: "0" }), allow: teachesHere },
  "gradebook.save": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({
      classSubjectId: school(call).classSubjectId,
      termId: school(call).termId,
      cells: [{ evaluationId: (await freshEvaluation(school(call))).id, studentId: school(call).studentId, text: "12,5", base: 0 }],
    }),
    allow: teachesHere,
  },
  "gradebook.exemptions": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId }), allow: teachesHere },
  "gradebook.setExemption": {
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId, studentId: school(call).studentId, subjectId: school(call).subjectId, exempt: false }),
    allow: adminOf,
  },
  "gradebook.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "gradebook.exemptionsScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },

  // ── report cards: the class's staff; the family once released ──
  "reportCards.generate": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId, termId: school(call).termId }), allow: teachesHere },
  "reportCards.ofClass": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId, termId: school(call).termId }), allow: teachesHere },
  "reportCards.get": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshCard(call.scope === "other" ? call.w.B : call.w.A, studentOf(call))).id }),
    allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope),
  },
  "reportCards.ofClassForPrint": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => {
      await freshCard(school(call), school(call).studentId);
      return { classId: school(call).classId, termId: school(call).termId };
    },
    allow: teachesHere,
  },
  // the PDF job's pass (server-only): a pass signed for another card, or none, opens nothing for anyone — the
  // signature is its only permission (card-pdf.test.ts proves the right pass opens its card)
  "reportCards.forRender": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshCard(call.scope === "other" ? call.w.B : call.w.A, studentOf(call))).id, token: signCardRender("another-card") }),
    allow: () => false,
  },
  "reportCards.ofStudent": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: (who, scope) => staffOf(who, scope) || familyOwn(who, scope) },
  "reportCards.saveRemarks": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshCard(school(call), school(call).studentId)).id, subjects: [{ subjectId: school(call).subjectId, text: "Bon trimestre." }] }),
    allow: teachesHere,
  },
  "reportCards.setRelease": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: async (call) => {
      await freshCard(school(call), school(call).studentId, false);
      return { classId: school(call).classId, termId: school(call).termId, released: true };
    },
    allow: teachesHere,
  },
  "reportCards.screen": { relations: STAFF_SCREEN, scopes: CHILD, input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }), allow: memberOf, check: ownChildrenOnly },

  // ── the year's end: the class's staff read; the school's administrators decide and move ──
  "yearEnd.ofClass": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId }), allow: teachesHere },
  "yearEnd.saveDecisions": {
    scopes: SCHOOL,
    input: (call) => ({ classId: school(call).classId, schoolYearId: school(call).yearId, decisions: [{ studentId: school(call).studentId, decision: "PROMOTED" }] }),
    allow: adminOf,
  },
  "yearEnd.preview": { scopes: SCHOOL, input: (call) => ({ fromYearId: school(call).yearId, toYearId: school(call).nextYearId }), allow: adminOf },
  "yearEnd.promote": {
    scopes: SCHOOL,
    input: (call) => ({ fromYearId: school(call).yearId, toYearId: school(call).nextYearId, moves: [{ classId: school(call).classId, promotedTo: null, repeatsIn: null }] }),
    allow: adminOf,
  },
  "yearEnd.screen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },

  // ── notifications: one's own list; messages within the school (a teacher: the classes they teach); its rules ──
  "notifications.list": {
    input: () => ({}),
    allow: signedIn,
    check: async (result, call) => {
      const ids = (result as { items: { id: string }[] }).items.map((n) => n.id);
      const owners = await db.notification.findMany({ where: { id: { in: ids } }, select: { userId: true } });
      expect(owners.every((o) => o.userId === call.me)).toBe(true);
    },
  },
  // the page's one action: a page of one's own and the unread count
  "notifications.screen": {
    input: () => ({}),
    allow: signedIn,
    check: async (result, call) => {
      const { page, unread } = result as { page: { items: { id: string }[] }; unread: number };
      const owners = await db.notification.findMany({ where: { id: { in: page.items.map((n) => n.id) } }, select: { userId: true } });
      expect(owners.every((o) => o.userId === call.me)).toBe(true);
      expect(unread).toBe(await db.notification.count({ where: { userId: call.me!, readAt: null } }));
    },
  },
  // ── messages (issue 30): a conversation is its members' own; who may write to whom is checked when it starts ──
  "messages.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: memberOf,
    check: async (result, call) => {
      const ids = (result as { id: string }[]).map((c) => c.id);
      expect(await db.conversationMember.count({ where: { conversationId: { in: ids }, userId: call.me! } })).toBe(ids.length);
    },
  },
  "messages.contacts": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    // message.send: the school's staff (through a staff role) and its parents (for their own children)
    allow: (who, scope) => who === "SUPER_ADMIN" || (scope === "own" && ["ADMIN", "TEACHER", "PARENT"].includes(who)),
    check: (result, { w, who }) => {
      // a parent is offered their own children's teachers, never another family's child
      if (who === "PARENT") expect(JSON.stringify(result)).not.toContain(w.A.siblingStudentId);
    },
  },
  // a parent of the scope's pupil writes to another teacher of the pupil's class
  "messages.start": { relations: ABOUT_CHILD_WRITES,
    scopes: SCHOOL,
    input: async (call) => {
      const s = school(call);
      const teacher = await db.classSubject.findFirstOrThrow({ where: { classId: s.classId, teacherId: { notIn: [call.me ?? ""] } }, select: { teacherId: true } });
      return { schoolId: s.id, to: teacher.teacherId!, studentId: s.studentId, body: "Bonjour, une question sur les devoirs." };
    },
    allow: (who, scope) => scope === "own" && who === "PARENT",
  },
  // in it, and still in its school (school A): who has left the school no longer reads it
  "messages.thread": { relations: ABOUT_CHILD_READS, scopes: CONTENT, input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId }), allow: (who, scope) => scope === "own" && memberOf(who, scope) },
  "messages.markRead": { relations: ABOUT_CHILD_READS, scopes: CONTENT, input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId }), allow: (who, scope) => scope === "own" && memberOf(who, scope) },
  "messages.mute": { relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call)).conversationId, muted: true }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  // the actor on the school's side of a family's conversation
  "messages.close": {
    scopes: CONTENT,
    input: async (call) => ({ conversationId: (await conversationFor(call, "STAFF")).conversationId, closed: true }),
    allow: managesIn,
  },
  "messages.handOver": { scopes: CONTENT, input: async (call) => ({ conversationId: (await conversationFor(call, "STAFF")).conversationId }), allow: managesIn },
  "messages.edit": { relations: ABOUT_CHILD_WRITES, scopes: CONTENT, input: async (call) => ({ ...(await messageFor(call)), body: "Corrigé" }), allow: writesIn },
  "messages.delete": { relations: ABOUT_CHILD_WRITES, scopes: CONTENT, input: (call) => messageFor(call), allow: writesIn },
  // someone else's message in a conversation the actor is in ("own"), or in one they are not in
  "messages.report": { relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => ({ messageId: (await conversationFor(call)).othersMessageId, reason: "Propos déplacés" }),
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  "messages.search": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, query: "bonjour" }),
    allow: memberOf,
    check: async (result, call) => {
      const ids = [...new Set((result as { conversationId: string }[]).map((h) => h.conversationId))];
      expect(await db.conversationMember.count({ where: { conversationId: { in: ids }, userId: call.me! } })).toBe(ids.length);
    },
  },
  "messages.reports": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "messages.settleReport": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = school(call);
      const reporter = (await db.user.create({ data: { name: "Témoin", slug: `temoin-${unique()}` }, select: { id: true } })).id;
      const conversation = await db.conversation.create({
        data: { schoolId: s.id, kind: "FAMILY_TEACHER", studentId: s.studentId, messages: { create: { body: "Injure", reports: { create: { reporterId: reporter, reason: "Injure", snapshot: "Injure" } } } } },
        select: { messages: { select: { reports: { select: { id: true } } } } },
      });
      return { schoolId: s.id, reportId: conversation.messages[0]!.reports[0]!.id, action: "dismiss" };
    },
    allow: adminOf,
  },
  "messages.toClass": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, classId: school(call).classId, body: "Sortie jeudi." }), allow: teachesHere },
  "messages.broadcasts": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  // a message to school A's class, sent by the actor ("own") or by someone else: its sender, or the school's administrators
  "messages.broadcast": {
    scopes: CONTENT,
    input: async (call) => {
      const author = call.scope === "own" && call.me ? call.me : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
      return { broadcastId: (await db.messageBroadcast.create({ data: { schoolId: call.w.A.id, classId: call.w.A.classId, authorId: author, body: "Sortie", families: 0 }, select: { id: true } })).id };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || who === "ADMIN" || (scope === "own" && memberOf(who, scope)),
  },
  // the provider's delivery report: a forged signature is refused for everyone (the signature is its only permission)
  "sms.status": { input: () => ({ params: { MessageSid: "SM0", MessageStatus: "delivered" }, signature: "forged" }), allow: () => false },
  "sms.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "sms.updateSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, monthlyBudgetDa: 0, familyCap: 8 }), allow: adminOf },
  // the family account (issue 31): a person's own; the school's through 'link a parent'
  // marks as they come (issue 32): a family's own /marks; the release by the subject's teacher or an administrator; the levels' rules
  "documents.mine": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: signedIn, check: ownChildrenOnly },
  "documents.request": {
    scopes: CHILD,
    // one waiting request of a kind per pupil: each call starts from none
    input: async (call) => {
      await db.schoolDocument.deleteMany({ where: { studentId: studentOf(call), status: "REQUESTED" } });
      return { studentId: studentOf(call), kind: "SCHOOL_CERTIFICATE", purpose: "Dossier de bourse" };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "documents.sheet": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshDocument(studentOf(call), "ISSUED")).id }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other") || ((who === "PARENT" || who === "STUDENT") && scope === "own"),
  },
  "documents.desk": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }), allow: adminOf },
  "documents.register": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "documents.issueRequested": { scopes: SCHOOL, input: async (call) => ({ documentId: (await freshDocument(school(call).studentId, "REQUESTED")).id }), allow: adminOf },
  "documents.issue": { scopes: SCHOOL, input: (call) => ({ classId: school(call).classId, studentId: school(call).studentId, kind: "ATTENDANCE_CERTIFICATE", purpose: "" }), allow: adminOf },
  "documents.refuse": { scopes: SCHOOL, input: async (call) => ({ documentId: (await freshDocument(school(call).studentId, "REQUESTED")).id, reason: "Passez au secrétariat" }), allow: adminOf },
  "documents.withdraw": { scopes: SCHOOL, input: async (call) => ({ documentId: (await freshDocument(school(call).studentId, "ISSUED")).id, reason: "Erreur de classe" }), allow: adminOf },
  "marks.screen": { relations: STAFF_SCREEN, scopes: CHILD, input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }), allow: memberOf, check: ownChildrenOnly },
  "marks.release": { relations: TEACHING_ONLY, scopes: SCHOOL, input: async (call) => ({ evaluationId: (await freshEvaluation(school(call))).id, released: false }), allow: teachesHere },
  "marks.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "marks.updateRules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, levels: [] }), allow: adminOf },
  // /verify/{code} (issue 32): anyone holding a paper (a published card of the demo child: its code)
  "verify.check": {
    input: async ({ w }) => {
      const card = await freshCard(w.A, w.A.studentId, true);
      return { code: (await db.reportCard.findUniqueOrThrow({ where: { id: card.id }, select: { verifyCode: true } })).verifyCode ?? "" };
    },
    allow: everyone,
  },
  // data protection (issue 34): the register is public; consents, export, requests and a child's access log are the
  // person's own; the school's side through privacy.manage; the platform's requests and the breach register
  "privacy.register": { allow: everyone },
  "privacy.myData": { allow: signedIn, check: ownChildrenOnly },
  "privacy.consents": { allow: signedIn },
  "privacy.consentPending": { allow: signedIn },
  "privacy.saveConsents": {
    scopes: SCHOOL,
    twin: true,
    input: (call) => ({ schoolId: school(call).id, answers: { photos: true, detailedMessages: false, sms: true } }),
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "privacy.exportData": { allow: signedIn, check: ownChildrenOnly },
  "privacy.requests": { allow: signedIn },
  "privacy.request": {
    scopes: SCHOOL,
    twin: true,
    input: (call) => ({ schoolId: school(call).id, kind: "CORRECTION", details: "Mon numéro de téléphone a changé." }),
    allow: (who, scope) => scope === "own" && SCHOOL_ROLES.includes(who),
  },
  "privacy.childAccess": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: (who, scope) => who === "PARENT" && scope === "own" },
  "privacy.schoolConsents": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.schoolRequests": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.decide": {
    scopes: SCHOOL,
    input: async (call) => ({ requestId: (await freshDataRequest(call, school(call).id)).id, accept: false, answer: "Rien à corriger" }),
    allow: adminOf,
  },
  "privacy.accessLog": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "privacy.updateSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, dpoName: "", dpoEmail: "", keepSchoolWorkYears: 5 }), allow: adminOf },
  "privacy.photoRefusals": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ classId: school(call).classId }), allow: staffOf },
  "privacy.platformRequests": { allow: PLATFORM_EDITORS },
  "privacy.decidePlatform": { input: async (call) => ({ requestId: (await freshDataRequest(call, null)).id, accept: false, answer: "Rien à effacer" }), allow: PLATFORM_EDITORS },
  "privacy.breaches": { allow: only("SUPER_ADMIN") },
  "privacy.saveBreach": {
    input: () => ({ discoveredAt: "2026-11-30", description: "Une liste d'élèves envoyée au mauvais destinataire.", dataConcerned: "Noms, classes", peopleCount: 31, measures: "Destinataire prié d'effacer." }),
    allow: only("SUPER_ADMIN"),
  },
  "warnings.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: staffOf },
  "warnings.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "warnings.updateRules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, absences: 3, homework: 3, averageDrop: 2 }), allow: adminOf },
  "family.overview": { allow: signedIn },
  "family.requestLink": {
    twin: true,
    input: async ({ w }) => {
      const pupil = await freshStudent(w.A.id);
      const matricule = `M${unique()}`.slice(0, 20);
      await db.student.update({ where: { id: pupil.id }, data: { registrationNumber: matricule, birthDate: new Date("2015-03-04T00:00:00Z") } });
      return { schoolId: w.A.id, matricule, birthDate: "2015-03-04", relation: "MOTHER" };
    },
    allow: signedIn,
  },
  "family.join": {
    twin: true,
    input: async ({ w }) => {
      const pupil = await freshStudent(w.A.id);
      const { code, hash } = newFamilyCode();
      await db.familyCode.create({ data: { codeHash: hash, kind: "GUARDIAN", studentId: pupil.id, createdById: w.users.MEMBER, expiresAt: new Date(Date.now() + 86_400_000) } });
      return { code, relation: "FATHER" };
    },
    allow: signedIn,
  },
  "family.withdraw": {
    scopes: CONTENT,
    input: async (call) => {
      const pupil = await freshStudent(call.w.A.id);
      const userId = authorFor(call);
      const request = await db.familyRequest.create({ data: { schoolId: call.w.A.id, studentId: pupil.id, userId, via: "MATRICULE", relation: "FATHER" }, select: { id: true } });
      return { requestId: request.id };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },
  "family.guardianCode": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: (who, scope) => who === "PARENT" && scope === "own" },
  "family.addDelegate": {
    scopes: CHILD,
    input: async (call) => {
      await db.delegate.deleteMany({ where: { studentId: studentOf(call) } });
      return { studentId: studentOf(call), name: "Grand-mère", relation: "GRANDPARENT", pickup: true, timetable: false };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "family.removeDelegate": {
    scopes: CHILD,
    input: async (call) => {
      const d = await db.delegate.create({ data: { studentId: studentOf(call), grantedById: call.w.users.MEMBER, name: "Chauffeur", relation: "DRIVER" }, select: { id: true } });
      return { delegateId: d.id };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  "family.delegateTimetable": {
    // a parent barred from the child loses any trusted-adult right over them with the decision
    relations: { PARENT_NO_ACCESS: () => false },
    scopes: CONTENT,
    input: async (call) => {
      const userId = authorFor(call);
      const d = await db.delegate.create({ data: { studentId: call.w.A.studentId, grantedById: call.w.users.MEMBER, name: "Tuteur", relation: "TUTOR", pickup: false, timetable: true, userId }, select: { id: true } });
      return { delegateId: d.id };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },
  "family.requests": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "family.decide": {
    scopes: SCHOOL,
    input: async (call) => {
      const pupil = await freshStudent(school(call).id);
      const request = await db.familyRequest.create({ data: { schoolId: school(call).id, studentId: pupil.id, userId: call.w.users.MEMBER, via: "MATRICULE", relation: "FATHER" }, select: { id: true } });
      return { requestId: request.id, accept: false, reason: "Pièce d'identité à présenter au secrétariat" };
    },
    allow: adminOf,
  },
  "family.guardians": { scopes: CHILD, input: (call) => ({ studentId: studentOf(call) }), allow: adminOf },
  "family.setCustody": {
    scopes: CHILD,
    input: async (call) => {
      const link = await db.parentLink.findFirst({ where: { studentId: studentOf(call) }, select: { parentId: true } });
      const parentId = link?.parentId ?? (await db.parentLink.create({ data: { studentId: studentOf(call), parentId: (await db.user.create({ data: { name: "Parent", slug: `parent-${unique()}` } })).id } })).parentId;
      return { studentId: studentOf(call), parentId, access: "FULL", noPickup: false };
    },
    allow: adminOf,
  },
  "family.pickup": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }), allow: adminOf },
  "brief.settings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "brief.updateSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, day: 4, hour: 17 }), allow: adminOf },
  // once a day per school (each call here on a school whose runs were cleared)
  "brief.sendNow": {
    scopes: SCHOOL,
    input: async (call) => {
      await db.briefRun.deleteMany({ where: { schoolId: school(call).id } });
      return { schoolId: school(call).id };
    },
    allow: adminOf,
  },
  "brief.preview": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, index: 0 }), allow: adminOf },
  "messages.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "messages.updateRules": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, hoursFrom: "08:00", hoursTo: "16:30", days: [0, 1, 2, 3, 4], parentsToTeachers: true }),
    allow: adminOf,
  },
  "messages.send": { relations: ABOUT_CHILD_WRITES,
    scopes: CONTENT,
    input: async (call) => {
      const form = new FormData();
      form.set("fields", JSON.stringify({ conversationId: (await conversationFor(call)).conversationId, body: "Merci." }));
      return form;
    },
    // in it, and still holding message.send in its school (school A): staff, a parent, the super admin
    allow: writesIn,
  },
  // a file of a message in the scope's conversation: to its members who still belong to the school
  "messages.file": { relations: ABOUT_CHILD_READS,
    scopes: CONTENT,
    input: async (call) => {
      const { conversationId } = await conversationFor(call);
      const message = await db.message.create({
        data: { conversationId, body: "", attachments: { create: { kind: "DOCUMENT", fileKey: "private/messages/matrix.pdf", fileName: "matrix.pdf", fileType: "application/pdf", fileSize: 9 } } },
        select: { attachments: { select: { id: true } } },
      });
      await storage.put("private/messages/matrix.pdf", Buffer.from("%PDF-1.4\n"), "application/pdf");
      return { id: message.attachments[0]!.id };
    },
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
  },
  "circulars.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "circulars.choices": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "circulars.classPupils": { relations: TEACHING_ONLY, scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, classId: school(call).classId }), allow: teachesHere },
  "circulars.send": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, title: "Sortie", body: "Sortie au musée.", audience: { kind: "class", classId: school(call).classId }, answer: "ACKNOWLEDGE" }),
    allow: teachesHere,
  },
  // its sender and the school's administrators follow it; the pupil's parents read it, whoever sent it
  "circulars.read": { relations: { PARENT_READ_ONLY: (s) => s === "own", TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" }, namesChild: true, scopes: CHILD, input: (call) => circularFor(call), allow: (who, scope) => followsCircular(who, scope) || (who === "PARENT" && scope === "own") },
  "circulars.answer": { scopes: CHILD, input: async (call) => ({ ...(await circularFor(call)), studentId: studentOf(call) }), allow: (who, scope) => who === "PARENT" && scope === "own" },
  "circulars.results": { relations: { TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" }, namesChild: true, scopes: CHILD, input: (call) => circularFor(call), allow: followsCircular },
  "circulars.remind": { relations: { TEACHER_OTHER_CLASS: (s) => s !== "other", TEACHER_NO_CLASS: (s) => s !== "other" }, namesChild: true, scopes: CHILD, input: (call) => circularFor(call), allow: followsCircular },
  "meetings.mine": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "meetings.bookable": { scopes: CHILD, input: (call) => ({ schoolId: school(call).id, studentId: studentOf(call) }), allow: (who, scope) => who === "PARENT" && scope === "own" },
  "meetings.day": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, date: inAWeek() }), allow: adminOf },
  "meetings.publish": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, date: inAWeek(), from: "14:00", to: "14:30", minutes: 15, freeOnly: false }), allow: staffOf },
  "meetings.openDay": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, date: inAWeek(), from: "14:00", to: "14:30", minutes: 15, title: "Journée" }), allow: adminOf },
  // a slot of a teacher of the scope's pupil: only a parent of that pupil books it for them
  "meetings.book": {
    scopes: CHILD,
    input: async (call) => {
      const slot = await slotFor(call);
      // one booking to come per child and teacher: each call starts from none, whoever booked before it
      await db.meetingBooking.deleteMany({ where: { studentId: studentOf(call), slot: { teacherId: slot.teacherId } } });
      return { slotId: slot.id, studentId: studentOf(call) };
    },
    allow: (who, scope) => who === "PARENT" && scope === "own",
  },
  // booked by someone for the scope's pupil: a parent of the pupil, the slot's teacher (the demo teacher teaches school A's pupils), the school's administrators
  "meetings.cancel": {
    scopes: CHILD,
    input: async (call) => {
      const slot = await slotFor(call);
      await db.meetingBooking.create({ data: { slotId: slot.id, studentId: studentOf(call) } });
      return { slotId: slot.id, reason: "Empêchement" };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || (scope !== "other" && ["ADMIN", "TEACHER"].includes(who)) || (who === "PARENT" && scope === "own"),
  },
  "meetings.removeSlot": {
    scopes: CONTENT,
    input: async (call) => {
      const teacherId = call.scope === "own" && call.me ? call.me : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
      const at = new Date(Date.now() + 7 * 86_400_000 + Math.floor(Math.random() * 1e7));
      return { slotId: (await db.meetingSlot.create({ data: { schoolId: call.w.A.id, teacherId, startsAt: at, endsAt: new Date(at.getTime() + 600_000) }, select: { id: true } })).id };
    },
    // one's own slot, whoever published it
    allow: (who, scope) => scope === "own" && signedIn(who),
  },
  "notifications.unreadCount": { allow: signedIn },
  // the live count takes no input: its first value is the signed-in user's own count
  "notifications.live": {
    allow: signedIn,
    check: async (count, call) => expect(count).toBe(await db.notification.count({ where: { userId: call.me!, readAt: null } })),
  },
  "notifications.markRead": { input: () => ({}), allow: signedIn },
  "notifications.open": {
    scopes: ["own", "other"],
    input: async (call) => {
      const owner = call.scope === "own" && call.me ? call.me : call.w.users.MEMBER === call.me ? call.w.users.DEVELOPER : call.w.users.MEMBER;
      return { id: (await db.notification.create({ data: { userId: owner, kind: "absence.recorded" }, select: { id: true } })).id };
    },
    allow: signedIn,
    // someone else's notification is neither read nor marked: the answer is null
    check: (result, { scope }) => {
      if (scope !== "own") expect(result).toBeNull();
    },
  },
  "notifications.clear": { twin: true, allow: signedIn },
  "notifications.audienceCount": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, audience: { kind: "class", classId: school(call).classId } }),
    allow: teachesHere,
  },
  "notifications.people": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, query: "" }), allow: teachesHere },
  "notifications.send": { relations: TEACHING_ONLY,
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, audience: { kind: "classParents", classId: school(call).classId }, title: "Sortie", body: "Sortie au musée jeudi." }),
    allow: teachesHere,
  },
  "notifications.sent": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "notifications.sendScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: teachesHere },
  "notifications.rules": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "notifications.updateRules": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, rules: { "absence.recorded": ["PARENT"], "homework.set": ["PARENT", "STUDENT"], "reportCard.published": ["PARENT", "STUDENT"], "event.published": ["PARENT", "STUDENT"] } }),
    allow: adminOf,
  },
  "notifications.pushSchedule": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "notifications.updatePushSchedule": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, quietFrom: "20:00", quietTo: "07:00", resultsAt: "", detailedPushes: false }),
    allow: adminOf,
  },
  // a device token is the caller's own: registering moves it to them, unregistering someone else's changes nothing
  "notifications.registerDevice": {
    input: (call) => ({ token: `matrix-device-${call.who}-${call.scope}-0000`, locale: "fr" }),
    allow: signedIn,
    check: async (_result, call) => {
      const device = await db.pushDevice.findUnique({ where: { token: `matrix-device-${call.who}-${call.scope}-0000` } });
      expect(device?.userId).toBe(call.me);
    },
  },
  "notifications.unregisterDevice": { input: () => ({ token: "matrix-device-of-nobody-000000" }), allow: signedIn },

  // ── resources: members see their audience's, visitors and other schools only those on the school's page ──
  "resources.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: signedIn,
    check: (result, call) => {
      const items = (result as { items: { onMainPage: boolean }[] }).items;
      if (!memberOf(call.who, call.scope)) expect(items.every((r) => r.onMainPage)).toBe(true);
    },
  },
  // the filters' and the form's choices: the school's members only (its class names are not public)
  "resources.choices": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "resources.create": {
    scopes: SCHOOL,
    input: (call) => {
      const form = new FormData();
      form.set("fields", JSON.stringify({ schoolId: school(call).id, title: "Cours", kind: "EDUCATIONAL", audience: "SCHOOL", source: "link", url: "https://example.org/cours" }));
      return form;
    },
    allow: staffOf,
  },
  // an administrator's resource: its author's and the school's administrators' to delete
  "resources.file": {
    scopes: SCHOOL,
    input: async (call) => {
      const resource = await freshResourceFile(school(call).id, call.w.users.ADMIN);
      return { id: resource.id };
    },
    allow: memberOf,
  },
  "resources.delete": {
    scopes: SCHOOL,
    input: async (call) => ({
      id: (await db.resource.create({ data: { schoolId: school(call).id, title: "Règlement", kind: "ADMINISTRATIVE", url: "https://example.org/r", publishedById: call.w.users.ADMIN }, select: { id: true } })).id,
    }),
    allow: adminOf,
  },

  // ── events: the school's news ('article.*' in the school); reading follows the audience, public ones for all ──
  "events.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "events.manageScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "events.save": {
    scopes: SCHOOL,
    input: (call) => eventForm({ schoolId: school(call).id, title: "Sortie", startDate: "2030-05-04", startTime: "09:00", audience: "SCHOOL" }),
    allow: adminOf,
  },
  "events.cancel": { scopes: SCHOOL, input: async (call) => ({ slug: (await freshEvent(call)).slug, cancelled: true }), allow: adminOf },
  "events.delete": { scopes: SCHOOL, input: async (call) => ({ slug: (await freshEvent(call)).slug }), allow: adminOf },
  "events.visible": {
    input: ({ w }) => ({ schoolId: w.A.id }),
    allow: everyone,
    // strangers to the school (visitors, the board's member, platform staff without a role there): public ones only
    check: (result, call) => {
      const list = result as { upcoming: { isPublic: boolean }[]; past: { isPublic: boolean }[]; inMonth: { isPublic: boolean }[] };
      if (["anonymous", "MEMBER", "DEVELOPER", "WEBMASTER"].includes(call.who)) expect([...list.upcoming, ...list.past, ...list.inMonth].every((e) => e.isPublic)).toBe(true);
    },
  },
  // a members-only event for the class of the demo child: its school's staff, the child and her parent
  "events.bySlug": { relations: CLASS_FAMILIES,
    scopes: SCHOOL,
    input: async (call) => ({ slug: (await freshEvent(call, { audience: "CLASS", classId: school(call).classId })).slug }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (scope === "own" && SCHOOL_ROLES.includes(who)),
  },

  // ── payments: the school's payment staff ('payment.*' in the school); a student's parents read their child's ──
  "payments.fees": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "payments.saveFee": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id, kind: "CANTEEN", name: "Cantine", amount: 300000, months: ["2026-11"] }),
    allow: adminOf,
  },
  "payments.deleteFee": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshFee(school(call).id)).id }),
    allow: adminOf,
  },
  "payments.record": {
    scopes: CHILD,
    input: async (call) => ({ studentId: studentOf(call), months: [{ feeId: (await freshFee((await db.student.findUniqueOrThrow({ where: { id: studentOf(call) } })).schoolId)).id, month: "2026-11" }], amount: 100, paidOn: "2026-11-24", method: "CASH" }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.cancel": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshPayment(studentOf(call))).id, note: "Erreur de saisie" }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.submitProof": { scopes: CHILD, input: (call) => proofForm(studentOf(call)), allow: (who, scope) => who === "PARENT" && scope === "own" },
  "payments.confirmProof": { scopes: SCHOOL, input: async (call) => ({ proofId: (await freshProof(school(call).studentId)).id }), allow: adminOf },
  "payments.refuseProof": { scopes: SCHOOL, input: async (call) => ({ proofId: (await freshProof(school(call).studentId)).id, reason: "Photo illisible" }), allow: adminOf },
  "payments.proofFile": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshProof(studentOf(call))).id }),
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope === "own"),
  },
  "payments.receipt": {
    scopes: CHILD,
    input: async (call) => ({ id: (await freshPayment(studentOf(call))).id }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other") || (who === "PARENT" && scope === "own"),
  },
  "payments.ofStudent": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call) }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other") || (who === "PARENT" && scope === "own"),
  },
  "payments.saveDiscount": {
    scopes: CHILD,
    input: (call) => ({ studentId: studentOf(call), percent: 10, reason: "Fratrie" }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  "payments.deleteDiscount": {
    scopes: CHILD,
    input: async (call) => {
      const student = await db.student.findUniqueOrThrow({ where: { id: studentOf(call) }, select: { schoolId: true } });
      const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId: student.schoolId, isCurrent: true }, select: { id: true } });
      // 1 %: the refused calls leave theirs behind, and ten of 10 % made the child's months "already paid" for payments.record
      return { id: (await db.feeDiscount.create({ data: { studentId: studentOf(call), schoolYearId: year.id, percent: 1, reason: "Fratrie" }, select: { id: true } })).id };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other"),
  },
  // the page's one action: the payment staff (any student of their school), a parent (their own child, whichever ?student= names)
  "payments.screen": {
    scopes: CHILD,
    input: (call) => ({ schoolId: school(call).id, student: studentOf(call) }),
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope !== "other"),
    check: ownChildrenOnly,
  },
  "payments.situation": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  // no school in the matrix has Chargily keys: a parent's own child answers "not found" (refused) like everyone's
  "payments.checkout": {
    scopes: CHILD,
    input: async (call) => ({ studentId: studentOf(call), months: [{ feeId: (await freshFee((await db.student.findUniqueOrThrow({ where: { id: studentOf(call) } })).schoolId)).id, month: "2026-11" }], locale: "fr" }),
    allow: () => false,
  },
  "payments.onlineSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "payments.setOnlineSettings": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id, secretKey: "", mode: "test" }), allow: adminOf },

  // ── invitations: one's own only ──
  "invitations.mine": { allow: signedIn },
  "invitations.respond": {
    scopes: CONTENT,
    twin: true,
    input: async ({ w, scope, me }) => {
      const invitee = scope === "own" && me ? me : w.users.MEMBER;
      const email = (await db.user.findUniqueOrThrow({ where: { id: invitee } })).email!;
      await (await superAdmin()).people.linkParent({ studentId: (await freshStudent(w.B.id)).id, name: "Invité", email });
      const invitation = await db.schoolInvitation.findFirstOrThrow({ where: { schoolId: w.B.id, userId: invitee } });
      return { id: invitation.id, accept: false };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
  },

  // ── /users: accounts ──
  "users.create": {
    scopes: SCHOOL,
    input: (call) => ({
      name: "Compte Créé",
      email: `compte-${unique()}@matrice.dz`,
      password: "motdepasse1",
      confirmPassword: "motdepasse1",
      role: "STUDENT",
      schoolId: school(call).id,
    }),
    allow: adminOf,
  },
  "users.list": { input: () => ({ page: 1 }), allow: only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER", "ADMIN") },
  "users.get": {
    scopes: SCHOOL,
    input: async (call) => ({ id: (await freshStudent(school(call).id)).userId }),
    allow: (who, scope) => MODERATORS(who) || adminOf(who, scope),
  },
  "users.grantOptions": { allow: only("SUPER_ADMIN", "DEVELOPER", "WEBMASTER", "ADMIN") },
  "users.grantRole": {
    scopes: SCHOOL,
    input: async (call) => ({ userId: (await freshStudent(school(call).id)).userId, role: "TEACHER", schoolId: school(call).id }),
    // a school role is granted within the school only: platform editors stop at its door
    allow: adminOf,
  },
  "users.revokeRole": {
    scopes: SCHOOL,
    input: async (call) => {
      const s = await freshStudent(school(call).id);
      await (await superAdmin()).users.grantRole({ userId: s.userId, role: "TEACHER", schoolId: school(call).id });
      return { userId: s.userId, role: "TEACHER", schoolId: school(call).id };
    },
    allow: adminOf,
  },
  "users.setSuspended": {
    input: async () => {
      const user = await db.user.create({ data: { name: "Abus", slug: `abus-${unique()}`, roles: { create: { role: { connect: { key: "MEMBER" } } } } } });
      return { userId: user.id, suspended: true };
    },
    allow: MODERATORS,
  },
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

function eventForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set("fields", JSON.stringify(fields));
  return form;
}

/** A members-only event of the scope's school, written directly (the procedures under test are not the seed). */
function freshEvent(call: Call, audience: { audience: "SCHOOL" | "CLASS"; classId?: string } = { audience: "SCHOOL" }) {
  return db.schoolEvent.create({
    data: { schoolId: school(call).id, slug: `evenement-${unique()}`, title: "Réunion", startsAt: new Date("2030-05-04T08:00:00Z"), createdById: call.w.users.ADMIN, ...audience },
    select: { slug: true },
  });
}

// ── relationships (issue 47) ────────────────────────────────────────────────────────────────────────────────────
/** What a relationship may do on a row (matrix-world's relationExpects), unless the row declares otherwise. */
function expectFor(relation: Relation, rule: Rule, path: string, scope: Scope): boolean {
  const declared = rule.relations?.[relation];
  if (declared) return declared(scope);
  return relationExpects(relation, rule.allow, { aboutChild: !!rule.scopes?.includes("sibling"), acts: procedures[path]!._def.type === "mutation" }, scope);
}
/** an answer that names Sara or her classmate of another family (their ids) */
const namesChild = (result: unknown, w: World) => {
  const text = JSON.stringify(result ?? null);
  return text.includes(w.A.studentId) || text.includes(w.A.siblingStudentId);
};

// ── the run ───────────────────────────────────────────────────────────────────────────────────────────────────
const DENIED = new Set(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"]);
const PROCEDURES = Object.keys(appRouter._def.procedures).sort();
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** The first value of a subscription's stream, then the stream ends (it unsubscribes from the realtime hub). */
async function firstOf(stream: AsyncIterable<unknown>): Promise<unknown> {
  const iterator = stream[Symbol.asyncIterator]();
  try {
    return (await iterator.next()).value;
  } finally {
    await iterator.return?.();
  }
}

async function callerFor(who: Who, twin: boolean, w: World) {
  if (who === "anonymous") return { caller: createCaller(createInnerTRPCContext({ db, ip: `10.77.${unique()}` })), me: null };
  const me = twin ? (await twinOf(who as Actor, w)).id : w.users[who as Actor];
  // from a signed-in browser of its own, as a request is (a push device binds to it)
  const actor = await loadActor(db, me, undefined, await startLoginSession(db, me));
  return { caller: createCaller(createInnerTRPCContext({ db, actor, ip: `10.78.${unique()}` })), me };
}

function procedureOf(caller: unknown, path: string) {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
}

let world: World;
let relations: RelationWorld;
/**
 * An unpublished report card of the demo child (Sara) in a term the matrix never releases: whatever a parent or a
 * student may call, no answer carries its id or its remark (the publication leak test of issue 12, over every
 * procedure of the router rather than a chosen few).
 */
let hidden: { id: string; marker: string };
/**
 * Two evaluations of the demo child's class whose marks no family may see yet (issue 32): one not released, one
 * released a moment ago in a level that shows marks five days after the release. Their ids and titles must reach no
 * parent's or student's answer either.
 */
let hiddenMarks: { ids: string[]; marker: string };

/** How many files the matrix runs in (authorization-matrix.1.test.ts …), side by side in vitest's workers. */
export const MATRIX_PARTS = 4;
/** Where the part files are: beside the router. */
const PARTS_DIR = path.resolve(import.meta.dirname, "../server/api");

/**
 * The matrix's tests, one part of them: `part` of `parts` takes every `parts`-th procedure (interleaved, so each
 * part gets its share of every router), each part in its own test file (src/server/api/authorization-matrix.<n>.test.ts) and so
 * its own database and worker — one file of every procedure ran alone for minutes after the rest of the suite. The
 * checks that are about the router as a whole (every procedure declared, the chained takeovers, the counts) run in
 * part 1. MATRIX_ONLY=grades.,marks. keeps the procedures whose path starts so; AREA=grades the area's rows
 * (scripts/test-areas.mjs).
 */
export function authorizationMatrix(part: number, parts = MATRIX_PARTS) {
  const onlyPaths = process.env.MATRIX_ONLY?.split(",");
  /** some rows left out on purpose (MATRIX_ONLY, AREA) */
  const filtered = !!onlyPaths || !!process.env.AREA;
  const rows = PROCEDURES.filter((p, i) => MATRIX[p] && i % parts === part - 1 && inSelectedArea(p) && (!onlyPaths || onlyPaths.some((prefix) => p.startsWith(prefix))));
  const tally = { allowed: 0, denied: 0, chained: 0, multiRole: 0, relations: 0 };

  beforeAll(async () => {
    world = await buildWorld();
    relations = await buildRelations(world);
    const term = await db.term.findFirstOrThrow({ where: { schoolYearId: world.A.yearId, NOT: { id: world.A.termId } }, select: { id: true } });
    const card = await freshCard({ ...world.A, termId: term.id }, world.A.studentId, false);
    const marker = `non-publie-${unique()}`;
    await db.reportCard.update({ where: { id: card.id }, data: { generalRemark: marker, averageHundredths: 1937 } });
    hidden = { id: card.id, marker };
    const cls = await db.schoolClass.findUniqueOrThrow({ where: { id: world.A.classId }, select: { levelId: true } });
    await db.level.update({ where: { id: cls.levelId }, data: { marksRelease: "AFTER_DAYS", marksDelayDays: 5, runningAverage: true } });
    const marksMarker = `note-cachee-${unique()}`;
    const ids: string[] = [];
    for (const released of [false, true]) {
      const evaluation = await db.evaluation.create({
        data: { schoolId: world.A.id, classSubjectId: world.A.classSubjectId, termId: world.A.termId, kind: "TEST", title: marksMarker, remark: marksMarker, fromDate: new Date(`${world.A.sessionDate}T00:00:00Z`), toDate: new Date(`${world.A.sessionDate}T00:00:00Z`), createdById: world.users.ADMIN, releasedAt: released ? new Date() : null },
        select: { id: true },
      });
      await db.grade.create({ data: { evaluationId: evaluation.id, studentId: world.A.studentId, status: "MARK", hundredths: 1937, updatedById: world.users.ADMIN } });
      ids.push(evaluation.id);
    }
    hiddenMarks = { ids, marker: marksMarker };
  }, 240_000);

  // the subscriptions' first values open the live streams' LISTEN connection
  afterAll(() => closeRealtimeHub());

  describe("authorization matrix", () => {
    if (part === 1) {
      it("declares every procedure of the router, and nothing else", () => {
        expect(PROCEDURES.filter((p) => !MATRIX[p]), "procedures missing from the matrix").toEqual([]);
        expect(Object.keys(MATRIX).filter((p) => !PROCEDURES.includes(p)), "matrix rows for procedures that no longer exist").toEqual([]);
      });
      it(`runs in ${parts} files, one a part (no part left out)`, () => {
        const files = readdirSync(PARTS_DIR).filter((f) => /^authorization-matrix\.\d+\.test\.ts$/.test(f));
        expect(files.sort()).toEqual(Array.from({ length: parts }, (_, i) => `authorization-matrix.${i + 1}.test.ts`).sort());
      });
    }

    it.each(rows)("%s", async (path) => {
      const rule = MATRIX[path]!;
      const outcomes: string[] = [];
      for (const scope of rule.scopes ?? (["any"] as Scope[])) {
        for (const who of WHO) {
          const { caller, me } = await callerFor(who, !!rule.twin, world);
          const call: Call = { w: world, scope, who, me };
          const input = rule.input ? await rule.input(call) : undefined;
          const expected = rule.allow(who, scope) ? "allowed" : "denied";
          let actual: string;
          let result: unknown;
          try {
            result = await procedureOf(caller, path)(input);
            // a subscription answers with its stream: what the client gets on connect is its first value
            if (procedures[path]!._def.type === "subscription") result = await firstOf(result as AsyncIterable<unknown>);
            actual = "allowed";
          } catch (error) {
            const code = (error as TRPCError).code;
            actual = DENIED.has(code) ? "denied" : `error ${code} ${(error as Error).message}`;
          }
          if (actual !== expected) outcomes.push(`${who} × ${scope}: expected ${expected}, got ${actual}`);
          else if (actual === "allowed" && rule.check) await rule.check(result, call);
          if (actual === "allowed" && (who === "PARENT" || who === "STUDENT")) {
            const text = JSON.stringify(result ?? null);
            if (text.includes(hidden.id) || text.includes(hidden.marker)) outcomes.push(`${who} × ${scope}: an unpublished report card reached the answer`);
            if (hiddenMarks.ids.some((id) => text.includes(id)) || text.includes(hiddenMarks.marker)) outcomes.push(`${who} × ${scope}: a mark not yet released to families reached the answer`);
          }
          tally[actual === "allowed" ? "allowed" : "denied"]++;
        }
      }
      for (const combo of COMBOS) {
        for (const scope of rule.scopes ?? (["any"] as Scope[])) {
          const me = rule.twin ? (await twinOf(combo.base, world)).id : world.users[combo.base];
          const expected = rule.allow(combo.base, scope) || rule.allow("PARENT", combo.parentScope(scope, rule.scopes === CONTENT)) ? "allowed" : "denied";
          const actual = await withSecondRole(combo, me, world, async () => {
            const actor = await loadActor(db, me, undefined, await startLoginSession(db, me));
            const caller = createCaller(createInnerTRPCContext({ db, actor, ip: `10.79.${unique()}` }));
            const input = rule.input ? await rule.input({ w: world, scope, who: combo.base, me }) : undefined;
            try {
              const result = await procedureOf(caller, path)(input);
              if (procedures[path]!._def.type === "subscription") await firstOf(result as AsyncIterable<unknown>);
              return "allowed";
            } catch (error) {
              const code = (error as TRPCError).code;
              return DENIED.has(code) ? "denied" : `error ${code} ${(error as Error).message}`;
            }
          });
          if (actual !== expected) outcomes.push(`${combo.name} × ${scope}: expected ${expected}, got ${actual}`);
          tally.multiRole++;
        }
      }
      // the relationships (a row acting on a fresh account of the role has none to test); school B is no one's here
      for (const relation of rule.twin ? [] : RELATIONS) {
        for (const scope of (rule.scopes ?? (["any"] as Scope[])).filter((s) => s !== "other")) {
          const me = relations.users[relation];
          const expected = expectFor(relation, rule, path, scope) ? "allowed" : "denied";
          // the record exists before the relationship changes (an absence recorded while the child was in the class)
          const input = rule.input ? await rule.input({ w: world, scope, who: RELATION_BASE[relation], me }) : undefined;
          const actual = await inRelation(relation, world, relations, async () => {
            const actor = await loadActor(db, me, undefined, await startLoginSession(db, me));
            const caller = createCaller(createInnerTRPCContext({ db, actor, ip: `10.80.${unique()}` }));
            try {
              let result = await procedureOf(caller, path)(input);
              if (procedures[path]!._def.type === "subscription") result = await firstOf(result as AsyncIterable<unknown>);
              if (relation === "PARENT_NO_ACCESS" && namesChild(result, world)) return "allowed, naming the child";
              if (relation.startsWith("TEACHER_") && rule.scopes === CHILD && !rule.namesChild && namesChild(result, world)) return "allowed, naming the child";
              return "allowed";
            } catch (error) {
              const code = (error as TRPCError).code;
              return DENIED.has(code) ? "denied" : `error ${code} ${(error as Error).message}`;
            }
          });
          if (actual !== expected) outcomes.push(`${relation} × ${scope}: expected ${expected}, got ${actual}`);
          tally.relations++;
        }
      }
      expect(outcomes, path).toEqual([]);
    });
  });

  /**
   * Chains an outside run found: link an account, then act on it. Each must stop at the first step for every role
   * (the chain's end is checked too, in case a later change reopens the first door).
   */
  if (part === 1) describe("chained takeovers", () => {
    it("link another school's parent, then hand out a password for it: no role gets a usable password", async () => {
      const victim = await db.user.findUniqueOrThrow({ where: { id: world.users.PARENT } });
      for (const who of WHO) {
        const { caller } = await callerFor(who, false, world);
        for (const schoolId of [world.A.id, world.B.id]) {
          await caller.people.addStudent({ schoolId, name: "Chaîne", email: victim.email! }).catch(() => null);
          const slips = (await caller.people.generateCredentials({ schoolId, studentIds: [world.A.studentId, world.B.studentId], students: true, parents: true }).catch(() => [])) as { userId: string; password: string }[];
          for (const slip of slips) expect(slip.userId, `${who} got a password for the demo parent`).not.toBe(victim.id);
          tally.chained++;
        }
      }
      expect((await authenticate(db, { identifier: victim.email!, password: "wasla-demo-2026" }, "10.99.0.1")).ok).toBe(true);
    });

    it("link the super admin, then rewrite its e-mail: its login details never change", async () => {
      const target = await db.user.findUniqueOrThrow({ where: { id: world.users.SUPER_ADMIN } });
      for (const who of WHO.filter((w) => w !== "SUPER_ADMIN")) {
        const { caller } = await callerFor(who, false, world);
        for (const schoolId of [world.A.id, world.B.id]) {
          await caller.people.addStudent({ schoolId, name: "Chaîne", email: target.email! }).catch(() => null);
          const students = await db.student.findMany({ where: { userId: target.id }, select: { id: true } });
          for (const s of students) {
            await caller.people.updateStudent({ id: s.id, name: target.name, email: `pirate-${unique()}@evil.dz` }).catch(() => null);
          }
          tally.chained++;
        }
      }
      const after = await db.user.findUniqueOrThrow({ where: { id: target.id } });
      expect([after.email, after.phone, after.passwordHash]).toEqual([target.email, target.phone, target.passwordHash]);
    });

    it("give oneself (or the super admin) a school role, then read families' contacts: no role outside the school gets there", async () => {
      for (const who of ["DEVELOPER", "WEBMASTER", "ADMIN", "TEACHER", "PARENT", "STUDENT", "MEMBER"] as const) {
        const { caller } = await callerFor(who, false, world);
        await caller.users.grantRole({ userId: world.users[who], role: "ADMIN", schoolId: world.B.id }).catch(() => null);
        await caller.users.grantRole({ userId: world.users.SUPER_ADMIN, role: "TEACHER", schoolId: world.A.id }).catch(() => null);
        const again = await callerForUser(world.users[who]);
        const leaked = await again.people.students({ schoolId: world.B.id, page: 1, sort: "name" }).then(
          () => true,
          () => false,
        );
        expect(leaked, `${who} read school B's families`).toBe(false);
        tally.chained++;
      }
      expect(await db.userRole.count({ where: { userId: world.users.SUPER_ADMIN, schoolId: { not: null } } })).toBe(0);
    });
  });

  describe("matrix summary", () => {
    it("prints the counts", () => {
      console.info(
        `[authorization matrix, part ${part} of ${parts}] ${rows.length} of ${PROCEDURES.length} procedures × ${WHO.length} actors: ${tally.allowed + tally.denied} calls (${tally.allowed} allowed, ${tally.denied} refused), ${tally.chained} chained attempts, ${tally.multiRole} calls by ${COMBOS.length} people holding two roles, ${tally.relations} calls by ${RELATIONS.length} relationships (issue 47)`,
      );
      // every row is tried by every actor in each of its scopes (more than one scope for some rows of every part)
      if (filtered) expect(tally.allowed + tally.denied).toBeGreaterThanOrEqual(rows.length * WHO.length);
      else expect(tally.allowed + tally.denied).toBeGreaterThan(rows.length * WHO.length);
    });
  });
}

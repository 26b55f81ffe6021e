import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { closeRealtimeHub } from "~/platform/realtime";
import { storage } from "~/platform/storage";
import {
  COMBOS,
  RELATIONS,
  RELATION_BASE,
  WHO,
  buildRelations,
  buildWorld,
  freshCard,
  inRelation,
  relationExpects,
  unique,
  withSecondRole,
  type Relation,
  type RelationWorld,
  type Scope,
  type Who,
  type World,
  freshPayment,
  freshResourceFile,
  freshDocument,
  freshProof,
} from "~/test/matrix-world";

/**
 * The authorization matrix of the HTTP routes (issue 27): every route handler under src/app/api × the 8 roles, a
 * visitor and the people holding two roles (matrix-world's COMBOS) × the scopes that matter to it. The procedures'
 * matrix (src/test/authorization-matrix.ts) does the same for tRPC; a route missing from the table below fails the
 * build. The handlers run as Next runs them; only what sits beyond them is replaced: the session cookie's decoding
 * (next-auth) hands over the actor under test, and the active-school cookie is the scope's school.
 */

// Chromium (a browser process printing the page) is beyond the handlers: as on a server without it, an allowed
// call answers 503 "PDF unavailable" after its check, a refused one 401/403/404
vi.mock("~/platform/pdf/print", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  pdfAvailable: () => false,
}));

const session = vi.hoisted(() => ({ actor: null as Actor | null, cookies: new Map<string, string>() }));
vi.mock("~/platform/auth/session", () => ({ getActor: async () => session.actor }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (session.cookies.has(name) ? { name, value: session.cookies.get(name)! } : undefined),
  }),
  headers: async () => new Headers(),
}));

type Verdict = "allowed" | "denied";
interface Call {
  w: World;
  scope: Scope;
  who: Who;
  me: string | null;
}
interface Route {
  scopes?: Scope[];
  /** the request and the handler's second argument */
  request: (
    call: Call,
  ) => Promise<{ method?: string; url: string; params?: Record<string, string>; cookies?: Record<string, string> }>;
  allow: (who: Who, scope: Scope) => boolean;
  /** the scopes are one's own record or someone else's (not a school's or a family's) */
  content?: boolean;
  /** how an answer reads (default: 401/403/404 refused, other 2xx/3xx/503 allowed) */
  verdict?: (response: Response, call: Call) => Verdict | null;
  /** where a relationship (issue 47) may do otherwise than matrix-world's relationExpects derives, and why */
  relations?: Partial<Record<Relation, (scope: Scope) => boolean>>;
}
/** routes no principal reaches: machine-to-machine, or next-auth's own; each names the test that covers it */
const ELSEWHERE: Record<string, string> = {
  "auth/[...nextauth]":
    "next-auth's sign-in endpoints: src/modules/account/routers/auth-security.test.ts, e2e login journeys",
  "trpc/[trpc]":
    "every procedure: src/test/authorization-matrix.ts; the endpoint: src/platform/api/http-handler.test.ts",
  "pusher/auth":
    "answers 404 without Pusher's configuration; its rule (own channel only): src/platform/realtime/pusher.test.ts",
  "payments/chargily/[schoolId]":
    "Chargily's signed webhook, no user: src/modules/payments/server/online-payment.test.ts",
  "sms/status": "Twilio's signed delivery reports, no user: src/modules/notify/server/sms.test.ts",
};

const SITE = "http://localhost:3000";
const everyone = () => true;
const signedIn = (who: Who) => who !== "anonymous";
const adminOf = (who: Who, scope: Scope) => who === "SUPER_ADMIN" || (who === "ADMIN" && scope !== "other");
const memberOf = (who: Who, scope: Scope) =>
  who === "SUPER_ADMIN" || (scope !== "other" && ["ADMIN", "TEACHER", "PARENT", "STUDENT"].includes(who));
const SCHOOL: Scope[] = ["own", "other"];
const CHILD: Scope[] = ["own", "sibling", "other"];
const school = ({ w, scope }: Call) => (scope === "other" ? w.B : w.A);
const studentOf = ({ w, scope }: Call) =>
  scope === "own" ? w.A.studentId : scope === "sibling" ? w.A.siblingStudentId : w.B.studentId;

const ROUTES: Record<string, Route> = {
  "build-id": { request: async () => ({ url: "/api/build-id" }), allow: everyone },
  // the load balancer's probe: the same answer for everyone (200, or 503 while the job queue has not started here)
  // the browser's message catalogue: the same file for everyone (src/i18n/catalogue-file.ts)
  "messages/[file]": {
    request: async () => ({
      url: "/api/messages/fr-member-aaaaaaaaaaaa.js",
      params: { file: "fr-member-aaaaaaaaaaaa.js" },
    }),
    allow: everyone,
  },
  health: { request: async () => ({ url: "/api/health" }), allow: everyone },
  locale: { request: async () => ({ url: "/api/locale?locale=ar&next=/fr/event" }), allow: everyone },
  landing: { request: async () => ({ url: "/api/landing?locale=fr" }), allow: everyone },
  "events/[slug]/ics": {
    scopes: SCHOOL,
    request: async (call) => {
      const event = await db.schoolEvent.create({
        data: {
          schoolId: school(call).id,
          slug: `evenement-${unique()}`,
          title: "Réunion",
          startsAt: new Date("2030-05-04T08:00:00Z"),
          createdById: call.w.users.ADMIN,
          audience: "SCHOOL",
        },
        select: { slug: true },
      });
      return { url: `/api/events/${event.slug}/ics?locale=fr`, params: { slug: event.slug } };
    },
    allow: memberOf,
    // a visitor is sent to the login page (a redirect), a member outside the audience gets 404
    verdict: (response, call) =>
      response.status === 200 ? "allowed" : call.who === "anonymous" || response.status === 404 ? "denied" : null,
  },
  "resources/[id]/file": {
    scopes: SCHOOL,
    request: async (call) => {
      const resource = await freshResourceFile(school(call).id, call.w.users.ADMIN);
      return { url: `/api/resources/${resource.id}/file`, params: { id: resource.id } };
    },
    allow: memberOf,
  },
  // a message's file in a conversation of school A: with the actor in it ("own"), or between two other people
  "conversations/files/[id]": {
    scopes: ["own", "other"],
    request: async (call) => {
      const stranger = async () =>
        (await db.user.create({ data: { name: "Inconnu", slug: `inconnu-${unique()}` }, select: { id: true } })).id;
      const members =
        call.scope === "own" && call.me ? [call.me, await stranger()] : [await stranger(), await stranger()];
      await storage.put("private/messages/matrix.pdf", Buffer.from("%PDF-1.4\n"), "application/pdf");
      const conversation = await db.conversation.create({
        data: {
          schoolId: call.w.A.id,
          kind: "FAMILY_TEACHER",
          studentId: call.w.A.studentId,
          // the actor on the side their role puts them: staff on the school's (a member "today" only so, issue 47)
          members: {
            create: members.map((userId, i) => ({
              userId,
              side: (i === 0) === !["SUPER_ADMIN", "ADMIN", "TEACHER"].includes(call.who) ? "FAMILY" : "STAFF",
            })),
          },
          messages: {
            create: {
              authorId: members[1],
              body: "",
              attachments: {
                create: {
                  kind: "DOCUMENT",
                  fileKey: "private/messages/matrix.pdf",
                  fileName: "matrix.pdf",
                  fileType: "application/pdf",
                  fileSize: 9,
                },
              },
            },
          },
        },
        select: { messages: { select: { attachments: { select: { id: true } } } } },
      });
      const id = conversation.messages[0]!.attachments[0]!.id;
      return { url: `/api/conversations/files/${id}`, params: { id } };
    },
    // in it, and still in its school (school A); a conversation about Sara: not a parent barred from her
    allow: (who, scope) => scope === "own" && memberOf(who, scope),
    relations: { PARENT_NO_ACCESS: () => false },
    content: true,
  },
  // a circular of school A sent by the actor ("own") or by someone else: its sender and the school's administrators
  "circulars/[id]/answers": {
    scopes: ["own", "other"],
    request: async (call) => {
      const author =
        call.scope === "own" && call.me
          ? call.me
          : (await db.user.create({ data: { name: "Autre", slug: `autre-${unique()}` }, select: { id: true } })).id;
      const circular = await db.circular.create({
        data: {
          schoolId: call.w.A.id,
          authorId: author,
          title: "Sortie",
          body: "Sortie.",
          answer: "CONSENT",
          audience: { kind: "class", classId: call.w.A.classId },
          recipients: 1,
          families: { create: { studentId: call.w.A.studentId, classId: call.w.A.classId } },
        },
        select: { id: true },
      });
      return { url: `/api/circulars/${circular.id}/answers?lang=fr`, params: { id: circular.id } };
    },
    allow: (who, scope) => who === "SUPER_ADMIN" || who === "ADMIN" || (who === "TEACHER" && scope === "own"),
    content: true,
  },
  "notifications/[id]/open": {
    scopes: ["own", "other"],
    request: async (call) => {
      const owner =
        call.scope === "own" ? call.me : call.w.users.MEMBER === call.me ? call.w.users.DEVELOPER : call.w.users.MEMBER;
      const n = owner
        ? await db.notification.create({ data: { userId: owner, kind: "absence.recorded" }, select: { id: true } })
        : null;
      const id = n?.id ?? "aucune";
      return { url: `/api/notifications/${id}/open?locale=fr`, params: { id } };
    },
    allow: (who, scope) => signedIn(who) && scope === "own",
    content: true,
    // always a redirect: opened (its anchor on the list) or not (the list, or the login page)
    verdict: (response) => ((response.headers.get("location") ?? "").includes("#n-") ? "allowed" : "denied"),
  },
  "payments/export": {
    scopes: SCHOOL,
    request: async (call) => ({
      url: "/api/payments/export?lang=fr",
      cookies: { [ACTIVE_SCHOOL_COOKIE]: school(call).slug },
    }),
    // the active school is the cookie's when the actor belongs to it, else their first (school A): its payment staff only
    allow: (who) => who === "ADMIN" || who === "SUPER_ADMIN",
  },
  "payments/[id]/receipt": {
    scopes: CHILD,
    request: async (call) => {
      const payment = await freshPayment(studentOf(call));
      return { url: `/api/payments/${payment.id}/receipt?locale=fr`, params: { id: payment.id } };
    },
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope === "own"),
  },
  "payments/proofs/[id]/file": {
    scopes: CHILD,
    request: async (call) => {
      const proof = await freshProof(studentOf(call));
      return { url: `/api/payments/proofs/${proof.id}/file`, params: { id: proof.id } };
    },
    allow: (who, scope) => adminOf(who, scope) || (who === "PARENT" && scope === "own"),
  },
  "documents/register": {
    scopes: SCHOOL,
    request: async (call) => ({
      url: "/api/documents/register?lang=fr",
      cookies: { [ACTIVE_SCHOOL_COOKIE]: school(call).slug },
    }),
    // the active school is the cookie's when the actor belongs to it, else their first (school A): those who issue papers
    allow: (who) => who === "ADMIN" || who === "SUPER_ADMIN",
  },
  "documents/[id]/pdf": {
    scopes: CHILD,
    request: async (call) => {
      const doc = await freshDocument(studentOf(call), "ISSUED");
      return { url: `/api/documents/${doc.id}/pdf?locale=fr`, params: { id: doc.id } };
    },
    allow: (who, scope) => adminOf(who, scope) || ((who === "PARENT" || who === "STUDENT") && scope === "own"),
  },
  // one's own data (issue 34): anyone signed in, about themself (the export's scoping is the procedure's, in its matrix)
  "privacy/export": {
    request: async () => ({ url: "/api/privacy/export?format=json&locale=fr" }),
    allow: (who) => who !== "anonymous",
  },
  "report-cards/pdf": {
    scopes: CHILD,
    request: async (call) => {
      const card = await freshCard(call.scope === "other" ? call.w.B : call.w.A, studentOf(call));
      return { url: `/api/report-cards/pdf?card=${card.id}&lang=fr` };
    },
    // the class's staff (the demo teacher teaches Sara's class, the sibling's too), the child and their parents once released
    allow: (who, scope) =>
      adminOf(who, scope) ||
      (who === "TEACHER" && scope !== "other") ||
      (scope === "own" && (who === "PARENT" || who === "STUDENT")),
  },
};

/** The handlers, imported as Next imports them (literal paths: the bundler resolves no variable ones). */
const MODULES: Record<string, () => Promise<unknown>> = {
  "build-id": () => import("~/app/api/build-id/route"),
  "messages/[file]": () => import("~/app/api/messages/[file]/route"),
  health: () => import("~/app/api/health/route"),
  locale: () => import("~/app/api/locale/route"),
  landing: () => import("~/app/api/landing/route"),
  "events/[slug]/ics": () => import("~/app/api/events/[slug]/ics/route"),
  "resources/[id]/file": () => import("~/app/api/resources/[id]/file/route"),
  "conversations/files/[id]": () => import("~/app/api/conversations/files/[id]/route"),
  "circulars/[id]/answers": () => import("~/app/api/circulars/[id]/answers/route"),
  "notifications/[id]/open": () => import("~/app/api/notifications/[id]/open/route"),
  "payments/export": () => import("~/app/api/payments/export/route"),
  "payments/[id]/receipt": () => import("~/app/api/payments/[id]/receipt/route"),
  "report-cards/pdf": () => import("~/app/api/report-cards/pdf/route"),
  "payments/proofs/[id]/file": () => import("~/app/api/payments/proofs/[id]/file/route"),
  "documents/register": () => import("~/app/api/documents/register/route"),
  "documents/[id]/pdf": () => import("~/app/api/documents/[id]/pdf/route"),
  "privacy/export": () => import("~/app/api/privacy/export/route"),
};

/** Every route.ts under src/app/api, as "events/[slug]/ics". */
function routeFiles(dir = path.resolve("src/app/api"), prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full, prefix ? `${prefix}/${name}` : name);
    return name === "route.ts" ? [prefix] : [];
  });
}

function readVerdict(response: Response): Verdict | null {
  if ([401, 403, 404].includes(response.status)) return "denied";
  if (response.status < 400 || response.status === 503) return "allowed";
  return null;
}

async function answer(route: string, rule: Route, call: Call, actor: Actor | null) {
  const { method = "GET", url, params = {}, cookies = {} } = await rule.request(call);
  session.actor = actor;
  session.cookies = new Map(Object.entries(cookies));
  const handlers = (await MODULES[route]!()) as unknown as Record<
    string,
    (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>
  >;
  const response = await handlers[method]!(new NextRequest(new URL(url, SITE), { method }), {
    params: Promise.resolve(params),
  });
  const verdict = rule.verdict ? rule.verdict(response, call) : readVerdict(response);
  return verdict ?? `status ${response.status}: ${(await response.text()).slice(0, 120)}`;
}

let world: World;
let relations: RelationWorld;
const tally = { calls: 0, multiRole: 0, relations: 0 };
beforeAll(async () => {
  world = await buildWorld();
  relations = await buildRelations(world);
}, 240_000);
afterAll(() => closeRealtimeHub());

describe("HTTP routes' authorization matrix", () => {
  it("declares every route handler, and nothing else", () => {
    const files = routeFiles();
    expect(
      files.filter((r) => !ROUTES[r] && !ELSEWHERE[r]),
      "routes missing from the matrix",
    ).toEqual([]);
    expect(
      [...Object.keys(ROUTES), ...Object.keys(ELSEWHERE)].filter((r) => !files.includes(r)),
      "rows for routes that no longer exist",
    ).toEqual([]);
  });

  it.each(Object.keys(ROUTES))("%s", async (route) => {
    const rule = ROUTES[route]!;
    const outcomes: string[] = [];
    for (const scope of rule.scopes ?? (["any"] as Scope[])) {
      for (const who of WHO) {
        const me = who === "anonymous" ? null : world.users[who];
        const call = { w: world, scope, who, me };
        const actual = await answer(route, rule, call, me ? await loadActor(db, me) : null);
        const expected = rule.allow(who, scope) ? "allowed" : "denied";
        if (actual !== expected) outcomes.push(`${who} × ${scope}: expected ${expected}, got ${actual}`);
        tally.calls++;
      }
      for (const combo of COMBOS) {
        const me = world.users[combo.base];
        const expected =
          rule.allow(combo.base, scope) || rule.allow("PARENT", combo.parentScope(scope, !!rule.content))
            ? "allowed"
            : "denied";
        const actual = await withSecondRole(combo, me, world, async () =>
          answer(route, rule, { w: world, scope, who: combo.base, me }, await loadActor(db, me)),
        );
        if (actual !== expected) outcomes.push(`${combo.name} × ${scope}: expected ${expected}, got ${actual}`);
        tally.multiRole++;
      }
      // the relationships of issue 47 (school B is no one's here)
      for (const relation of scope === "other" ? [] : RELATIONS) {
        const me = relations.users[relation];
        const allowed =
          rule.relations?.[relation]?.(scope) ??
          relationExpects(relation, rule.allow, { aboutChild: !!rule.scopes?.includes("sibling"), acts: false }, scope);
        const actual = await inRelation(relation, world, relations, async () =>
          answer(route, rule, { w: world, scope, who: RELATION_BASE[relation], me }, await loadActor(db, me)),
        );
        if (actual !== (allowed ? "allowed" : "denied"))
          outcomes.push(`${relation} × ${scope}: expected ${allowed ? "allowed" : "denied"}, got ${actual}`);
        tally.relations++;
      }
    }
    expect(outcomes, route).toEqual([]);
  });

  it("prints the counts", () => {
    console.info(
      `[HTTP routes matrix] ${Object.keys(ROUTES).length} routes (+${Object.keys(ELSEWHERE).length} covered elsewhere): ${tally.calls} calls by ${WHO.length} actors, ${tally.multiRole} by ${COMBOS.length} people holding two roles, ${tally.relations} by ${RELATIONS.length} relationships`,
    );
    expect(tally.calls).toBeGreaterThan(Object.keys(ROUTES).length * WHO.length);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type * as NextAuthModule from "next-auth";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/platform/db";
import { DEMO_USERS } from "~/seed/seed";
import { startLoginSession } from "~/platform/auth/login-sessions";
import { seedOnce } from "~/test/callers";
import { authSecret } from "./secret";

/**
 * Every door of the site (each route handler, each page's actor helper) is driven through the real session
 * cookie → next-auth → actor path; only Next's request scope (cookies(), headers()) is supplied by the test, as the
 * framework would.
 */
const request = vi.hoisted(() => ({ cookies: {} as Record<string, string>, headers: {} as Record<string, string> }));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name in request.cookies ? { name, value: request.cookies[name] } : undefined),
    getAll: () => Object.entries(request.cookies).map(([name, value]) => ({ name, value })),
  }),
  headers: async () => new Headers(request.headers),
}));
// next-auth reads Next's request scope with require(), which a test cannot supply: the same call with the
// request spelled out, as next-auth's pages-router form takes it
vi.mock("next-auth", async (importOriginal) => {
  const real = await importOriginal<typeof NextAuthModule>();
  const noop = { getHeader() {}, setCookie() {}, setHeader() {} };
  return {
    ...real,
    getServerSession: (options: never) =>
      real.getServerSession(
        { cookies: { ...request.cookies }, headers: { host: "localhost:3000", ...request.headers } } as never,
        noop as never,
        options,
      ),
  };
});

const APP = path.resolve(import.meta.dirname, "../../app");
const routeFiles = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((f) => /(^|\/)route\.tsx?$/.test(f))
  .sort();

/** Routes that answer someone holding a printed password: each with why. Any other route must refuse them. */
const OPEN_DOORS: Record<string, string> = {
  "api/auth/[...nextauth]/route.ts": "signing in and out must work before the password is changed",
  "api/build-id/route.ts": "names the running build, nothing of the user",
  "api/health/route.ts":
    "the load balancer's probe: the database, the job queue and Redis answer or not, nothing of the user",
  "api/locale/route.ts": "sets the language cookie, nothing of the user",
  "api/messages/[file]/route.ts": "the browser's message catalogue, the same file for everyone, nothing of the user",
  "api/payments/chargily/[schoolId]/route.ts": "the payment gateway's signed webhook, no session",
  "api/sms/status/route.ts": "the SMS provider's signed delivery reports, no session",
  "media/[...key]/route.ts": "public files only (photos, logos); a school's private files go through api/resources",
};

/** A URL and params for each route; dynamic segments get plausible values (a refusal must come before any lookup). */
function requestFor(file: string, method: string, schoolId: string) {
  const dir = path.dirname(file);
  if (dir === "api/trpc/[trpc]") {
    const procedure = method === "GET" ? "notifications.unreadCount" : "notifications.clear";
    return { url: `/api/trpc/${procedure}`, params: { trpc: procedure } };
  }
  const values: Record<string, string> = { id: "ckdoesnotexist0000000000", slug: "no-such-event", schoolId };
  const params: Record<string, string> = {};
  const url = `/${dir.replace(/\[([^\]]+)\]/g, (_, name: string) => (params[name] = values[name] ?? "x"))}`;
  return { url: url.startsWith("/api/report-cards") ? `${url}?card=${values.id}` : url, params };
}

type Outcome = { status: number; location: string | null };

/** What the browser receives: Next turns a redirect() thrown in a route handler into a 307. */
async function answer(file: string, method: string, schoolId: string): Promise<Outcome> {
  const mod = (await import(/* @vite-ignore */ path.join(APP, file))) as Record<string, unknown>;
  const handler = mod[method] as (
    req: NextRequest,
    ctx: { params: Promise<Record<string, string>> },
  ) => Promise<Response> | Response;
  const { url, params } = requestFor(file, method, schoolId);
  try {
    const res = await handler(
      new NextRequest(
        new URL(url, "http://localhost:3000"),
        method === "POST" ? { method, headers: { "content-type": "application/json" }, body: "{}" } : { method },
      ),
      { params: Promise.resolve(params) },
    );
    return { status: res.status, location: res.headers.get("location") };
  } catch (error) {
    if (isRedirectError(error)) return { status: 307, location: getURLFromRedirectError(error) };
    throw error;
  }
}

const refusedForPassword = (o: Outcome) =>
  o.status === 403 || (o.status === 307 && /^\/(fr|en|ar)\/profil$/.test(o.location ?? ""));

let userId: string;
let schoolId: string;

async function signIn(mustChangePassword: boolean) {
  await db.user.update({ where: { id: userId }, data: { mustChangePassword } });
  const sid = await startLoginSession(db, userId);
  const token = await encode({ token: { uid: userId, sv: 0, sid, sub: userId }, secret: authSecret() });
  request.cookies = { "next-auth.session-token": token };
}

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  userId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_USERS.find((u) => u.role === "ADMIN")!.email } }))
    .id;
});

describe("a printed password must be changed before any door opens (issue 27, 5a)", () => {
  const doors = routeFiles.filter((f) => !(f in OPEN_DOORS));
  const methods = (file: string) =>
    ["GET", "POST"].filter((m) =>
      new RegExp(`\\b(function|as|const) ${m}\\b`).test(readFileSync(path.join(APP, file), "utf8")),
    );

  it("finds the route handlers (the list below is enumerated, not written by hand)", () => {
    expect(doors).toContain("api/resources/[id]/file/route.ts");
    expect(doors.length).toBeGreaterThanOrEqual(9);
    for (const open of Object.keys(OPEN_DOORS)) expect(routeFiles).toContain(open);
  });

  it.each(doors.flatMap((file) => methods(file).map((method) => [file, method] as const)))(
    "%s (%s) refuses someone holding a printed password, and serves everyone else as before",
    async (file, method) => {
      await signIn(false);
      expect(refusedForPassword(await answer(file, method, schoolId))).toBe(false);
      await signIn(true);
      expect(refusedForPassword(await answer(file, method, schoolId))).toBe(true);
    },
  );

  it("the routes left open read no session", () => {
    for (const file of Object.keys(OPEN_DOORS))
      expect(readFileSync(path.join(APP, file), "utf8")).not.toMatch(/getActor|server\/auth\/session/);
  });

  it("the pages' actor helpers send them to the profile page, in the page's language", async () => {
    const { getActor } = await import("./session");
    const { schoolPage } = await import("~/modules/school/ui/school-page");
    await signIn(true);
    request.headers = { "x-wasla-path": "/ar/payments" };
    const thrown = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (isRedirectError(e) ? getURLFromRedirectError(e) : e),
      );
    expect(await thrown(getActor())).toBe("/ar/profil");
    expect(await thrown(schoolPage(Promise.resolve({ locale: "ar" }), "/payments"))).toBe("/ar/profil");
    await signIn(false);
    expect((await getActor())?.userId).toBe(userId);
    request.headers = {};
  });

  it("only the screens where the password is changed read the session without that rule", () => {
    const src = path.resolve(import.meta.dirname, "../..");
    const readers = readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("db/generated"))
      .filter((f) =>
        /getActorPendingPasswordChange|getServerSession|actorFromSession\(/.test(
          readFileSync(path.join(src, f), "utf8"),
        ),
      )
      .sort();
    expect(readers).toEqual([
      "app/[locale]/(default)/layout.tsx",
      "app/[locale]/(default)/profil/page.tsx",
      "app/[locale]/layout.tsx",
      "platform/api/context.ts",
      "platform/api/server-caller.ts",
      "platform/auth/actor.ts",
      "platform/auth/session.ts",
    ]);
  });
});

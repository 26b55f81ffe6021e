import NextAuth, { getServerSession } from "next-auth";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { actorFromSession } from "~/platform/auth/actor";
import { authOptions } from "~/platform/auth/options";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account/server/authenticate";
import { userForOAuth } from "~/modules/account/server/oauth";
import type { Mail } from "~/platform/mail/mailer";

// SMTP is beyond the network: the mails are captured here instead of being sent.
const outbox = vi.hoisted(() => [] as Mail[]);
vi.mock("~/platform/mail/mailer", () => ({ sendMail: async (mail: Mail) => void outbox.push(mail) }));

beforeAll(async () => {
  // as scripts/server.mjs does: the socket-address header is ours
  vi.stubEnv("WASLA_SOCKET_ADDRESS_HEADER", "1");
  await seedOnce();
});
beforeEach(() => {
  outbox.length = 0;
});

const linkIn = (mail: Mail | undefined) => mail?.text.match(/https?:\/\/\S+token=([\w-]+)/)?.[1];

// ---- next-auth's own request handling (its API-route form, the same core as /api/auth), with a cookie jar ----

type Jar = Record<string, string>;
const SOCKET = { "x-wasla-socket-address": "198.51.100.7" };

function fakeResponse() {
  const headers: Record<string, unknown> = {};
  const out = { status: 200, body: undefined as unknown, headers };
  const res = {
    status: (code: number) => ((out.status = code), res),
    setHeader: (name: string, value: unknown) => ((headers[name.toLowerCase()] = value), res),
    getHeader: (name: string) => headers[name.toLowerCase()],
    end: () => res,
    json: (body: unknown) => void (out.body = body),
    send: (body: unknown) => void (out.body = body),
  };
  return { res, out };
}

async function nextAuth(
  path: string,
  jar: Jar,
  init: { method?: string; body?: object; headers?: Record<string, string> } = {},
) {
  const { res, out } = fakeResponse();
  const req = {
    method: init.method ?? "GET",
    query: { nextauth: path.split("/") },
    body: init.body,
    cookies: { ...jar },
    headers: { host: "localhost:3000", ...init.headers },
  };
  await NextAuth(req as never, res as never, authOptions);
  for (const line of [out.headers["set-cookie"] ?? []].flat() as string[]) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    const [name, value] = [pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1))];
    if (value && !/max-age=0/i.test(line)) jar[name] = value;
    else delete jar[name];
  }
  return out;
}

async function csrf(jar: Jar) {
  return ((await nextAuth("csrf", jar)).body as { csrfToken: string }).csrfToken;
}

/** Logs in through the credentials provider; returns the browser's cookie jar and where next-auth sent it. */
async function credentialsLogin(identifier: string, password: string, headers: Record<string, string> = SOCKET) {
  const jar: Jar = {};
  const csrfToken = await csrf(jar);
  const out = await nextAuth("callback/credentials", jar, {
    method: "POST",
    body: { csrfToken, identifier, password, json: "true" },
    headers,
  });
  return { jar, redirect: (out.body as { url?: string } | undefined)?.url ?? "" };
}

/** What getActor sees for a request carrying these cookies. */
async function actorOf(jar: Jar) {
  const { res } = fakeResponse();
  const session = await getServerSession(
    { cookies: { ...jar }, headers: { host: "localhost:3000" } } as never,
    res as never,
    authOptions,
  );
  return actorFromSession(db, session as never);
}

describe("sign-out", () => {
  it("ends that session on the server: a copy of its cookie stops working, the user's other devices keep theirs", async () => {
    const phone = await credentialsLogin("member@wasla.dz", "wasla-demo-2026");
    const laptop = await credentialsLogin("member@wasla.dz", "wasla-demo-2026");
    const copied = { ...phone.jar };
    expect((await actorOf(phone.jar))?.name).toBe("Mourad Membre");

    await nextAuth("signout", phone.jar, { method: "POST", body: { csrfToken: await csrf(phone.jar) } });
    expect(phone.jar["next-auth.session-token"]).toBeUndefined();
    expect(await actorOf(copied)).toBeNull();
    expect(await actorOf(laptop.jar)).not.toBeNull();
  });

  it("still ends every session of the user when sessionVersion is bumped (password change, suspension)", async () => {
    const a = await credentialsLogin("student@wasla.dz", "wasla-demo-2026");
    const b = await credentialsLogin("student@wasla.dz", "wasla-demo-2026");
    expect(await actorOf(a.jar)).not.toBeNull();
    await db.user.update({ where: { email: "student@wasla.dz" }, data: { sessionVersion: { increment: 1 } } });
    expect(await actorOf(a.jar)).toBeNull();
    expect(await actorOf(b.jar)).toBeNull();
  });
});

describe("client address for rate limits", () => {
  it("puts 40 logins with rotated X-Forwarded-For values from one socket in one bucket", async () => {
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const { redirect } = await credentialsLogin(`ghost-${i}@wasla.dz`, "wrong-password", {
        "x-wasla-socket-address": "198.51.100.40",
        "x-forwarded-for": `203.0.113.${i}`,
        "x-real-ip": `192.0.2.${i}`,
      });
      if (redirect.includes("error=RateLimited")) refused++;
    }
    expect(refused).toBe(10); // LOGIN_LIMIT_PER_IP = 30
  });
});

describe("login limits", () => {
  it("8 wrong passwords from one address do not lock the owner out from another", async () => {
    for (let i = 0; i < 10; i++)
      await authenticate(db, { identifier: "parent@wasla.dz", password: `guess-${i}` }, "6.6.6.6");
    expect(await authenticate(db, { identifier: "parent@wasla.dz", password: "wasla-demo-2026" }, "6.6.6.6")).toEqual({
      ok: false,
      reason: "rate-limited",
    });
    expect((await authenticate(db, { identifier: "parent@wasla.dz", password: "wasla-demo-2026" }, "7.7.7.7")).ok).toBe(
      true,
    );
  });

  it("30+ wrong passwords from a school's address (a prankster on other accounts) do not keep a family there from signing in", async () => {
    const wifi = { "x-wasla-socket-address": "198.51.100.31" };
    let refused = 0;
    for (let i = 0; i < 35; i++) {
      const { redirect } = await credentialsLogin(`prank-${i}@wasla.dz`, "wrong-password", wifi);
      if (redirect.includes("error=RateLimited")) refused++;
    }
    // further failures from the address are answered "too many attempts"…
    expect(refused).toBe(5);
    // …but the family with the right password, behind the same address, signs in
    const family = await credentialsLogin("parent@wasla.dz", "wasla-demo-2026", wifi);
    expect(family.redirect).not.toContain("error=");
    expect((await actorOf(family.jar))?.name).toBeTruthy();
    // and a typo of theirs is still answered "too many attempts" (only failures are refused)
    expect((await credentialsLogin("parent@wasla.dz", "wasla-demo-2025", wifi)).redirect).toContain(
      "error=RateLimited",
    );
  });

  it("a slower limit per identifier stops attempts spread over many addresses", async () => {
    for (let i = 0; i < 50; i++)
      await authenticate(db, { identifier: "admin@wasla.dz", password: `guess-${i}` }, `8.8.${i}.1`);
    expect(await authenticate(db, { identifier: "admin@wasla.dz", password: "wasla-demo-2026" }, "9.9.9.9")).toEqual({
      ok: false,
      reason: "rate-limited",
    });
  });
});

describe("social login on an address that has a local account", () => {
  const google = (providerAccountId: string, email: string) =>
    ({ provider: "google", providerAccountId, email, emailVerified: true, name: "Someone" }) as const;

  it("does not sign in; mails a single-use link that links the provider and verifies the address", async () => {
    const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } });
    const first = await userForOAuth(db, google("g-teacher", "Teacher@wasla.dz"));
    expect(first).toEqual({ status: "verify-email" });
    expect(await db.oAuthAccount.count({ where: { userId: teacher.id } })).toBe(0);
    expect(outbox.map((m) => m.to)).toEqual(["teacher@wasla.dz"]);
    const token = linkIn(outbox[0]);
    expect(token).toBeTruthy();
    const stored = await db.oAuthLinkRequest.findFirstOrThrow({ where: { userId: teacher.id } });
    expect(stored.tokenHash).not.toContain(token!);

    const visitor = await callerAs(null);
    expect(await visitor.auth.confirmOAuthLink({ token: token! })).toEqual({ ok: true, provider: "google" });
    expect((await db.user.findUniqueOrThrow({ where: { id: teacher.id } })).emailVerifiedAt).not.toBeNull();
    expect(await userForOAuth(db, google("g-teacher", "teacher@wasla.dz"))).toMatchObject({
      status: "ok",
      id: teacher.id,
    });

    const again = await clientError(visitor.auth.confirmOAuthLink({ token: token! }));
    expect(again.messageKey).toBe("errors.linkInvalid");
  });

  it("links a verified address automatically afterwards, and refuses an expired link", async () => {
    const admin = await db.user.findUniqueOrThrow({ where: { email: "developer@wasla.dz" } });
    await userForOAuth(db, google("g-dev-1", "developer@wasla.dz"));
    const token = linkIn(outbox[0])!;
    await db.oAuthLinkRequest.updateMany({
      where: { userId: admin.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await clientError((await callerAs(null)).auth.confirmOAuthLink({ token }))).messageKey).toBe(
      "errors.linkInvalid",
    );

    await db.user.update({ where: { id: admin.id }, data: { emailVerifiedAt: new Date() } });
    expect(await userForOAuth(db, { ...google("g-dev-2", "developer@wasla.dz"), provider: "facebook" })).toMatchObject({
      status: "ok",
      id: admin.id,
    });
  });
});

describe("sign-up does not reveal which e-mails and phones have accounts", () => {
  const form = (contact: { email?: string; phone?: string }) => ({
    name: "Quelqu'un",
    ...contact,
    password: "motdepasse1",
    confirmPassword: "motdepasse1",
  });

  it("answers the same for a taken and a free e-mail; the owner of the taken one is told by mail", async () => {
    const caller = await callerAs(null, { ip: "10.9.0.1" });
    const taken = await caller.auth.signUp(form({ email: "Member@Wasla.dz" }));
    const free = await caller.auth.signUp(form({ email: "new-person@example.dz" }));
    expect(taken).toEqual(free);
    expect(outbox.map((m) => m.to).sort()).toEqual(["member@wasla.dz", "new-person@example.dz"]);
    expect(linkIn(outbox.find((m) => m.to === "member@wasla.dz"))).toBeUndefined();
    expect(await db.user.count({ where: { email: "new-person@example.dz" } })).toBe(0);

    // following the activation link creates the account, address verified; the link works once
    const token = linkIn(outbox.find((m) => m.to === "new-person@example.dz"))!;
    expect(await caller.auth.activateAccount({ token })).toEqual({ email: "new-person@example.dz" });
    const created = await db.user.findUniqueOrThrow({ where: { email: "new-person@example.dz" } });
    expect(created.emailVerifiedAt).not.toBeNull();
    expect(
      (await authenticate(db, { identifier: "new-person@example.dz", password: "motdepasse1" }, "10.9.0.2")).ok,
    ).toBe(true);
    expect((await clientError(caller.auth.activateAccount({ token }))).messageKey).toBe("errors.linkInvalid");
  });
});

import Pusher from "pusher";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { userChannel } from "./pusher";
import { pusherAuth } from "./pusher-auth";

/**
 * Pusher's channel authorization at our endpoint. The Pusher server SDK is real (its signature is local HMAC work);
 * only its authorizeChannel is watched. Forwarding signals to Pusher is tested with the hub (realtime.test.ts).
 */
const SITE = "http://localhost:3000";
const pusher = new Pusher({ appId: "1234567", key: "abc123", secret: "s3cr3t", cluster: "eu", useTLS: true });
const authorizeChannel = vi.spyOn(pusher, "authorizeChannel");

let me: Actor;
let someoneElse: string;

beforeAll(async () => {
  const [a, b] = await Promise.all(
    ["a", "b"].map((tag) =>
      db.user.create({
        data: { name: `Parent ${tag}`, slug: `parent-pusher-${tag}-${Date.now()}` },
        select: { id: true },
      }),
    ),
  );
  me = (await loadActor(db, a!.id))!;
  someoneElse = b!.id;
});

afterEach(() => authorizeChannel.mockClear());

const authorize = (channel: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/pusher/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
    body: new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString(),
  });

describe("/api/pusher/auth", () => {
  it("tells the signed-in browser its own channel, and signs a subscription to it", async () => {
    const which = await pusherAuth(new Request(`${SITE}/api/pusher/auth`), me, pusher);
    expect(await which.json()).toEqual({ channel: `private-user-${me.userId}` });

    const response = await pusherAuth(authorize(userChannel(me.userId)), me, pusher);
    expect(response.status).toBe(200);
    expect(authorizeChannel).toHaveBeenCalledWith("123.456", userChannel(me.userId));
    const { auth } = (await response.json()) as { auth: string };
    expect(auth).toMatch(/^abc123:[0-9a-f]{64}$/);
  });

  it("refuses someone else's channel, a visitor, a user who must change a school-given password, and another site (403)", async () => {
    expect((await pusherAuth(authorize(userChannel(someoneElse)), me, pusher)).status).toBe(403);
    expect((await pusherAuth(authorize("private-user-"), me, pusher)).status).toBe(403);
    expect((await pusherAuth(authorize(userChannel(me.userId)), null, pusher)).status).toBe(403);
    expect((await pusherAuth(new Request(`${SITE}/api/pusher/auth`), null, pusher)).status).toBe(403);
    expect(
      (await pusherAuth(authorize(userChannel(me.userId)), { ...me, mustChangePassword: true }, pusher)).status,
    ).toBe(403);
    expect(
      (await pusherAuth(authorize(userChannel(me.userId), { "sec-fetch-site": "cross-site" }), me, pusher)).status,
    ).toBe(403);
    expect(authorizeChannel).not.toHaveBeenCalled();
  });

  it("answers 400 to a malformed socket id, 404 when Pusher is not configured", async () => {
    const bad = new Request(`${SITE}/api/pusher/auth`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ socket_id: "123.456:evil", channel_name: userChannel(me.userId) }).toString(),
    });
    expect((await pusherAuth(bad, me, pusher)).status).toBe(400);
    expect((await pusherAuth(authorize(userChannel(me.userId)), me, null)).status).toBe(404);
    expect(authorizeChannel).not.toHaveBeenCalled();
  });
});

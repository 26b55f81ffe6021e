import Pusher from "pusher";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as chargilyWebhook } from "~/app/api/payments/chargily/[schoolId]/route";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { pusherAuth } from "~/platform/realtime/pusher-auth";
import { readBodyUpTo } from "./body-cap";

/**
 * The endpoints outside tRPC that read a body (Chargily's webhook, Pusher's channel authorization) take a few
 * kilobytes: a larger body is refused without being buffered first, whatever its Content-Length says.
 */
const SITE = "http://localhost:3000";
const KiB = 1024;

/** 100 MB produced on demand in 16 KB chunks, with no Content-Length: how much the server pulled tells the story. */
function endlessBody() {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 100 * 1024 * KiB) return controller.close();
      sent += 16 * KiB;
      controller.enqueue(new Uint8Array(16 * KiB).fill(0x61));
    },
  });
  return { stream, pulled: () => sent };
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

let me: Actor;
beforeAll(async () => {
  const user = await db.user.create({
    data: { name: "Parent corps", slug: `parent-small-bodies-${Date.now()}` },
    select: { id: true },
  });
  me = (await loadActor(db, user.id))!;
});

describe("small bodies", () => {
  it("readBodyUpTo returns a body within the cap and null past it, by declaration or by count", async () => {
    expect((await readBodyUpTo(new Request(SITE, { method: "POST", body: "abc" }), 3))?.toString()).toBe("abc");
    expect(await readBodyUpTo(new Request(SITE, { method: "POST", body: "abcd" }), 3)).toBeNull();
    const body = endlessBody();
    expect(await readBodyUpTo(post("/", body.stream), 64 * KiB)).toBeNull();
    expect(body.pulled()).toBeLessThanOrEqual(64 * KiB + 3 * 16 * KiB);
  });

  it("Chargily's webhook refuses 100 MB with 413 after reading no more than 64 KB of it", async () => {
    const body = endlessBody();
    const response = await chargilyWebhook(post("/api/payments/chargily/school1", body.stream), {
      params: Promise.resolve({ schoolId: "school1" }),
    });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * KiB + 3 * 16 * KiB);
  });

  it("Pusher's channel authorization refuses 100 MB with 400 after reading no more than 1 KB of it", async () => {
    const pusher = new Pusher({ appId: "1234567", key: "abc123", secret: "s3cr3t", cluster: "eu", useTLS: true });
    const body = endlessBody();
    const response = await pusherAuth(
      post("/api/pusher/auth", body.stream, { "content-type": "application/x-www-form-urlencoded" }),
      me,
      pusher,
    );
    expect(response.status).toBe(400);
    expect(body.pulled()).toBeLessThanOrEqual(3 * 16 * KiB);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleTrpcRequest } from "~/platform/api/http-handler";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { closeRealtimeHub, realtimeHub } from "~/platform/realtime";
import { DEMO_USERS } from "~/seed/seed";
import { notify } from "~/modules/notify/server/notify";
import { seedOnce } from "~/test/callers";

/**
 * notifications.live over HTTP, as the browser's EventSource gets it: the real endpoint, the real hub on the test's
 * database, a notification committed by a service.
 */
const SITE = "http://localhost:3000";

let parent: Actor;
let schoolId: string;

beforeAll(async () => {
  await seedOnce();
  const user = await db.user.findUniqueOrThrow({
    where: { email: DEMO_USERS.find((u) => u.role === "PARENT")!.email },
  });
  parent = (await loadActor(db, user.id))!;
  schoolId = (await db.school.findFirstOrThrow({ select: { id: true } })).id;
});

afterAll(() => closeRealtimeHub());

function open(actor: Actor | null, signal?: AbortSignal) {
  return handleTrpcRequest(new Request(`${SITE}/api/trpc/notifications.live`, { signal }), async () =>
    createInnerTRPCContext({ db, actor }),
  );
}

/** The SSE events of a response, as an EventSource parses them: { event, data } per blank-line-ended block. */
async function* events(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split("\n")
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        yield { event: field("event") ?? "message", data: field("data") };
      }
    }
  } finally {
    // what a browser that leaves does: the response body is cancelled
    await reader.cancel().catch(() => {});
  }
}

/** The next count the stream sends ({ kind: "unread", count } in superjson's { json } envelope), other events skipped. */
async function nextCount(stream: AsyncGenerator<{ event: string; data?: string }>): Promise<number> {
  for (;;) {
    const { value, done } = await stream.next();
    if (done) throw new Error("the stream ended");
    if (value.event !== "message" || !value.data) continue;
    const event = (JSON.parse(value.data) as { json: { kind: string; count?: number } }).json;
    if (event.kind === "unread") return event.count!;
  }
}

describe("notifications.live", () => {
  it("streams the signed-in user's unread count: at once, then after each committed notification", async () => {
    const before = await db.notification.count({ where: { userId: parent.userId, readAt: null } });
    const ac = new AbortController();
    const response = await open(parent, ac.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    // compression (Next's server, a proxy) must pass each event through as it comes
    expect(response.headers.get("cache-control")).toContain("no-transform");

    const stream = events(response);
    expect(await nextCount(stream)).toBe(before);
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId,
        kind: "message",
        to: { PARENT: [parent.userId] },
        params: { title: "Réunion", body: "Jeudi", sender: "École" },
      }),
    );
    expect(await nextCount(stream)).toBe(before + 1);
    expect(realtimeHub().size().listeners).toBe(1);

    // the browser leaves: only the body is cancelled (Next may not abort the request), and the subscription ends
    await stream.return(undefined);
    await expect.poll(() => realtimeHub().size().listeners).toBe(0);
    ac.abort();
  });

  it("refuses a visitor: the stream carries one UNAUTHORIZED error and ends (the browser does not retry it)", async () => {
    const seen = [];
    for await (const event of events(await open(null))) seen.push(event);
    const errors = seen.filter((e) => e.event === "serialized-error");
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!.data!)).toMatchObject({
      json: { data: { code: "UNAUTHORIZED", messageKey: "errors.loginRequired" } },
    });
    expect(seen.filter((e) => e.event === "message")).toEqual([]);
    expect(realtimeHub().size().listeners).toBe(0);
  });
});

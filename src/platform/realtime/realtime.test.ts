import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, db, processDbTarget, type Db } from "~/platform/db";
import type { LiveEvent } from "~/lib/live-events";
import { notify, signal } from "~/modules/notify/server/notify";
import { RealtimeHub } from "./hub";
import { forwardToPusher, userChannel } from "./pusher";
import { pgliteSource, postgresSource } from "./sources";
import { liveEvents, unreadCounts } from "./unread";

/**
 * The live channel end to end on the test's real database: a notify() committed through one database client
 * reaches the subscribers of another app instance (its own hub, its own LISTEN connection, its own client), as two
 * server processes on one PostgreSQL would; a rolled-back action signals nothing.
 */
const target = processDbTarget();
const onServer = target.kind === "postgres";
const unique = () => randomBytes(4).toString("hex");

let schoolId: string;
async function newUser(): Promise<string> {
  const tag = unique();
  return (await db.user.create({ data: { name: `Élève ${tag}`, slug: `eleve-${tag}` }, select: { id: true } })).id;
}
const message = (userId: string) => ({
  schoolId,
  kind: "message" as const,
  to: { STUDENT: [userId] },
  params: { title: "Sortie", body: "Demain", sender: "École" },
});

/** Reads a live stream's values as they come. */
function follow(stream: AsyncGenerator<number>) {
  const seen: number[] = [];
  let waiter = null as (() => void) | null;
  const done = (async () => {
    for await (const count of stream) {
      seen.push(count);
      waiter?.();
    }
  })();
  return {
    seen,
    done,
    /** resolves once `n` values arrived */
    async until(n: number, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (seen.length < n) {
        if (Date.now() > deadline) throw new Error(`waited for ${n} values, got ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 50);
        });
      }
      return seen;
    },
  };
}

/** An "instance": its own database client and its own hub. */
function instance(options: { lead?: boolean } = {}): { db: Db; hub: RealtimeHub } {
  if (target.kind === "pglite") return { db, hub: new RealtimeHub(pgliteSource(target.pglite)) };
  return {
    db: createDb({ databaseUrl: target.url }),
    hub: new RealtimeHub(postgresSource(target.url, { ...options, retryMs: 100 })),
  };
}

const opened: { db: Db; hub: RealtimeHub }[] = [];
function open(options?: { lead?: boolean }) {
  const made = instance(options);
  opened.push(made);
  return made;
}

beforeAll(async () => {
  const tag = unique();
  schoolId = (await db.school.create({ data: { name: `École ${tag}`, slug: `ecole-${tag}` }, select: { id: true } }))
    .id;
});

afterAll(async () => {
  for (const { db: client, hub } of opened) {
    await hub.close();
    if (client !== db) await client.$disconnect();
  }
});

describe("the live channel", () => {
  it("delivers a committed notification to the user's stream on another instance, and nothing for a rolled-back one", async () => {
    const a = open();
    const b = open();
    const [pupil, other] = [await newUser(), await newUser()];
    const ac = new AbortController();
    const stream = follow(unreadCounts(b.hub, b.db, pupil, ac.signal));
    expect(await stream.until(1)).toEqual([0]); // the count on connect

    await a.db.$transaction((tx) => notify(tx, message(pupil)));
    expect(await stream.until(2)).toEqual([0, 1]);

    // a rolled-back action: its rows and its signal vanish together
    await expect(
      a.db.$transaction(async (tx) => {
        await notify(tx, message(pupil));
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    // a later signal, committed after it on the same server, proves the first one would have arrived by now
    const fence = follow(unreadCounts(b.hub, b.db, other, ac.signal));
    await fence.until(1);
    await a.db.$transaction((tx) => notify(tx, message(other)));
    await fence.until(2);
    expect(stream.seen).toEqual([0, 1]);

    // marking read signals too: the stream follows the count down
    await a.db.$transaction(async (tx) => {
      await tx.notification.updateMany({ where: { userId: pupil }, data: { readAt: new Date() } });
      await tx.$executeRaw`SELECT pg_notify('wasla_notifications', ${JSON.stringify({ users: [pupil] })})`;
    });
    expect(await stream.until(3)).toEqual([0, 1, 0]);

    ac.abort();
    await stream.done;
    await fence.done;
    expect(b.hub.size()).toEqual({ users: 0, listeners: 0 });
  });

  it.runIf(onServer)(
    "reaches a user connected to another server process",
    async () => {
      const pupil = await newUser();
      // a second app instance: its own Node process, database client and LISTEN connection
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "src/test/realtime-instance.ts", (target as { url: string }).url, pupil],
        {
          stdio: ["pipe", "pipe", "inherit"],
          env: { ...process.env, SKIP_ENV_VALIDATION: "1" },
        },
      );
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const next = async () => Number((await lines.next()).value);
      try {
        expect(await next()).toBe(0); // its stream is open: the LISTEN is in place
        await db.$transaction((tx) => notify(tx, message(pupil)));
        expect(await next()).toBe(1);
      } finally {
        child.stdin.end();
        await new Promise((resolve) => child.once("exit", resolve));
      }
    },
    20_000,
  );

  it.runIf(onServer)(
    "forwards each signal to Pusher once, from the one leading instance, and another takes over when it stops",
    async () => {
      const first = open({ lead: true });
      const second = open({ lead: true });
      await first.hub.start();
      await second.hub.start();
      expect([first.hub.leads(), second.hub.leads()].filter(Boolean)).toHaveLength(1);
      const leader = first.hub.leads() ? first : second;
      const follower = leader === first ? second : first;

      const triggerBatch = vi.fn((_events: unknown[]) => Promise.resolve());
      forwardToPusher(first.hub, first.db, { triggerBatch });
      forwardToPusher(second.hub, second.db, { triggerBatch });

      const pupil = await newUser();
      await first.db.$transaction((tx) => notify(tx, message(pupil)));
      await vi.waitFor(() => expect(triggerBatch).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(triggerBatch).toHaveBeenCalledWith([
        { channel: userChannel(pupil), name: "live", data: { kind: "unread", count: 1 } },
      ]);

      await leader.hub.close();
      await vi.waitFor(() => expect(follower.hub.leads()).toBe(true), { timeout: 5_000 });
      await follower.db.$transaction((tx) => notify(tx, message(pupil)));
      await vi.waitFor(() => expect(triggerBatch).toHaveBeenCalledTimes(2), { timeout: 5_000 });
      expect(triggerBatch).toHaveBeenLastCalledWith([
        { channel: userChannel(pupil), name: "live", data: { kind: "unread", count: 2 } },
      ]);
    },
  );

  it.runIf(onServer)(
    "listens again after losing its connection, and has its streams read their count again",
    async () => {
      const a = open();
      const b = open();
      const pupil = await newUser();
      const ac = new AbortController();
      const stream = follow(unreadCounts(b.hub, b.db, pupil, ac.signal));
      await stream.until(1);
      // the server ends the hub's LISTEN connection; a notification lands while it is away
      await a.db
        .$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'wasla-realtime' AND datname = current_database()`;
      await a.db.$transaction((tx) => notify(tx, message(pupil)));
      expect(await stream.until(2)).toEqual([0, 1]);
      // and it hears the next signals live
      await a.db.$transaction((tx) => notify(tx, message(pupil)));
      expect(await stream.until(3)).toEqual([0, 1, 2]);
      ac.abort();
      await stream.done;
    },
  );

  it.runIf(onServer)(
    "forwards a topic to Pusher as the app's own stream sends it, without a count when the count did not change",
    async () => {
      // the leading instance: this one, or one an earlier test left leading
      await open({ lead: true }).hub.start();
      const leader = await vi.waitFor(
        () => {
          const found = opened.find((o) => o.hub.leads());
          if (!found) throw new Error("no instance leads yet");
          return found;
        },
        { timeout: 5_000 },
      );
      const triggerBatch = vi.fn((_events: unknown[]) => Promise.resolve());
      forwardToPusher(leader.hub, leader.db, { triggerBatch });
      const [a, b] = [await newUser(), await newUser()];
      await leader.db.$transaction((tx) =>
        signal(tx, [a, b], { topics: [{ kind: "receipt", conversationId: "c1" }], unread: false }),
      );
      await vi.waitFor(() => expect(triggerBatch).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(triggerBatch).toHaveBeenCalledWith([
        { channel: userChannel(a), name: "live", data: { kind: "receipt", conversationId: "c1" } },
        { channel: userChannel(b), name: "live", data: { kind: "receipt", conversationId: "c1" } },
      ]);
    },
  );

  it("sends a topic to the users it names even when their count is unchanged, and drops a malformed one", async () => {
    const a = open();
    const pupil = await newUser();
    const ac = new AbortController();
    const seen: LiveEvent[] = [];
    const done = (async () => {
      for await (const event of liveEvents(a.hub, a.db, pupil, ac.signal)) seen.push(event);
    })();
    await vi.waitFor(() => expect(seen).toEqual([{ kind: "unread", count: 0 }]), { timeout: 5_000 });
    const topic = { kind: "gradebook", classSubjectId: "cs1", termId: "t1" } as const;
    await a.db.$transaction(async (tx) => {
      await signal(tx, [pupil], { topics: [topic], unread: false });
      await signal(tx, [pupil], { topics: [topic], unread: false });
    });
    await vi.waitFor(() => expect(seen).toContainEqual(topic), { timeout: 5_000 });
    // a malformed topic in a payload is dropped, the rest of it kept
    await a.db.$executeRaw`SELECT pg_notify('wasla_notifications', ${JSON.stringify({
      users: [pupil],
      unread: false,
      topics: [
        { kind: "conversation", id: "x y" },
        { kind: "conversation", id: "c2" },
      ],
    })})`;
    await vi.waitFor(() => expect(seen).toContainEqual({ kind: "conversation", id: "c2" }), { timeout: 5_000 });
    expect(seen.filter((e) => e.kind === "unread")).toHaveLength(1);
    expect(seen.filter((e) => e.kind === "conversation")).toEqual([{ kind: "conversation", id: "c2" }]);
    ac.abort();
    await a.db.$executeRaw`SELECT pg_notify('wasla_notifications', ${JSON.stringify({ users: [pupil] })})`;
    await done;
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "~/lib/live-events";
import { db } from "~/platform/db";
import { closeRealtimeHub } from "~/platform/realtime";
import { callerAs, seedOnce } from "~/test/callers";
import { followLive } from "~/test/live-stream";

/**
 * The live channel names what changed (issue 50): a message reaches every member's stream as its conversation, a
 * read reaches the writer as a receipt (their count unchanged: a receipt used to be lost as "an equal count"), a
 * muted member's screens still learn of it, and nobody outside the conversation hears anything. Real procedures,
 * the real hub on the test's database.
 */
let schoolId: string;
let parentId: string;
let teacherId: string;
let studentId: string;
let outsider: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
  outsider = (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } })).id;
  studentId = (await db.student.findFirstOrThrow({ where: { schoolId, user: { name: "Sara Élève" } } })).id;
});

afterAll(() => closeRealtimeHub());

describe("the live channel's topics", () => {
  it("a message reaches the members as their conversation, a read reaches the writer as a receipt, outsiders hear nothing", async () => {
    const teacherStream = followLive(teacherId);
    const parentStream = followLive(parentId);
    const outsiderStream = followLive(outsider);
    await teacherStream.until((e) => e.kind === "unread");
    await parentStream.until((e) => e.kind === "unread");
    await outsiderStream.until((e) => e.kind === "unread");

    const parent = await callerAs("PARENT");
    const teacher = await callerAs("TEACHER");
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId,
      body: "Bonjour, une question sur les devoirs.",
    });
    const isConversation = (e: LiveEvent) => e.kind === "conversation" && e.id === conversationId;
    // the teacher's inbox and the parent's other tabs both learn of it
    await teacherStream.until(isConversation);
    await parentStream.until(isConversation);

    // the teacher reads it: the parent's receipt moves, though the parent's own count does not
    const parentUnread = parentStream.seen.filter((e) => e.kind === "unread").length;
    await teacher.messages.markRead({ conversationId });
    await parentStream.until((e) => e.kind === "receipt" && e.conversationId === conversationId);
    expect(parentStream.seen.filter((e) => e.kind === "unread")).toHaveLength(parentUnread);

    // a muted member still has their screens drawn again (no bell)
    await teacher.messages.mute({ conversationId, muted: true });
    const before = teacherStream.seen.filter(isConversation).length;
    await parent.messages.send(
      (() => {
        const form = new FormData();
        form.set("fields", JSON.stringify({ conversationId, body: "Merci !" }));
        return form;
      })(),
    );
    await expect.poll(() => teacherStream.seen.filter(isConversation).length, { timeout: 5_000 }).toBe(before + 1);

    await teacherStream.stop();
    await parentStream.stop();
    await outsiderStream.stop();
    // the school's admin is no member of a family–teacher conversation: not a word of it
    expect(outsiderStream.seen.filter((e) => e.kind !== "unread")).toEqual([]);
    // no event carries anything but ids
    for (const event of [...teacherStream.seen, ...parentStream.seen])
      expect(JSON.stringify(event).length).toBeLessThan(120);
  });
});

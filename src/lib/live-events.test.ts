import { describe, expect, it } from "vitest";
import { parseLiveEvent, parseTopic, topicKey } from "./live-events";

/** What crosses the live channel is checked on arrival (a NOTIFY payload, a Pusher event, another tab's message). */
describe("live events", () => {
  it.each([
    [
      { kind: "unread", count: 3 },
      { kind: "unread", count: 3 },
    ],
    [
      { kind: "unread", count: 0 },
      { kind: "unread", count: 0 },
    ],
    [{ kind: "unread", count: -1 }, null],
    [{ kind: "unread", count: 1.5 }, null],
    [{ kind: "unread" }, null],
    [{ kind: "resync" }, { kind: "resync" }],
    [
      { kind: "conversation", id: "ck1" },
      { kind: "conversation", id: "ck1" },
    ],
    [{ kind: "conversation", id: "a b" }, null],
    [{ kind: "conversation", id: "x".repeat(41) }, null],
    [
      { kind: "receipt", conversationId: "ck1" },
      { kind: "receipt", conversationId: "ck1" },
    ],
    [{ kind: "receipt", id: "ck1" }, null],
    [
      { kind: "gradebook", classSubjectId: "cs", termId: "t", extra: "dropped" },
      { kind: "gradebook", classSubjectId: "cs", termId: "t" },
    ],
    [{ kind: "gradebook", classSubjectId: "cs" }, null],
    [{ kind: "grades", id: "x" }, null],
    [null, null],
    ["unread", null],
    [3, null],
  ])("%j → %j", (value, expected) => {
    expect(parseLiveEvent(value)).toEqual(expected);
  });

  it("a topic is never an unread count or a resync", () => {
    expect(parseTopic({ kind: "unread", count: 1 })).toBeNull();
    expect(parseTopic({ kind: "resync" })).toBeNull();
  });

  it("folds signals about one thing into one key, and keeps different things apart", () => {
    const keys = [
      topicKey({ kind: "conversation", id: "a" }),
      topicKey({ kind: "conversation", id: "a" }),
      topicKey({ kind: "receipt", conversationId: "a" }),
      topicKey({ kind: "gradebook", classSubjectId: "a", termId: "b" }),
      topicKey({ kind: "gradebook", classSubjectId: "a", termId: "c" }),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});

/**
 * What the live channel says changed (src/platform/realtime on the server, src/ui/live-connection.ts in the
 * browser): a topic names the thing, never its content — the screen that shows it reads it again through its
 * gated procedure. A topic reaches only the users a write named (the members of a conversation, the editors of a
 * grade table), so an id is all it carries.
 */
export type LiveTopic =
  /** a message was written, edited or deleted in this conversation, or it was opened, closed or handed over */
  | { kind: "conversation"; id: string }
  /** a member read this conversation: the writers' receipts move */
  | { kind: "receipt"; conversationId: string }
  /** marks were saved in this grade table (class subject and term) */
  | { kind: "gradebook"; classSubjectId: string; termId: string };

/**
 * One event of a user's live stream: their unread count (on connecting, and whenever it changed), a topic, or
 * "resync" — events may have been missed (the server lost its LISTEN for a while): every live screen reads again.
 */
export type LiveEvent = { kind: "unread"; count: number } | { kind: "resync" } | LiveTopic;

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A topic as received (a NOTIFY payload, a Pusher event, another tab): checked, else null. */
export function parseTopic(value: unknown): LiveTopic | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const id = (key: string) => typeof v[key] === "string" && ID.test(v[key]);
  switch (v.kind) {
    case "conversation":
      return id("id") ? { kind: "conversation", id: v.id as string } : null;
    case "receipt":
      return id("conversationId") ? { kind: "receipt", conversationId: v.conversationId as string } : null;
    case "gradebook":
      return id("classSubjectId") && id("termId")
        ? { kind: "gradebook", classSubjectId: v.classSubjectId as string, termId: v.termId as string }
        : null;
    default:
      return null;
  }
}

/** A live event as received from the transport or another tab: checked, else null. */
export function parseLiveEvent(value: unknown): LiveEvent | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (v.kind === "unread")
    return typeof v.count === "number" && Number.isInteger(v.count) && v.count >= 0
      ? { kind: "unread", count: v.count }
      : null;
  if (v.kind === "resync") return { kind: "resync" };
  return parseTopic(value);
}

/** One key per topic: several signals about one thing fold into one event. */
export const topicKey = (topic: LiveTopic): string =>
  topic.kind === "conversation"
    ? `c:${topic.id}`
    : topic.kind === "receipt"
      ? `r:${topic.conversationId}`
      : `g:${topic.classSubjectId}:${topic.termId}`;

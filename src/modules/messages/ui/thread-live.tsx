"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useLive } from "~/ui/live";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * An open conversation: read as soon as it is on screen (the other side's receipt moves), and drawn again when the
 * live channel says this conversation changed — a message written, edited or deleted, a member's receipt — or that
 * events may have been missed. Other conversations' events, and the bell's count, leave it alone.
 */
export function ThreadLive({
  conversationId,
  lastMessageId,
}: {
  conversationId: string;
  lastMessageId: string | null;
}) {
  const router = useRouter();
  const markRead = useLazyMutation((trpc, input: { conversationId: string }) => trpc.messages.markRead.mutate(input));
  useEffect(() => {
    void markRead.mutateAsync({ conversationId }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message shown last: a new one is read too
  }, [conversationId, lastMessageId]);
  useLive((event) => {
    const mine =
      (event.kind === "conversation" && event.id === conversationId) ||
      (event.kind === "receipt" && event.conversationId === conversationId) ||
      event.kind === "resync";
    // the page is the server's: it renders again (its messages and receipts), the rest of the route stays
    if (mine) router.refresh();
  });
  return null;
}

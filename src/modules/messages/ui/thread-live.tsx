"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { followUnread } from "~/ui/live-connection";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * An open conversation: read as soon as it is on screen (the other side's receipt moves), and drawn again when the
 * live count says something new arrived (a reply shows without a reload).
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
  useEffect(
    () =>
      // every count the live stream brings may be a new message here: drawn again (the connection may already be
      // open for the bell, so its first value seen here is not necessarily the one of the page's opening)
      followUnread(() => router.refresh()),
    [router],
  );
  return null;
}

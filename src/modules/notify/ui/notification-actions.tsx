"use client";

import { Button, Group } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { InlineConfirm } from "~/ui/inline-confirm";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { announceUnread } from "./live";

/**
 * Mark all read, clear the list (asked twice, on the spot): the page then re-renders on the server and the bell
 * takes the new count. The tRPC client loads at the first press: the page itself ships no data-fetching code.
 */
export function NotificationActions({ unread, total }: { unread: number; total: number }) {
  const t = useT();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const markAll = useLazyMutation((trpc) => trpc.notifications.markRead.mutate({}));
  const clear = useLazyMutation((trpc) => trpc.notifications.clear.mutate());
  if (total === 0) return null;

  const act = async <T,>(call: Promise<T>, success: string, unreadAfter: (result: T) => number) => {
    try {
      const result = await call;
      toast.success(success);
      announceUnread(unreadAfter(result));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  if (confirming) {
    return (
      <InlineConfirm
        question={t("notifications.clearConfirm")}
        label={t("notifications.clear")}
        loading={clear.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await act(clear.mutateAsync(undefined), t("notifications.cleared"), () => 0);
          setConfirming(false);
        }}
      />
    );
  }
  return (
    <Group gap="xs">
      {unread > 0 && (
        <Button
          variant="light"
          size="xs"
          loading={markAll.isPending}
          data-testid="mark-all-read"
          onClick={() => act(markAll.mutateAsync(undefined), t("notifications.allRead"), (r) => r.unread)}
        >
          {t("notifications.markAllRead")}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        size="xs"
        data-testid="clear-notifications"
        onClick={() => setConfirming(true)}
      >
        {t("notifications.clear")}
      </Button>
    </Group>
  );
}

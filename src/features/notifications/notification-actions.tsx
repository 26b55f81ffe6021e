"use client";

import { Button, Group } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ConfirmButton, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { useTRPC } from "~/trpc/react";
import { announceUnread } from "./live";

/** Mark all read, clear the list: the page then re-renders on the server, the bell takes the new count. */
export function NotificationActions({ unread, total }: { unread: number; total: number }) {
  const t = useT();
  const trpc = useTRPC();
  const router = useRouter();
  const run = useRunAction();
  const markAll = useMutation(trpc.notifications.markRead.mutationOptions());
  const clear = useMutation(trpc.notifications.clear.mutationOptions());
  if (total === 0) return null;
  return (
    <Group gap="xs">
      {unread > 0 && (
        <Button
          variant="light"
          size="xs"
          loading={markAll.isPending}
          data-testid="mark-all-read"
          onClick={async () => {
            const done = await run(markAll.mutateAsync({}), t("notifications.allRead"));
            if (done) {
              announceUnread(done.unread);
              router.refresh();
            }
          }}
        >
          {t("notifications.markAllRead")}
        </Button>
      )}
      <ConfirmButton
        label={t("notifications.clear")}
        message={t("notifications.clearConfirm")}
        data-testid="clear-notifications"
        onConfirm={async () => {
          const done = await run(clear.mutateAsync(), t("notifications.cleared"));
          if (done) {
            announceUnread(0);
            router.refresh();
          }
        }}
      />
    </Group>
  );
}

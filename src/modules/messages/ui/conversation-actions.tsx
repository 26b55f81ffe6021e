"use client";

import { Button, Group } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * A conversation's tools: any member mutes it (no bell, no push) or unmutes it; the school's side closes or reopens
 * it, and a teacher hands a family's conversation to the office (after a confirmation).
 */
export function ConversationActions({
  conversationId,
  muted,
  closed,
  canManage,
  canHandOver,
}: {
  conversationId: string;
  muted: boolean;
  closed: boolean;
  canManage: boolean;
  canHandOver: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const mute = useLazyMutation((trpc, input: { conversationId: string; muted: boolean }) =>
    trpc.messages.mute.mutate(input),
  );
  const close = useLazyMutation((trpc, input: { conversationId: string; closed: boolean }) =>
    trpc.messages.close.mutate(input),
  );
  const handOver = useLazyMutation((trpc, input: { conversationId: string }) => trpc.messages.handOver.mutate(input));
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant="default"
        loading={mute.isPending}
        onClick={() => run(() => mute.mutateAsync({ conversationId, muted: !muted }))}
        data-testid="mute-conversation"
      >
        {t(muted ? "messages.unmute" : "messages.mute")}
      </Button>
      {canManage && (
        <Button
          size="compact-sm"
          variant="default"
          loading={close.isPending}
          onClick={() => run(() => close.mutateAsync({ conversationId, closed: !closed }))}
          data-testid="close-conversation"
        >
          {t(closed ? "messages.reopen" : "messages.close")}
        </Button>
      )}
      {canHandOver && (
        <>
          <Button
            size="compact-sm"
            variant="default"
            onPointerEnter={prefetchConfirmModal}
            onClick={() => setConfirming(true)}
            data-testid="hand-over"
          >
            {t("messages.handOver")}
          </Button>
          <ConfirmModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t("messages.handOver")}
            message={t("messages.handOverConfirm")}
            confirmLabel={t("messages.handOver")}
            color="teal"
            loading={handOver.isPending}
            onConfirm={() =>
              run(async () => {
                await handOver.mutateAsync({ conversationId });
                setConfirming(false);
              })
            }
          />
        </>
      )}
    </Group>
  );
}

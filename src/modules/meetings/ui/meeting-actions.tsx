"use client";

import { Button } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { TextArea } from "~/ui/textarea";
import { errorMessage, useT } from "~/i18n/client";
import { MEETING_REASON_MAX } from "~/modules/meetings/domain/constants";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** Cancel a booked meeting, with a reason the other side reads. */
export function CancelMeeting({ slotId }: { slotId: string }) {
  const t = useT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const cancel = useLazyMutation((trpc, input: { slotId: string; reason: string }) =>
    trpc.meetings.cancel.mutate(input),
  );
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        style={{ flexShrink: 0 }}
        onPointerEnter={prefetchConfirmModal}
        onClick={() => setOpen(true)}
        data-testid="cancel-meeting"
      >
        {t("meetings.cancel")}
      </Button>
      <ConfirmModal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("meetings.cancelTitle")}
        message={t("meetings.cancelExplain")}
        confirmLabel={t("meetings.cancelConfirm")}
        cancelLabel={t("meetings.keep")}
        loading={cancel.isPending}
        confirmTestId="confirm-cancel"
        onConfirm={async () => {
          if (!reason.trim()) return setError(t("validation.required"));
          try {
            await cancel.mutateAsync({ slotId, reason });
            setOpen(false);
            toast.success(t("meetings.cancelled"));
            router.refresh();
          } catch (e) {
            const message = errorMessage(e);
            toast.error(t(message.key, message.values));
          }
        }}
      >
        <TextArea
          label={t("meetings.cancelReason")}
          name="reason"
          required
          minRows={2}
          maxLength={MEETING_REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
      </ConfirmModal>
    </>
  );
}

/** Remove one of my free slots. */
export function RemoveSlot({ slotId }: { slotId: string }) {
  const t = useT();
  const router = useRouter();
  const remove = useLazyMutation((trpc, input: { slotId: string }) => trpc.meetings.removeSlot.mutate(input));
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      style={{ flexShrink: 0 }}
      loading={remove.isPending}
      data-testid="remove-slot"
      onClick={async () => {
        try {
          await remove.mutateAsync({ slotId });
          router.refresh();
        } catch (e) {
          const message = errorMessage(e);
          toast.error(t(message.key, message.values));
        }
      }}
    >
      {t("meetings.remove")}
    </Button>
  );
}

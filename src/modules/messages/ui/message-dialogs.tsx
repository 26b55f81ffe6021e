"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "~/ui/shell/toast";
import { ConfirmModal } from "~/ui/confirm-modal";
import { TextArea } from "~/ui/textarea";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import { MESSAGE_MAX } from "~/modules/messages/domain/constants";
import { useLazyMutation } from "~/ui/trpc/lazy";

export type MessageAction = "edit" | "delete" | "report";

/**
 * The dialogs of a message's tools (thread-tools.tsx), loaded on the first click: its author changes its words or
 * deletes it (either shows in place: "edited", "deleted"); the others report it to the school's admins with a reason.
 */
export function MessageDialogs({
  action,
  messageId,
  body,
  onClose,
}: {
  action: MessageAction | null;
  messageId: string;
  body: string;
  onClose: () => void;
}) {
  const t = useT();
  const router = useRouter();
  const [text, setText] = useState(body);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const edit = useLazyMutation((trpc, input: { messageId: string; body: string }) => trpc.messages.edit.mutate(input));
  const remove = useLazyMutation((trpc, input: { messageId: string }) => trpc.messages.delete.mutate(input));
  const report = useLazyMutation((trpc, input: { messageId: string; reason: string }) =>
    trpc.messages.report.mutate(input),
  );
  // another message's tools: its own words, no error carried over
  useEffect(() => {
    setText(body);
    setReason("");
    setError(null);
  }, [messageId, body, action]);

  const fail = (e: unknown, field: string) => {
    const fields = fieldErrorsOfError(e);
    const message = fields?.[field] ?? errorMessage(e);
    if (fields?.[field]) setError(t(message.key, message.values));
    else toast.error(t(message.key, message.values));
  };
  const done = () => {
    onClose();
    router.refresh();
  };

  return (
    <>
      <ConfirmModal
        opened={action === "edit"}
        onClose={onClose}
        title={t("common.edit")}
        message={t("messages.reply")}
        confirmLabel={t("common.save")}
        color="teal"
        loading={edit.isPending}
        confirmTestId="save-message"
        onConfirm={async () => {
          if (!text.trim()) return setError(t("validation.required"));
          try {
            await edit.mutateAsync({ messageId, body: text });
            done();
          } catch (e) {
            fail(e, "body");
          }
        }}
      >
        <TextArea
          label={t("messages.body")}
          name="body"
          minRows={3}
          maxLength={MESSAGE_MAX}
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </ConfirmModal>
      <ConfirmModal
        opened={action === "delete"}
        onClose={onClose}
        message={t("messages.deleteConfirm")}
        confirmLabel={t("common.delete")}
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ messageId });
            done();
          } catch (e) {
            fail(e, "messageId");
          }
        }}
      />
      <ConfirmModal
        opened={action === "report"}
        onClose={onClose}
        title={t("messages.report")}
        message={t("messages.reportReason")}
        confirmLabel={t("messages.report")}
        loading={report.isPending}
        confirmTestId="send-report"
        onConfirm={async () => {
          if (!reason.trim()) return setError(t("validation.required"));
          try {
            await report.mutateAsync({ messageId, reason });
            onClose();
            toast.success(t("messages.reported"));
          } catch (e) {
            fail(e, "reason");
          }
        }}
      >
        <TextArea
          label={t("messages.reportReason")}
          name="reason"
          required
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </ConfirmModal>
    </>
  );
}

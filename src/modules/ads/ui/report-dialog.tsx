"use client";

import { Radio, Stack } from "@mantine/core";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { REPORT_REASONS, type ReportReason } from "~/modules/ads/domain/constants/ads";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { ReportModalProps } from "./report-modal";
import { ConfirmDialog } from "~/ui/confirm-dialog";

/** The dialog of ReportModal (report-modal.tsx), loaded when it first opens. */
export function ReportDialog({ opened, onClose, adId, commentId }: ReportModalProps) {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const report = useLazyMutation((trpc, input: { adId: string; commentId?: string; reason: ReportReason }) =>
    trpc.reports.create.mutate(input),
  );
  const send = async () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    try {
      await report.mutateAsync({ adId, commentId, reason });
      toast.success(t("reports.sent"));
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={send}
      title={t(commentId ? "reports.commentTitle" : "reports.adTitle")}
      message={t(commentId ? "confirm.reportComment" : "reports.confirmAd")}
      confirmLabel={t("reports.submit")}
      loading={report.isPending}
    >
      <Radio.Group
        label={t("reports.reason")}
        value={reason}
        onChange={(value) => {
          setReason(value as ReportReason);
          setMissing(false);
        }}
        error={missing ? t("validation.required") : undefined}
        required
      >
        <Stack gap="xs" mt="xs">
          {REPORT_REASONS.map((r) => (
            <Radio key={r} value={r} label={t(`reports.reason.${r}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </ConfirmDialog>
  );
}

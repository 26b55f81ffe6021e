"use client";

import { Radio, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "~/features/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { REPORT_REASONS, type ReportReason } from "~/lib/constants/ads";
import { useTRPC } from "~/trpc/react";
import { ConfirmModal } from "./confirm-modal";

/** Reports an ad, or one of its comments, with one of the four reasons of spec §9, after a confirmation. */
export function ReportModal({ opened, onClose, adId, commentId }: { opened: boolean; onClose: () => void; adId: string; commentId?: string }) {
  const t = useT();
  const trpc = useTRPC();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const report = useMutation(trpc.reports.create.mutationOptions());
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
    <ConfirmModal
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
    </ConfirmModal>
  );
}

"use client";

import { Button, Group } from "@mantine/core";
import { useRouter } from "next/navigation";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** A reported message's two outcomes: the report dismissed, or the message deleted ("deleted" stays in its place). */
export function SettleReport({
  schoolId,
  reportId,
  deleted,
}: {
  schoolId: string;
  reportId: string;
  deleted: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const settle = useLazyMutation((trpc, input: { schoolId: string; reportId: string; action: "dismiss" | "delete" }) =>
    trpc.messages.settleReport.mutate(input),
  );
  const run = async (action: "dismiss" | "delete") => {
    try {
      await settle.mutateAsync({ schoolId, reportId, action });
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
        loading={settle.isPending}
        onClick={() => run("dismiss")}
        data-testid="dismiss-report"
      >
        {t("messages.reports.dismiss")}
      </Button>
      {!deleted && (
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          loading={settle.isPending}
          onClick={() => run("delete")}
          data-testid="delete-reported"
        >
          {t("messages.reports.deleteMessage")}
        </Button>
      )}
    </Group>
  );
}

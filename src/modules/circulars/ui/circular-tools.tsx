"use client";

import { Button, Group } from "@mantine/core";
import { useRouter } from "next/navigation";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** The sender's tools: remind who has not answered (or opened), and print the class lists (the page's print style). */
export function CircularTools({
  circularId,
  asksAnswer,
  closed,
}: {
  circularId: string;
  asksAnswer: boolean;
  closed: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const remind = useLazyMutation((trpc, input: { circularId: string }) => trpc.circulars.remind.mutate(input));
  return (
    <Group gap="xs" className="no-print">
      {!closed && (
        <Button
          variant="light"
          loading={remind.isPending}
          data-testid="remind"
          onClick={async () => {
            try {
              const done = await remind.mutateAsync({ circularId });
              toast.success(t("circulars.reminded", { count: done.families }));
              router.refresh();
            } catch (error) {
              const message = errorMessage(error);
              toast.error(t(message.key, message.values));
            }
          }}
        >
          {t(asksAnswer ? "circulars.remind" : "circulars.remindOpen")}
        </Button>
      )}
      <Button variant="default" onClick={() => window.print()} data-testid="print">
        {t("circulars.print")}
      </Button>
    </Group>
  );
}

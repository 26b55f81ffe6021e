"use client";

import { Button } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { InlineConfirm } from "~/ui/inline-confirm";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** Deletes a resource, asked twice on the spot; the list then re-renders on the server. */
export function DeleteResourceButton({ id }: { id: string }) {
  const t = useT();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.resources.delete.mutate(input));
  if (!confirming) {
    return (
      <Button variant="subtle" color="red" size="xs" data-testid="delete-resource" onClick={() => setConfirming(true)}>
        {t("common.delete")}
      </Button>
    );
  }
  return (
    <InlineConfirm
      question={t("resources.deleteConfirm")}
      label={t("common.delete")}
      loading={remove.isPending}
      onCancel={() => setConfirming(false)}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id });
          toast.success(t("resources.deleted"));
          router.refresh();
        } catch (error) {
          const message = errorMessage(error);
          toast.error(t(message.key, message.values));
          setConfirming(false);
        }
      }}
    />
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { Button } from "~/ui/button";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";

/** Deletes an ad after 'Are you sure you want to delete this item?' — as its author, or through a private link. */
export function DeleteAdButton({ slug, token, then }: { slug: string; token?: string; then: string }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const remove = useLazyMutation((trpc, input: { slug: string }) => trpc.ads.delete.mutate(input));
  const removeWithLink = useLazyMutation((trpc, input: { slug: string; token: string }) =>
    trpc.ads.deleteWithLink.mutate(input),
  );
  const confirm = async () => {
    try {
      if (token) await removeWithLink.mutateAsync({ slug, token });
      else await remove.mutateAsync({ slug });
      close();
      toast.success(t("ads.deleted"));
      router.push(localizedPath(locale, then));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  return (
    <>
      <Button
        color="red"
        variant="light"
        onClick={() => setOpened(true)}
        onPointerEnter={prefetchConfirmModal}
        onFocus={prefetchConfirmModal}
        data-testid="delete-ad"
      >
        {t("ads.page.delete")}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        onConfirm={confirm}
        message={t("confirm.delete")}
        loading={remove.isPending || removeWithLink.isPending}
      />
    </>
  );
}

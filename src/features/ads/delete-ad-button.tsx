"use client";

import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "~/features/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useTRPC } from "~/trpc/react";
import { ConfirmModal } from "./confirm-modal";

/** Deletes an ad after 'Are you sure you want to delete this item?' — as its author, or through a private link. */
export function DeleteAdButton({ slug, token, then }: { slug: string; token?: string; then: string }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const trpc = useTRPC();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useMutation(trpc.ads.delete.mutationOptions());
  const removeWithLink = useMutation(trpc.ads.deleteWithLink.mutationOptions());
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
      <Button color="red" variant="light" onClick={open} data-testid="delete-ad">
        {t("ads.page.delete")}
      </Button>
      <ConfirmModal opened={opened} onClose={close} onConfirm={confirm} message={t("confirm.delete")} loading={remove.isPending || removeWithLink.isPending} />
    </>
  );
}

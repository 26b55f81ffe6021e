"use client";

import { Button, Text, Textarea } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * Cancels a payment ('payment.edit'): a note says why; the server adds a numbered, negative entry and the months
 * are owed again. What the server refuses shows in the dialog, the note stays.
 */
export function CancelPaymentButton({ id, number }: { id: string; number: number }) {
  const t = useT();
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZCancelPaymentInput),
    { id, note: "" },
  );
  const cancel = useLazyMutation((trpc, input: { id: string; note: string }) => trpc.payments.cancel.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id, note: values.note });
      setOpened(false);
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        data-testid="cancel-payment"
        onPointerEnter={prefetchConfirmModal}
        onFocus={prefetchConfirmModal}
        onClick={() => {
          prefetch();
          setOpened(true);
        }}
      >
        {t("payments.cancel.button")}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        onConfirm={() => void submit()}
        title={t("payments.cancel.title", { number })}
        message={t("payments.cancel.hint")}
        confirmLabel={t("payments.cancel.confirm")}
        loading={cancel.isPending}
      >
        <Textarea
          label={t("payments.cancel.note")}
          name="note"
          required
          dir="auto"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps("note")}
        />
        {form.errors.id && (
          <Text c="red" size="sm" role="alert">
            {form.errors.id}
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}

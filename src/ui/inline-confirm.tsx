"use client";

import { Button, Group, Text } from "@mantine/core";
import { useT } from "~/i18n/client";

/**
 * "Are you sure?" asked on the spot, where the button was (no dialog, no extra code to load): the question, Cancel,
 * and Yes (focused). Used by the list-level destructive actions of light pages (clear my notifications, delete a
 * resource); heavier forms use ConfirmModal.
 */
export function InlineConfirm({
  question,
  label,
  loading,
  onCancel,
  onConfirm,
}: {
  question: string;
  label: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Group gap="xs" role="group" aria-label={label}>
      <Text size="sm">{question}</Text>
      <Button variant="default" size="xs" onClick={onCancel}>
        {t("confirm.cancel")}
      </Button>
      <Button color="red" size="xs" loading={loading} data-testid="confirm-yes" autoFocus onClick={onConfirm}>
        {t("confirm.yes")}
      </Button>
    </Group>
  );
}

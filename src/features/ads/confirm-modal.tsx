"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "~/i18n/client";

/** A yes/no question before an action that cannot be undone (delete, report). */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  loading,
  children,
  color = "red",
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: string;
  message: string;
  confirmLabel?: string;
  loading?: boolean;
  children?: ReactNode;
  color?: string;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t("confirm.title")} centered>
      <Stack>
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("confirm.cancel")}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-testid="confirm-yes">
            {confirmLabel ?? t("confirm.yes")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { ConfirmModalProps } from "~/ui/confirm-modal";
import { useT } from "~/i18n/client";

/** The dialog of ConfirmModal (confirm-modal.tsx), loaded when it first opens. */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  loading,
  children,
  color = "red",
  confirmTestId = "confirm-yes",
}: ConfirmModalProps) {
  const t = useT();
  // mounted closed, then opened: the first opening fades in as every later one does
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={title ?? t("confirm.title")} centered>
      <Stack>
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="confirm-close">
            {cancelLabel ?? t("confirm.cancel")}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-testid={confirmTestId}>
            {confirmLabel ?? t("confirm.yes")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

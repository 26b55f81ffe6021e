"use client";

import { Modal } from "@mantine/core";
import { useEffect, useState } from "react";
import type { DialogProps } from "./dialog";

/** Mantine's Modal behind Dialog (dialog.tsx), loaded when a dialog first opens. */
export function DialogFrame({ opened, onClose, title, size, closeLabel, centered, children }: DialogProps) {
  // mounted closed, then opened: the first opening fades in as every later one does
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title={title}
      size={size}
      centered={centered}
      closeButtonProps={closeLabel ? { "aria-label": closeLabel } : undefined}
    >
      {children}
    </Modal>
  );
}

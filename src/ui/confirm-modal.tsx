"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useOpenedOnce } from "./opened-once";

// re-exported for the dialogs that took it from here
export { useOpenedOnce };

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title?: string;
  message: string;
  confirmLabel?: string;
  /** the closing button's label ("Cancel" by default): name it when the act itself is a cancelling ("Keep it") */
  cancelLabel?: string;
  loading?: boolean;
  children?: ReactNode;
  color?: string;
  /** the confirm button's test id (`confirm-yes` by default) */
  confirmTestId?: string;
}

const loadDialog = () => import("./confirm-dialog");
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmDialog })));

/** Fetches the dialog's code ahead, as a pointer or the focus reaches the button that opens it. */
export const prefetchConfirmModal = () => void loadDialog();

/**
 * A yes/no question before an action that cannot be undone (delete, report). Mantine's Modal (focus trap, scroll
 * lock, transitions: ~8 kB) loads when a dialog first opens, not with the ad page that may show one.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const once = useOpenedOnce(props.opened);
  if (!once) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}

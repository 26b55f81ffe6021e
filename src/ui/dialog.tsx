"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useOpenedOnce } from "./confirm-modal";

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: string | number;
  /** the close button's accessible name (Mantine's has none of its own) */
  closeLabel?: string;
  /** in the middle of the screen (a short question), not near its top */
  centered?: boolean;
  children?: ReactNode;
}

const loadFrame = () => import("./dialog-frame");
const DialogFrame = lazy(() => loadFrame().then((m) => ({ default: m.DialogFrame })));

/** Fetches the dialog's code ahead, as a pointer or the focus reaches the button that opens it. */
export const prefetchDialog = () => void loadFrame();

/**
 * A dialog (Mantine's Modal: focus trap, scroll lock, transitions) whose code loads when it first opens, not with
 * the screen. Give it content that loads the same way — `lazy(() => import("./class-form"))` — and a form in a
 * dialog costs the screen's first load nothing.
 */
export function Dialog(props: DialogProps) {
  const once = useOpenedOnce(props.opened);
  if (!once) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

"use client";

import { lazy, Suspense } from "react";
import { useOpenedOnce } from "~/ui/opened-once";

export interface ReportModalProps {
  opened: boolean;
  onClose: () => void;
  adId: string;
  commentId?: string;
}

const loadDialog = () => import("./report-dialog");
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/** Fetches the dialog's code ahead, as a pointer or the focus reaches a report button. */
export const prefetchReportModal = () => void loadDialog();

/** Reports an ad, or one of its comments, with one of the four reasons of spec §9, after a confirmation. */
export function ReportModal(props: ReportModalProps) {
  const once = useOpenedOnce(props.opened);
  if (!once) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}

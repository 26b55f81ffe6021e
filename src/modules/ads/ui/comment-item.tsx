"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { toast } from "~/ui/shell/toast";
import { Button } from "~/ui/button";
import { ConfirmModal, prefetchConfirmModal } from "~/ui/confirm-modal";
import { Group } from "~/ui/page-marks";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { prefetchReportModal, ReportModal } from "./report-modal";

// A comment's buttons for a logged-in reader (edit and delete their own, report another's), loaded apart from the
// ad page (comment-box.tsx): a visitor gets the comments drawn on the server and none of this. Mantine's markup
// without its components (features/ui/button, markup).

const EditCommentForm = lazy(() => import("./comment-forms").then((m) => ({ default: m.EditCommentForm })));

/**
 * One comment: its author's line and its text drawn on the server (`head`, `text`; `body` fills the edit form),
 * and the buttons of its author (edit, delete) or of another member (report); the page draws its card.
 */
export function CommentItem({
  adId,
  id,
  body,
  head,
  text,
  mine,
  loggedIn,
}: {
  adId: string;
  id: string;
  body: string;
  head: ReactNode;
  text: ReactNode;
  mine: boolean;
  loggedIn: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const closeDelete = () => setDeleting(false);
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.comments.delete.mutate(input));
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id });
      closeDelete();
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" nowrap>
        {head}
        <Group gap={4}>
          {mine && !editing && (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} data-testid="comment-edit">
                {t("comments.edit")}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => setDeleting(true)}
                onPointerEnter={prefetchConfirmModal}
                onFocus={prefetchConfirmModal}
                data-testid="comment-delete"
              >
                {t("comments.delete")}
              </Button>
            </>
          )}
          {!mine && loggedIn && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => setReporting(true)}
              onPointerEnter={prefetchReportModal}
              onFocus={prefetchReportModal}
              data-testid="comment-report"
            >
              {t("comments.report")}
            </Button>
          )}
        </Group>
      </Group>
      {editing ? (
        <Suspense fallback={text}>
          <EditCommentForm id={id} body={body} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        text
      )}
      <ConfirmModal
        opened={deleting}
        onClose={closeDelete}
        onConfirm={confirmDelete}
        message={t("confirm.delete")}
        loading={remove.isPending}
      />
      <ReportModal opened={reporting} onClose={() => setReporting(false)} adId={adId} commentId={id} />
    </>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { toast } from "~/features/shell/toast";
import { Button } from "~/features/ui/button";
import { ConfirmModal, prefetchConfirmModal } from "~/features/ui/confirm-modal";
import { Card, Group } from "~/features/ui/markup";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/trpc/lazy";
import { prefetchReportModal, ReportModal } from "./report-modal";

// The parts of an ad's comments that act (comments.tsx draws the rest on the server): Mantine's markup without its
// components (features/ui/button, markup), none of Mantine's code in the page.

const loadForms = () => import("./comment-forms");
const NewCommentForm = lazy(() => loadForms().then((m) => ({ default: m.NewCommentForm })));
const EditCommentForm = lazy(() => loadForms().then((m) => ({ default: m.EditCommentForm })));

/**
 * A member's comment box. The form with its validation (zod) is a chunk of its own: hydration waits for it here
 * only, and a visitor who cannot comment never loads it; meanwhile (a client-side navigation) `standIn`, the same
 * form drawn read-only on the server, takes its place.
 */
export function NewComment({ adId, standIn }: { adId: string; standIn: ReactNode }) {
  return (
    <Suspense fallback={standIn}>
      <NewCommentForm adId={adId} />
    </Suspense>
  );
}

/**
 * One comment: its author's line and its text drawn on the server (`head`, `text`; `body` fills the edit form),
 * and the buttons of its author (edit, delete) or of another member (report).
 */
export function CommentItem({ adId, id, body, head, text, mine, loggedIn }: { adId: string; id: string; body: string; head: ReactNode; text: ReactNode; mine: boolean; loggedIn: boolean }) {
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
    <Card padding="sm" testId="comment">
      <Group justify="space-between" align="flex-start" nowrap>
        {head}
        <Group gap={4}>
          {mine && !editing && (
            <>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)} data-testid="comment-edit">
                {t("comments.edit")}
              </Button>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(true)} onPointerEnter={prefetchConfirmModal} onFocus={prefetchConfirmModal} data-testid="comment-delete">
                {t("comments.delete")}
              </Button>
            </>
          )}
          {!mine && loggedIn && (
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setReporting(true)} onPointerEnter={prefetchReportModal} onFocus={prefetchReportModal} data-testid="comment-report">
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
      <ConfirmModal opened={deleting} onClose={closeDelete} onConfirm={confirmDelete} message={t("confirm.delete")} loading={remove.isPending} />
      <ReportModal opened={reporting} onClose={() => setReporting(false)} adId={adId} commentId={id} />
    </Card>
  );
}

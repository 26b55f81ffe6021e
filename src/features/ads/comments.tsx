"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { toast } from "~/features/shell/toast";
import { Button } from "~/features/ui/button";
import { TextArea } from "~/features/ui/field";
import { anchorAttributes, Avatar, Card, Group, Stack, Text, Title } from "~/features/ui/markup";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { AdComment } from "~/server/services/ads/comments";
import { useLazyMutation } from "~/trpc/lazy";
import { ConfirmModal, prefetchConfirmModal } from "~/features/ui/confirm-modal";
import { adPaths } from "./labels";
import { prefetchReportModal, ReportModal } from "./report-modal";

const loadForms = () => import("./comment-forms");
const NewCommentForm = lazy(() => loadForms().then((m) => ({ default: m.NewCommentForm })));
const EditCommentForm = lazy(() => loadForms().then((m) => ({ default: m.EditCommentForm })));

/**
 * The conversation under an ad: read by all, written by members; authors edit and delete their own comments.
 * Mantine's markup without its components (features/ui/button, field, markup): none of Mantine's code in the page.
 */
export function Comments({ adId, adSlug, comments, viewerId }: { adId: string; adSlug: string; comments: AdComment[]; viewerId: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack labelledBy="comments-title" gap="sm">
      <Title order={2} small id="comments-title">
        {t("comments.title", { count: comments.length })}
      </Title>
      {comments.length === 0 && <Text dimmed>{t("comments.empty")}</Text>}
      {comments.map((comment) => (
        <CommentItem key={comment.id} adId={adId} comment={comment} mine={comment.author.id === viewerId} loggedIn={!!viewerId} />
      ))}
      {viewerId ? (
        <NewComment adId={adId} />
      ) : (
        <Text size="sm" testId="login-to-comment">
          <Link href={`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, adPaths.ad(adSlug)))}`} {...anchorAttributes()}>
            {t("comments.loginPrompt")}
          </Link>
        </Text>
      )}
    </Stack>
  );
}

function NewComment({ adId }: { adId: string }) {
  const t = useT();
  // the form with its validation (zod) is a chunk of its own: hydration waits for it here only, and
  // a visitor who cannot comment never loads it; meanwhile (a client-side navigation) the same form stands read-only
  const standIn = (
    <Stack gap="xs">
      <TextArea label={t("comments.label")} placeholder={t("comments.placeholder")} minRows={2} readOnly />
      <Group justify="flex-end">
        <Button disabled>{t("comments.submit")}</Button>
      </Group>
    </Stack>
  );
  return (
    <Suspense fallback={standIn}>
      <NewCommentForm adId={adId} />
    </Suspense>
  );
}

function CommentItem({ adId, comment, mine, loggedIn }: { adId: string; comment: AdComment; mine: boolean; loggedIn: boolean }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const closeDelete = () => setDeleting(false);
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.comments.delete.mutate(input));
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: comment.id });
      closeDelete();
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  const body = (
    <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", marginTop: "var(--mantine-spacing-xs)" }} dir="auto">
      {comment.body}
    </Text>
  );

  return (
    <Card padding="sm" testId="comment">
      <Group justify="space-between" align="flex-start" nowrap>
        <Group gap="xs" nowrap>
          <Avatar src={comment.author.imageUrl} name={comment.author.name} size="sm" />
          <div>
            <Link href={localizedPath(locale, adPaths.member(comment.author.slug))} {...anchorAttributes("sm", { fontWeight: 600 })}>
              {comment.author.name}
            </Link>
            <Text size="xs" dimmed>
              {intl.formatDate(comment.createdAt, { dateStyle: "medium", timeStyle: "short" })}
              {comment.editedAt && ` · ${t("comments.edited")}`}
            </Text>
          </div>
        </Group>
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
        <Suspense fallback={body}>
          <EditCommentForm id={comment.id} body={comment.body} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        body
      )}
      <ConfirmModal opened={deleting} onClose={closeDelete} onConfirm={confirmDelete} message={t("confirm.delete")} loading={remove.isPending} />
      <ReportModal opened={reporting} onClose={() => setReporting(false)} adId={adId} commentId={comment.id} />
    </Card>
  );
}

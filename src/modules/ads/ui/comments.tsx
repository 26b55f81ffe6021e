import { Suspense, type CSSProperties, type ReactNode } from "react";
import Link from "next/link";
import { Button } from "~/ui/button";
import { F, Frame, wrapperStyle } from "~/ui/field-frame";
import { anchorAttributes, Avatar, Card, Group, Stack, Text, Title } from "~/ui/page-marks";
import { localizedPath, type Locale } from "~/i18n/config";
import { getIntl, t as tr } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";
import type { AdComment } from "~/modules/ads/server/comments";
import { Comment, NewComment } from "./comment-box";
import { adPaths } from "./labels";

type Where = { adId: string; adSlug: string; viewerId: string | null; locale: Locale };

/**
 * A published ad's comments (comments.list, as the browser reads them), streamed after the ad: its page leaves the
 * server without waiting for them, and they follow in the same response, drawn on the server.
 */
export function AdComments(props: Where) {
  return (
    <Suspense
      fallback={
        <Text dimmed testId="comments-loading">
          {tr(props.locale, "shell.loading")}
        </Text>
      }
    >
      <LoadedComments {...props} />
    </Suspense>
  );
}

async function LoadedComments(props: Where) {
  return <Comments {...props} comments={await (await api()).comments.list({ adId: props.adId })} />;
}

/**
 * The conversation under an ad: read by all, written by members; authors edit and delete their own comments.
 * Drawn on the server with Mantine's markup (features/ui/markup, page-marks); a logged-in reader's buttons and
 * comment box load apart (comment-box.tsx).
 */
export function Comments({ adId, adSlug, comments, viewerId, locale }: Where & { comments: AdComment[] }) {
  const t = (key: Parameters<typeof tr>[1], values?: Parameters<typeof tr>[2]) => tr(locale, key, values);
  const intl = getIntl(locale);
  return (
    <Stack labelledBy="comments-title" gap="sm">
      <Title order={2} small id="comments-title">
        {t("comments.title", { count: comments.length })}
      </Title>
      {comments.length === 0 && <Text dimmed>{t("comments.empty")}</Text>}
      {comments.map((comment) => {
        const mine = comment.author.id === viewerId;
        const head = (
          <Group gap="xs" nowrap>
            <Avatar src={comment.author.imageUrl} name={comment.author.name} size="sm" />
            <div>
              <Link
                href={localizedPath(locale, adPaths.member(comment.author.slug))}
                {...anchorAttributes("sm", { fontWeight: 600 })}
              >
                {comment.author.name}
              </Link>
              <Text size="xs" dimmed>
                {intl.formatDate(comment.createdAt, { dateStyle: "medium", timeStyle: "short" })}
                {comment.editedAt && ` · ${t("comments.edited")}`}
              </Text>
            </div>
          </Group>
        );
        const text = (
          <Text
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", marginTop: "var(--mantine-spacing-xs)" }}
            dir="auto"
          >
            {comment.body}
          </Text>
        );
        // a visitor's comment has no buttons, and no client code; a member's is comment-item.tsx, this drawing
        // with its buttons standing in until that loads
        const inside = (buttons: ReactNode) => (
          <>
            <Group justify="space-between" align="flex-start" nowrap>
              {head}
              <Group gap={4}>{buttons}</Group>
            </Group>
            {text}
          </>
        );
        if (!viewerId) {
          return (
            <Card padding="sm" testId="comment" key={comment.id}>
              {inside(null)}
            </Card>
          );
        }
        const standIn = mine ? (
          <>
            <Button size="compact-xs" variant="subtle">
              {t("comments.edit")}
            </Button>
            <Button size="compact-xs" variant="subtle" color="red">
              {t("comments.delete")}
            </Button>
          </>
        ) : (
          <Button size="compact-xs" variant="subtle" color="gray">
            {t("comments.report")}
          </Button>
        );
        return (
          <Card padding="sm" testId="comment" key={comment.id}>
            <Comment
              adId={adId}
              id={comment.id}
              body={comment.body}
              head={head}
              text={text}
              mine={mine}
              loggedIn
              standIn={inside(standIn)}
            />
          </Card>
        );
      })}
      {viewerId ? (
        <NewComment
          adId={adId}
          standIn={
            <StandIn
              label={t("comments.label")}
              placeholder={t("comments.placeholder")}
              submit={t("comments.submit")}
            />
          }
        />
      ) : (
        <Text size="sm" testId="login-to-comment">
          <Link
            href={`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, adPaths.ad(adSlug)))}`}
            {...anchorAttributes()}
          >
            {t("comments.loginPrompt")}
          </Link>
        </Text>
      )}
    </Stack>
  );
}

/** The comment form as it will be, read-only: what stands while its code loads (TextArea's markup, without hooks). */
function StandIn({ label, placeholder, submit }: { label: string; placeholder: string; submit: string }) {
  const field = "comment-stand-in";
  return (
    <Stack gap="xs">
      <Frame label={label} field={field}>
        <div
          style={wrapperStyle("sm", null, null, { "--input-padding-y": "var(--input-padding-y-sm)" }) as CSSProperties}
          className={F.wrapper}
          data-variant="default"
          data-size="sm"
          data-multiline="true"
        >
          <textarea
            rows={2}
            className={F.input}
            data-variant="default"
            data-no-overflow="true"
            id={field}
            placeholder={placeholder}
            readOnly
          />
        </div>
      </Frame>
      <Group justify="flex-end">
        <Button disabled>{submit}</Button>
      </Group>
    </Stack>
  );
}

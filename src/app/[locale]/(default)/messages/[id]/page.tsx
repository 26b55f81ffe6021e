import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { messageTime, voiceTime } from "~/features/messages/format";
import classes from "~/features/messages/messages.module.css";
import { ReplyForm } from "~/features/messages/reply-form";
import { ThreadLive } from "~/features/messages/thread-live";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { fileSize } from "~/lib/file-size";
import { api } from "~/server/api/server-caller";
import type { ConversationView } from "~/server/services/messages/read-conversation";

export const generateMetadata = pageMetadata("messages.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /messages/{id}: one of my conversations — its messages (mine on the end side), under each of mine whether it was
 * read ("Read", or "Read by 2 of 3"), and the reply. The page is the server's; reading it, replying and the live
 * redraw are the only JavaScript.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params;
  const { locale } = await schoolPage(params, `/messages/${id}`);
  if (!ID.test(id)) notFound();
  const thread = await pageRead((await api()).messages.thread({ conversationId: id }));
  const others = thread.members.filter((m) => !m.me);
  const office = thread.kind === "FAMILY_OFFICE" && thread.members.some((m) => m.me && m.side === "FAMILY");
  const title = office ? t(locale, "messages.office") : others.map((m) => m.name).join(", ");
  const last = thread.messages.at(-1);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/messages")} size="sm">
          {t(locale, "messages.back")}
        </Anchor>
        <div>
          <Title order={1} fz="h2">
            <bdi>{title}</bdi>
          </Title>
          {thread.student && (
            <Text c="dimmed" size="sm">
              {t(locale, "messages.about", { student: thread.student.name })}
            </Text>
          )}
        </div>
        <ol className={classes.thread} aria-label={t(locale, "messages.title")}>
          {thread.messages.map((m) => (
            <li key={m.id} className={classes.bubble} data-mine={m.mine || undefined} data-testid="message">
              {!m.mine && m.author && (
                <Text size="xs" fw={700} component="span" display="block">
                  <bdi>{m.author}</bdi>
                </Text>
              )}
              {m.body && <span dir="auto">{m.body}</span>}
              <Attachments locale={locale} attachments={m.attachments} author={m.mine ? null : (m.author ?? "")} />
              <span className={classes.meta}>
                {messageTime(locale, m.at)}
                {m.mine && (
                  <>
                    {" · "}
                    <span data-testid="receipt">
                      {m.recipients > 1
                        ? t(locale, "messages.readBy", { count: m.readBy.length, total: m.recipients })
                        : t(locale, m.readBy.length > 0 ? "messages.read" : "messages.delivered")}
                    </span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
        {thread.canWrite ? <ReplyForm conversationId={thread.id} /> : <Text c="dimmed">{t(locale, "messages.readOnly")}</Text>}
        <ThreadLive conversationId={thread.id} lastMessageId={last?.id ?? null} />
      </Stack>
    </Container>
  );
}

const fileUrl = (id: string, thumb = false) => `/api/conversations/files/${id}${thumb ? "?thumb=1" : ""}`;

/**
 * A message's files, as plain HTML: photos as thumbnails opening the full photo, documents as downloads (name and
 * size), a voice note as the browser's own player (loaded only when played: a page of notes costs nothing on 3G).
 */
function Attachments({ locale, attachments, author }: { locale: Locale; attachments: ConversationView["messages"][number]["attachments"]; author: string | null }) {
  const photos = attachments.filter((a) => a.kind === "PHOTO");
  return (
    <>
      {photos.length > 0 && (
        <span className={classes.photos}>
          {photos.map((a) => (
            <a key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener" data-testid="message-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a member's private file, not for the image optimizer */}
              <img src={fileUrl(a.id, true)} alt={author === null ? t(locale, "messages.myPhoto") : t(locale, "messages.photoBy", { name: author })} width={160} height={120} loading="lazy" />
            </a>
          ))}
        </span>
      )}
      {attachments
        .filter((a) => a.kind === "DOCUMENT")
        .map((a) => (
          <a key={a.id} className={classes.document} href={fileUrl(a.id)} download={a.fileName} data-testid="message-document">
            <bdi>{a.fileName}</bdi> · {fileSize(a.fileSize, locale)}
          </a>
        ))}
      {attachments
        .filter((a) => a.kind === "VOICE")
        .map((a) => (
          <span key={a.id} data-testid="message-voice">
            <audio className={classes.voice} controls preload="none" src={fileUrl(a.id)} aria-label={t(locale, "messages.voice.note", { time: voiceTime(a.durationMs ?? 0) })} />
            <span className={classes.meta}>{t(locale, "messages.voice.note", { time: voiceTime(a.durationMs ?? 0) })}</span>
          </span>
        ))}
    </>
  );
}

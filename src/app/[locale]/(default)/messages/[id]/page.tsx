import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { ConversationActions } from "~/modules/messages/ui/conversation-actions";
import { answerTime, messageTime, voiceTime, weekdays } from "~/modules/messages/ui/format";
import { ThreadTools } from "~/modules/messages/ui/thread-tools";
import classes from "~/modules/messages/ui/messages.module.css";
import { ReplyForm } from "~/modules/messages/ui/reply-form";
import { ThreadLive } from "~/modules/messages/ui/thread-live";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { fileSize } from "~/lib/file-size";
import { api } from "~/platform/api/server-caller";
import type { ConversationView } from "~/modules/messages/server/read-conversation";

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
  const title = thread.className
    ? t(locale, "messages.groupOf", { name: thread.className })
    : office
      ? t(locale, "messages.office")
      : others.map((m) => m.name).join(", ");
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
        <ConversationActions
          conversationId={thread.id}
          muted={thread.muted}
          closed={!!thread.closed}
          canManage={thread.canManage}
          canHandOver={thread.canManage && !thread.closed && thread.kind === "FAMILY_TEACHER"}
        />
        <ol className={classes.thread} aria-label={t(locale, "messages.title")} id="thread">
          {thread.messages.map((m) =>
            m.notice ? (
              <li key={m.id} className={classes.notice} data-testid="notice">
                {/* the name isolated (FSI … PDI): a Latin name inside an Arabic sentence keeps the sentence's order */}
                {t(locale, `messages.notice.${m.notice}`, { name: `\u2068${m.author ?? "—"}\u2069` })} ·{" "}
                {messageTime(locale, m.at)}
              </li>
            ) : (
              <li key={m.id} className={classes.bubble} data-mine={m.mine || undefined} data-testid="message">
                {!m.mine && m.author && (
                  <Text size="xs" fw={700} component="span" display="block">
                    <bdi>{m.author}</bdi>
                  </Text>
                )}
                {m.deleted ? (
                  <span className={classes.deleted}>{t(locale, "messages.deleted")}</span>
                ) : (
                  m.body && (
                    <span dir="auto" data-text>
                      {m.body}
                    </span>
                  )
                )}
                <Attachments locale={locale} attachments={m.attachments} author={m.mine ? null : (m.author ?? "")} />
                <span className={classes.meta}>
                  {messageTime(locale, m.at)}
                  {m.edited && ` · ${t(locale, "messages.edited")}`}
                  {m.mine && (
                    <>
                      {" · "}
                      {m.recipients > 1 && m.readBy.length > 0 ? (
                        // several readers: the count, and who when asked (no script: the browser's own disclosure)
                        <details className={classes.readers}>
                          <summary data-testid="receipt">
                            {t(locale, "messages.readBy", { count: m.readBy.length, total: m.recipients })}
                          </summary>
                          {t(locale, "messages.readers", { names: m.readBy.join(", ") })}
                        </details>
                      ) : (
                        <span data-testid="receipt">
                          {m.recipients > 1
                            ? t(locale, "messages.readBy", { count: 0, total: m.recipients })
                            : t(locale, m.readBy.length > 0 ? "messages.read" : "messages.delivered")}
                        </span>
                      )}
                    </>
                  )}
                  {!m.deleted && (thread.canWrite || !m.mine) && (
                    <span className={classes.tools}>
                      {m.mine ? (
                        <>
                          {/* only words can be edited: a voice note or a photo without text offers none */}
                          {m.body && (
                            <button type="button" data-action="edit" data-message={m.id} data-testid="edit-message">
                              {t(locale, "common.edit")}
                            </button>
                          )}
                          <button type="button" data-action="delete" data-message={m.id} data-testid="delete-message">
                            {t(locale, "common.delete")}
                          </button>
                        </>
                      ) : (
                        <button type="button" data-action="report" data-message={m.id} data-testid="report-message">
                          {t(locale, "messages.report")}
                        </button>
                      )}
                    </span>
                  )}
                </span>
              </li>
            ),
          )}
        </ol>
        {thread.outsideHours && (
          <Text size="sm" c="dimmed" role="note" data-testid="outside-hours">
            {t(locale, "messages.outsideHours", {
              days: weekdays(locale, thread.outsideHours.days),
              from: thread.outsideHours.hoursFrom,
              to: thread.outsideHours.hoursTo,
              next: answerTime(locale, thread.outsideHours.from),
            })}
          </Text>
        )}
        {thread.canWrite && thread.photoRefused.length > 0 && (
          <Text size="sm" c="orange.9" role="note" data-testid="photo-refused">
            {t(locale, "privacy.photos.flag", {
              names: thread.photoRefused.map((s) => `\u2068${s.name}\u2069`).join(t(locale, "privacy.listSeparator")),
            })}
          </Text>
        )}
        {thread.canWrite ? (
          <ReplyForm conversationId={thread.id} />
        ) : (
          <Text c="dimmed" data-testid="read-only">
            {t(locale, thread.closed ? "messages.closed" : "messages.readOnly")}
          </Text>
        )}
        <ThreadLive conversationId={thread.id} lastMessageId={last?.id ?? null} />
        <ThreadTools threadId="thread" />
      </Stack>
    </Container>
  );
}

const fileUrl = (id: string, thumb = false) => `/api/conversations/files/${id}${thumb ? "?thumb=1" : ""}`;

/**
 * A message's files, as plain HTML: photos as thumbnails opening the full photo, documents as downloads (name and
 * size), a voice note as a play button and its stored length (loaded only when played: a page of notes costs nothing on 3G).
 */
function Attachments({
  locale,
  attachments,
  author,
}: {
  locale: Locale;
  attachments: ConversationView["messages"][number]["attachments"];
  author: string | null;
}) {
  const photos = attachments.filter((a) => a.kind === "PHOTO");
  return (
    <>
      {photos.length > 0 && (
        <span className={classes.photos}>
          {photos.map((a) => (
            <a key={a.id} href={fileUrl(a.id)} target="_blank" rel="noopener" data-testid="message-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a member's private file, not for the image optimizer */}
              <img
                src={fileUrl(a.id, true)}
                alt={author === null ? t(locale, "messages.myPhoto") : t(locale, "messages.photoBy", { name: author })}
                width={160}
                height={120}
                loading="lazy"
              />
            </a>
          ))}
        </span>
      )}
      {attachments
        .filter((a) => a.kind === "DOCUMENT")
        .map((a) => (
          <a
            key={a.id}
            className={classes.document}
            href={fileUrl(a.id)}
            download={a.fileName}
            data-testid="message-document"
          >
            <bdi>{a.fileName}</bdi> · {fileSize(a.fileSize, locale)}
          </a>
        ))}
      {attachments
        .filter((a) => a.kind === "VOICE")
        .map((a) => (
          <span
            key={a.id}
            className={classes.voiceNote}
            data-testid="message-voice"
            data-voice-note
            data-duration={a.durationMs ?? 0}
          >
            {/* played by ThreadTools (voice-player.ts), showing the stored length: the file may not know its own */}
            <button
              type="button"
              className={classes.play}
              data-voice
              data-testid="voice-play"
              aria-pressed="false"
              aria-label={t(locale, "messages.voice.play", { time: voiceTime(a.durationMs ?? 0) })}
              data-play-label={t(locale, "messages.voice.play", { time: voiceTime(a.durationMs ?? 0) })}
              data-pause-label={t(locale, "messages.voice.pause")}
            />
            <audio preload="none" src={fileUrl(a.id)} />
            <span className={classes.voiceTime} data-voice-time data-testid="voice-time" dir="ltr" aria-hidden="true">
              {voiceTime(0)} / {voiceTime(a.durationMs ?? 0)}
            </span>
          </span>
        ))}
    </>
  );
}

import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { messageTime } from "~/features/messages/format";
import classes from "~/features/messages/messages.module.css";
import { ReplyForm } from "~/features/messages/reply-form";
import { ThreadLive } from "~/features/messages/thread-live";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/server/api/server-caller";

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
              <span dir="auto">{m.body}</span>
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

import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { messageTime } from "~/modules/messages/ui/format";
import { InboxLive } from "~/modules/messages/ui/inbox-live";
import classes from "~/modules/messages/ui/messages.module.css";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { api } from "~/platform/api/server-caller";
import { can, familyCan, hasRole } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("messages.title");

/**
 * /messages: my conversations in the active school, the latest first — with whom, about which child, the last words,
 * how many I have not read, closed or muted; a search in my own messages (?q=); for the school's admins, the reported
 * messages to settle. Rendered on the server; its only JavaScript is InboxLive, which has the server draw it again
 * when the live channel says a conversation changed. A conversation opens on its own page.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/messages");
  const q = [(await searchParams).q].flat()[0]?.trim().slice(0, 100) ?? "";
  const caller = await api();
  const staff = can(actor, "message.send", school.id);
  const [conversations, hits, reports, broadcasts] = await Promise.all([
    pageRead(caller.messages.list({ schoolId: school.id })),
    q ? pageRead(caller.messages.search({ schoolId: school.id, query: q })) : null,
    can(actor, "message.moderate", school.id) ? pageRead(caller.messages.reports({ schoolId: school.id })) : null,
    staff ? pageRead(caller.messages.broadcasts({ schoolId: school.id })) : [],
  ]);
  // a pupil writes where the school allows it: asked of the server (the school's rules)
  const pupilWrites =
    !staff &&
    !familyCan(actor, "message.send", school.id) &&
    hasRole(actor, "STUDENT", school.id) &&
    (await caller.messages.contacts({ schoolId: school.id }).then(
      (c) => c.self !== null,
      () => false,
    ));
  const writes = staff || familyCan(actor, "message.send", school.id) || pupilWrites;
  const preview = (last: NonNullable<(typeof conversations)[number]["last"]>) => {
    const text =
      last.kind === "text"
        ? last.text
        : last.kind === "deleted"
          ? t(locale, "messages.deleted")
          : t(locale, `messages.kind.${last.kind}` as MessageKey);
    return last.mine ? t(locale, "messages.youSaid", { text }) : text;
  };
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1}>{t(locale, "messages.title")}</Title>
          <Group gap="xs">
            {staff && (
              <Button
                component="a"
                variant="light"
                href={localizedPath(locale, "/messages/class")}
                data-testid="message-class"
              >
                {t(locale, "messages.toClass")}
              </Button>
            )}
            {writes && (
              <Button component="a" href={localizedPath(locale, "/messages/new")} data-testid="new-message">
                {t(locale, "messages.new")}
              </Button>
            )}
          </Group>
        </Group>
        {reports && reports.length > 0 && (
          <Anchor href={localizedPath(locale, "/messages/reports")} data-testid="reports-link">
            {t(locale, "messages.reports.link", { count: reports.length })}
          </Anchor>
        )}
        {/* a plain form: the search is the server's, the page needs no JavaScript for it */}
        <form method="get" role="search" className={classes.search}>
          <input
            type="search"
            name="q"
            defaultValue={q}
            aria-label={t(locale, "messages.search")}
            placeholder={t(locale, "messages.searchPlaceholder")}
            dir="auto"
            maxLength={100}
            data-testid="message-search"
          />
          <Button type="submit" variant="default" size="sm">
            {t(locale, "messages.searchButton")}
          </Button>
        </form>
        {hits && (
          <section aria-live="polite">
            <Text size="sm" fw={600} mb="xs" data-testid="search-count">
              {t(locale, "messages.searchResults", { count: hits.length, query: q })}
            </Text>
            <ul className={classes.list}>
              {hits.map((h) => (
                <li key={h.id}>
                  <a
                    href={localizedPath(locale, `/messages/${h.conversationId}`)}
                    className={classes.row}
                    data-testid="search-hit"
                  >
                    <span className={classes.line}>
                      <bdi className={classes.who}>{h.mine ? t(locale, "messages.you") : (h.author ?? "—")}</bdi>
                      <span className={classes.when}>{messageTime(locale, h.at)}</span>
                    </span>
                    <p className={classes.preview} dir="auto">
                      {h.body.slice(0, 200)}
                    </p>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {broadcasts.length > 0 && (
          <section>
            <Title order={2} fz="h4" mb="xs">
              {t(locale, "messages.broadcasts")}
            </Title>
            <ul className={classes.list}>
              {broadcasts.map((b) => (
                <li key={b.id}>
                  <a
                    href={localizedPath(locale, `/messages/broadcasts/${b.id}`)}
                    className={classes.row}
                    data-testid="broadcast"
                  >
                    <span className={classes.line}>
                      <bdi className={classes.who}>{b.className ?? "—"}</bdi>
                      <span className={classes.when}>{messageTime(locale, b.createdAt)}</span>
                    </span>
                    <span className={classes.line}>
                      <p className={classes.preview} dir="auto">
                        {b.body.slice(0, 140)}
                      </p>
                      <Text size="xs" fw={700} span data-testid="broadcast-reads">
                        {t(locale, "messages.readFamilies", { count: b.read, total: b.families })}
                      </Text>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {conversations.length === 0 ? (
          <Text c="dimmed" data-testid="no-conversation">
            {t(locale, "messages.empty")}
          </Text>
        ) : (
          <ul className={classes.list}>
            {conversations.map((c) => {
              // a family writing to the office reads "the school's office", not the names of every admin
              const office = c.kind === "FAMILY_OFFICE" && c.with.every((w) => w.side === "STAFF");
              const who = c.className
                ? t(locale, "messages.groupOf", { name: c.className })
                : office
                  ? t(locale, "messages.office")
                  : c.with.map((w) => w.name).join(", ");
              return (
                <li key={c.id}>
                  <a
                    href={localizedPath(locale, `/messages/${c.id}`)}
                    className={classes.row}
                    data-unread={c.unread > 0 || undefined}
                    data-testid="conversation"
                  >
                    <span className={classes.line}>
                      <bdi className={classes.who}>{who}</bdi>
                      {c.closed && <span className={classes.tag}>{t(locale, "messages.closedBadge")}</span>}
                      {c.muted && <span className={classes.tag}>{t(locale, "messages.mutedBadge")}</span>}
                      <span className={classes.when}>{c.last ? messageTime(locale, c.last.at) : ""}</span>
                    </span>
                    {c.student && (
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {t(locale, "messages.about", { student: c.student.name })}
                      </Text>
                    )}
                    <span className={classes.line}>
                      <p className={classes.preview} dir="auto">
                        {c.last ? preview(c.last) : ""}
                      </p>
                      {c.unread > 0 && (
                        <span
                          className={classes.badge}
                          aria-label={t(locale, "messages.unread", { count: c.unread })}
                          data-testid="unread"
                        >
                          {c.unread}
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <InboxLive />
      </Stack>
    </Container>
  );
}

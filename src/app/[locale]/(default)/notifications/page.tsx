import { Box, Container, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { redirect } from "next/navigation";
import { describeNotification } from "~/modules/notify/domain/describe";
import { NotificationActions } from "~/modules/notify/ui/notification-actions";
import { PushCard } from "~/modules/notify/ui/push-card";
import { AnchorLink } from "~/ui/links";
import classes from "~/modules/notify/ui/notifications.module.css";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { pageRead } from "~/modules/school/ui/school-page";
import { api } from "~/platform/api/server-caller";
import { getActor } from "~/platform/auth/session";
import { webPushConfig } from "~/platform/push/config";

export const generateMetadata = pageMetadata("notifications.title");

/**
 * /notifications: mine, newest first, the unread ones marked. Opening one marks it read and goes to its subject
 * (/api/notifications/{id}/open); a message is read here in full. Mark all read, clear the list; older ones a
 * page at a time (?after=). Rendered on the server: only the two buttons are JavaScript.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ after?: string }>;
}) {
  const locale = await pageLocale(params);
  if (!(await getActor()))
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/notifications"))}`);
  const { after } = await searchParams;
  const cursor = after && /^[A-Za-z0-9_-]{1,40}$/.test(after) ? after : undefined;
  const { page, unread } = await pageRead((await api()).notifications.screen({ cursor }));
  const push = webPushConfig();
  const format = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const when = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Algiers",
  });
  return (
    <Container size="sm" py="xl">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1}>{t(locale, "notifications.title")}</Title>
          <Text c="dimmed" size="sm" data-testid="unread-summary">
            {t(locale, "notifications.unreadCount", { count: unread })}
          </Text>
        </div>
        <NotificationActions unread={unread} total={page.items.length} />
      </Group>
      {push && (
        <Box mb="md">
          <PushCard config={push} />
        </Box>
      )}
      {page.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-notifications">
          {t(locale, cursor ? "notifications.noMore" : "notifications.empty")}
        </Text>
      ) : (
        <Stack component="ol" gap={0} className={classes.list} aria-label={t(locale, "notifications.title")}>
          {page.items.map((n) => {
            const d = describeNotification(format, locale, n);
            const href = `/api/notifications/${n.id}/open?locale=${locale}`;
            return (
              <li
                key={n.id}
                id={`n-${n.id}`}
                className={classes.item}
                data-testid="notification"
                data-read={n.read ? "true" : "false"}
              >
                {!n.read && <span className={classes.dot} aria-hidden="true" />}
                <div className={classes.body}>
                  {!n.read && <VisuallyHidden>{t(locale, "notifications.unread")}</VisuallyHidden>}
                  {d.title !== null ? (
                    <>
                      <Text fw={n.read ? 500 : 700} dir="auto">
                        {n.read ? (
                          d.title
                        ) : (
                          <a href={href} className={classes.link}>
                            {d.title}
                          </a>
                        )}
                      </Text>
                      <Text size="sm" dir="auto" className={classes.message}>
                        {d.text}
                      </Text>
                    </>
                  ) : (
                    <Text fw={n.read ? 400 : 700}>
                      <a href={href} className={classes.link}>
                        {d.text}
                      </a>
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" mt={2}>
                    {d.sender ? `${t(locale, "notifications.from", { sender: d.sender })} · ` : ""}
                    <time dateTime={n.createdAt.toISOString()}>{when.format(n.createdAt)}</time>
                  </Text>
                </div>
              </li>
            );
          })}
        </Stack>
      )}
      {page.nextCursor && (
        <Group justify="center" mt="md">
          {/* next/link is a function: only a client component (AnchorLink) may hand it to Mantine's Anchor (issue 47: a 500) */}
          <AnchorLink
            href={`${localizedPath(locale, "/notifications")}?after=${page.nextCursor}`}
            data-testid="older-notifications"
          >
            {t(locale, "notifications.older")}
          </AnchorLink>
        </Group>
      )}
    </Container>
  );
}

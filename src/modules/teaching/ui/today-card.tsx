import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { getToday } from "~/modules/teaching/server/get-today";
import { formatDay, formatTime, localName, roomLabel } from "~/ui/format";
import { Parts } from "./parts";

type Today = Awaited<ReturnType<typeof getToday>>;

/**
 * The dashboard's day: the courses in progress and today's timeline, then the next school day. A teacher's
 * sessions open their textbook entry; administrators see only what is in progress (a whole school's day is long).
 */
export function TodayCard({
  locale,
  title,
  today,
  mode,
}: {
  locale: Locale;
  title: string;
  today: Today;
  mode: "teacher" | "family" | "school";
}) {
  const href = (path: string) => localizedPath(locale, path);
  const sessions = mode === "school" ? today.today.filter((s) => s.phase === "inProgress") : today.today;
  const line = (s: Today["today"][number]) => (
    <Parts
      parts={[
        mode !== "family" && s.className,
        s.groupName && t(locale, "teaching.group", { name: s.groupName }),
        mode === "family" && s.teacher,
        s.room && roomLabel(s.room, (room) => t(locale, "teaching.room", { room })),
      ]}
    />
  );
  return (
    <Card withBorder padding="lg" data-testid="today">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {formatDay(locale, today.date, "weekday")}
          </Text>
        </Group>
        {today.status === "holiday" ? (
          <Text c="dimmed">{t(locale, "teaching.day.holiday")}</Text>
        ) : sessions.length === 0 ? (
          <Text c="dimmed">{t(locale, mode === "school" ? "dashboard.noneInProgress" : "teaching.day.noSession")}</Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            style={{ listStyle: "none", padding: 0, margin: 0 }}
            aria-label={t(locale, "dashboard.timeline")}
          >
            {sessions.map((s) => (
              <Group
                key={s.slotId}
                component="li"
                gap="sm"
                wrap="nowrap"
                p={8}
                data-testid="today-session"
                data-phase={s.phase}
                style={{
                  borderInlineStart: `4px solid ${s.phase === "inProgress" ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
                }}
              >
                <Text size="sm" fw={600} miw={104} style={{ fontVariantNumeric: "tabular-nums" }}>
                  {t(locale, "teaching.timeRange", { start: formatTime(s.start), end: formatTime(s.end) })}
                </Text>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  {mode === "teacher" ? (
                    <AnchorLink
                      href={`${href("/textbook")}?date=${today.date}&slot=${s.slotId}`}
                      // a teacher's day is often one subject in several classes: each link names its class and time
                      aria-label={`${localName(locale, s.subject)}, ${s.className}, ${t(locale, "teaching.timeRange", { start: formatTime(s.start), end: formatTime(s.end) })}`}
                      fw={700}
                      size="sm"
                      td={s.cancelled ? "line-through" : undefined}
                    >
                      {localName(locale, s.subject)}
                    </AnchorLink>
                  ) : (
                    <Text fw={700} size="sm" td={s.cancelled ? "line-through" : undefined}>
                      {localName(locale, s.subject)}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {line(s)}
                  </Text>
                </Stack>
                {s.cancelled ? (
                  <Badge color="red" variant="light" size="sm">
                    {t(locale, "teaching.cancelled")}
                  </Badge>
                ) : (
                  s.phase === "inProgress" && (
                    <Badge variant="filled" size="sm">
                      {t(locale, "teaching.inProgress")}
                    </Badge>
                  )
                )}
              </Group>
            ))}
          </Stack>
        )}
        {mode !== "school" && today.next && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t(locale, "dashboard.nextDay", { date: formatDay(locale, today.next.date, "weekday") })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="next-day">
              {today.next.sessions.map((s) => `${formatTime(s.start)} ${localName(locale, s.subject)}`).join(" · ")}
            </Text>
          </Stack>
        )}
        <Group gap="md">
          <AnchorLink href={href("/timetable")} size="sm">
            {t(locale, "dashboard.seeTimetable")}
          </AnchorLink>
          {mode === "teacher" && (
            <AnchorLink href={`${href("/textbook")}?date=${today.date}`} size="sm">
              {t(locale, "nav.textbook")}
            </AnchorLink>
          )}
          {mode === "family" && (
            <AnchorLink href={href("/homeworks")} size="sm">
              {t(locale, "nav.homeworks")}
            </AnchorLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { getWeek } from "~/modules/teaching/server/get-week";
import { formatDay, formatTime, localName, roomLabel, weekdayCode } from "~/ui/format";
import { Parts } from "./parts";

type Week = Awaited<ReturnType<typeof getWeek>>;

/**
 * A week of sessions, read-only, rendered on the server: one column per school day on wide screens, the days one
 * under the other on a phone; today outlined, holidays and cancelled sessions said in words, not colour alone.
 */
export function WeekView({
  locale,
  week,
  showClass,
  showTeacher,
}: {
  locale: Locale;
  week: Week;
  showClass: boolean;
  showTeacher: boolean;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: Math.max(1, Math.min(week.days.length, 7)) }}
      spacing="sm"
      data-testid="week"
    >
      {week.days.map((day) => (
        <Card
          key={day.date}
          withBorder
          padding="sm"
          component="section"
          aria-label={formatDay(locale, day.date, "weekday")}
          data-testid={`day-${day.date}`}
          data-today={day.isToday || undefined}
          style={day.isToday ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
        >
          <Group justify="space-between" gap={4} mb="xs" wrap="nowrap">
            <Title order={2} fz="md">
              {t(locale, "weekday.long", { day: weekdayCode(day.weekday) })}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDay(locale, day.date, "medium")}
            </Text>
          </Group>
          {day.isToday && (
            <Badge variant="filled" size="sm" mb="xs">
              {t(locale, "teaching.today")}
            </Badge>
          )}
          {day.status !== "school" ? (
            <Text size="sm" c="dimmed">
              {t(
                locale,
                day.status === "holiday"
                  ? "teaching.day.holiday"
                  : day.status === "outsideTerm"
                    ? "teaching.day.outsideTerm"
                    : "teaching.day.noSession",
              )}
            </Text>
          ) : day.sessions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(locale, "teaching.day.noSession")}
            </Text>
          ) : (
            <Stack gap={6} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {day.sessions.map((s) => (
                <Card
                  key={s.slotId}
                  component="li"
                  padding={8}
                  radius="sm"
                  bg={s.inProgress ? "var(--mantine-primary-color-light)" : "var(--mantine-color-default-hover)"}
                  data-testid="session"
                  data-cancelled={s.cancelled || undefined}
                >
                  <Text size="xs" c="dimmed" fw={600}>
                    {t(locale, "teaching.timeRange", { start: formatTime(s.start), end: formatTime(s.end) })}
                  </Text>
                  <Text fw={700} size="sm" td={s.cancelled ? "line-through" : undefined}>
                    {localName(locale, s.subject)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Parts
                      parts={[
                        showClass && s.className,
                        s.groupName && t(locale, "teaching.group", { name: s.groupName }),
                        showTeacher && s.teacher,
                        s.room && roomLabel(s.room, (room) => t(locale, "teaching.room", { room })),
                      ]}
                    />
                  </Text>
                  {(s.cancelled || s.inProgress) && (
                    <Badge size="xs" mt={4} color={s.cancelled ? "red" : undefined} variant="light">
                      {t(locale, s.cancelled ? "teaching.cancelled" : "teaching.inProgress")}
                    </Badge>
                  )}
                </Card>
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

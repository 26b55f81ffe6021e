import { Alert, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { listDaySessions } from "~/modules/teaching/server/list-day-sessions";
import { DateChooserField } from "./date-chooser-field";
import { formatTime, localName } from "~/ui/format";

type Day = Awaited<ReturnType<typeof listDaySessions>>;

/**
 * The date chooser of /textbook and /attendance: a plain GET form (it works before any JavaScript), and the spec's
 * message while no date is chosen.
 */
export function DateChooser({ locale, path, date }: { locale: Locale; path: string; date: string | null }) {
  return (
    <Stack gap="xs">
      <form method="get" action={localizedPath(locale, path)} data-testid="date-chooser">
        <Group align="flex-end" gap="xs">
          <DateChooserField label={t(locale, "textbook.date")} initial={date ?? ""} />
          <Button type="submit" variant="light">
            {t(locale, "textbook.show")}
          </Button>
        </Group>
      </form>
      {!date && (
        <Alert color="blue" data-testid="choose-date">
          {t(locale, "validation.chooseDate")}
        </Alert>
      )}
    </Stack>
  );
}

/** The sessions of the chosen date, each a link to its record (or its attendance). */
export function DaySessions({
  locale,
  path,
  date,
  day,
  current,
  showTeacher,
}: {
  locale: Locale;
  path: string;
  date: string;
  day: Day;
  current: string | null;
  showTeacher: boolean;
}) {
  if (day.sessions.length === 0) {
    return (
      <Alert color="gray" data-testid="no-session">
        {t(
          locale,
          day.status === "holiday"
            ? "teaching.day.holiday"
            : day.status === "outsideTerm"
              ? "teaching.day.outsideTerm"
              : "errors.noSessionOnDate",
        )}
      </Alert>
    );
  }
  return (
    <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} data-testid="day-sessions">
      {day.sessions.map((s) => (
        <Card
          key={s.slotId}
          component="li"
          withBorder
          padding="xs"
          style={
            s.slotId === current ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined
          }
        >
          <Group justify="space-between" gap="xs">
            <Link
              href={`${localizedPath(locale, path)}?date=${date}&slot=${s.slotId}`}
              aria-current={s.slotId === current ? "page" : undefined}
              style={{ fontWeight: 700 }}
            >
              {t(locale, "teaching.timeRange", { start: formatTime(s.start), end: formatTime(s.end) })} ·{" "}
              {localName(locale, s.subject)} · {s.className}
              {s.groupName ? ` (${s.groupName})` : ""}
            </Link>
            <Group gap={4}>
              {s.teacherAbsent && (
                <Badge color="red" variant="light" size="sm">
                  {t(locale, "teaching.cancelled")}
                </Badge>
              )}
              {s.written && (
                <Badge variant="light" size="sm">
                  {t(locale, "textbook.written")}
                </Badge>
              )}
              {s.attendanceTaken && !s.teacherAbsent && (
                <Badge variant="light" color={s.absents ? "orange" : "teal"} size="sm">
                  {t(locale, "textbook.absentCount", { count: s.absents })}
                </Badge>
              )}
            </Group>
          </Group>
          {showTeacher && s.teacher && (
            <Text size="xs" c="dimmed">
              {s.teacher}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

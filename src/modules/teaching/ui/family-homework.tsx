import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { dayKey, schoolClock } from "~/lib/school-time";
import type { listStudentHomework } from "~/modules/teaching/server/homework";
import { ChildSwitch } from "~/ui/child-switch";
import { formatDay, localName } from "~/ui/format";
import { groupHomework, HOMEWORK_GROUPS, type HomeworkGroup } from "./homework-groups";
import { HomeworkDoneBox } from "./homework-done-box";

type StudentHomework = Awaited<ReturnType<typeof listStudentHomework>>;
type Item = StudentHomework["items"][number];

const GROUP_COLOR: Partial<Record<HomeworkGroup, string>> = { late: "red", today: "orange", tomorrow: "blue" };

/** A timestamp (done, corrected) as the school's calendar day. */
const schoolDay = (locale: Locale, at: Date) => formatDay(locale, dayKey(schoolClock(at).date), "medium");

/**
 * What a student has to do, grouped (late, today, tomorrow, this week, later, recently done): a server component;
 * the only script on it is the student's "done" box.
 */
export function FamilyHomework({
  locale,
  students,
  homework,
  emptyKey,
}: {
  locale: Locale;
  students: { id: string; name: string }[];
  homework: StudentHomework | null;
  emptyKey: "homeworks.noStudent" | "homeworks.noClass";
}) {
  if (!homework) {
    return (
      <Stack>
        <Title order={1} fz="h2">
          {t(locale, "homeworks.title")}
        </Title>
        <Text c="dimmed">{t(locale, emptyKey)}</Text>
      </Stack>
    );
  }
  const groups = groupHomework(homework.items, homework.today);
  const nothing = HOMEWORK_GROUPS.every((g) => groups[g].length === 0);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {homework.canMarkDone
            ? t(locale, "homeworks.title")
            : t(locale, "homeworks.of", { name: homework.student.name })}
        </Title>
        <ChildSwitch locale={locale} path="/homeworks" students={students} current={homework.student.id} />
      </Stack>
      {nothing && <Text c="dimmed">{t(locale, "homeworks.nothingDue")}</Text>}
      {HOMEWORK_GROUPS.filter((g) => groups[g].length > 0).map((g) => (
        <Stack key={g} gap="xs" component="section" aria-labelledby={`homeworks-${g}`} data-testid={`homeworks-${g}`}>
          <Group gap="xs">
            <Title order={2} fz="h4" id={`homeworks-${g}`} c={GROUP_COLOR[g]}>
              {t(locale, `homeworks.group.${g}`)}
            </Title>
            <Badge variant="light" color={GROUP_COLOR[g] ?? "gray"} circle>
              {groups[g].length}
            </Badge>
          </Group>
          {groups[g].map((item) => (
            <HomeworkCard key={item.id} locale={locale} item={item} canMarkDone={homework.canMarkDone} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function HomeworkCard({ locale, item, canMarkDone }: { locale: Locale; item: Item; canMarkDone: boolean }) {
  const due = t(locale, "homeworks.dueOn", { date: formatDay(locale, item.dueOn, "weekday") });
  return (
    <Card withBorder padding="sm" data-testid="homework" data-homework={item.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700}>{localName(locale, item.subject)}</Text>
          <Text size="sm" c="dimmed">
            {due}
            {item.forNextSession && ` · ${t(locale, "homeworks.forNextSession")}`}
          </Text>
        </Stack>
        {canMarkDone ? (
          <HomeworkDoneBox homeworkId={item.id} done={!!item.doneAt} label={t(locale, "homeworks.markDone")} />
        ) : (
          <Badge variant="light" color={item.doneAt ? "teal" : "gray"} style={{ flexShrink: 0 }}>
            {item.doneAt
              ? t(locale, "homeworks.doneOn", { date: schoolDay(locale, item.doneAt) })
              : t(locale, "homeworks.notDone")}
          </Badge>
        )}
      </Group>
      <Text mt="xs" dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {item.description}
      </Text>
      <Group gap="xs" mt="xs">
        <Badge variant="dot" color={item.correctedAt ? "teal" : "gray"}>
          {item.correctedAt
            ? t(locale, "homeworks.correctedOn", { date: schoolDay(locale, item.correctedAt) })
            : t(locale, "homeworks.notCorrected")}
        </Badge>
        {item.teacher && (
          <Text size="xs" c="dimmed">
            {t(locale, "homeworks.setBy", { name: item.teacher })}
          </Text>
        )}
      </Group>
    </Card>
  );
}

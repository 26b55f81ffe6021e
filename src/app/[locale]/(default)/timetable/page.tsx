import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { ChildSwitch } from "~/ui/child-switch";
import { formatDay } from "~/ui/format";
import { WeekView } from "~/modules/teaching/ui/week-view";
import { AnchorLink } from "~/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { isoDate, parseIsoDate } from "~/modules/school/schemas/school";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("timetable.title");

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * The week's timetable: a student's own, a parent's child's (a switch when there are several), a teacher's own, or
 * for an administrator any class's. Read-only and rendered on the server: no JavaScript of its own.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  const { locale, school } = await schoolPage(params, "/timetable");
  const search = await searchParams;
  const date = parseIsoDate(one(search.week) ?? "");
  const { students, current, classes, classId, week } = await pageRead(
    (await api()).timetable.screen({
      schoolId: school.id,
      date: date ? isoDate(date) : undefined,
      student: one(search.student),
      class: one(search.class),
    }),
  );
  if (!week) {
    return (
      <Container size="xl" py="xl">
        <Title order={1} fz="h2">
          {t(locale, "timetable.title")}
        </Title>
        <Text c="dimmed">{t(locale, "errors.noData")}</Text>
      </Container>
    );
  }

  const keep: Record<string, string> = {};
  if (current) keep.student = current.id;
  if (classId) keep.class = classId;
  const weekHref = (iso: string) =>
    `${localizedPath(locale, "/timetable")}?${new URLSearchParams({ ...keep, week: iso }).toString()}`;
  const subtitle = current ? current.name : classId ? week.title : t(locale, "timetable.mine");

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz="h2">
              {t(locale, "timetable.title")}
            </Title>
            <Text c="dimmed" data-testid="timetable-subject">
              {subtitle} · {t(locale, "timetable.weekOf", { date: formatDay(locale, week.weekStart) })}
            </Text>
          </Stack>
          <Group gap="md" component="nav" aria-label={t(locale, "timetable.weeks")}>
            <AnchorLink href={weekHref(week.previous)} data-testid="week-previous">
              {t(locale, "timetable.previousWeek")}
            </AnchorLink>
            <AnchorLink href={weekHref(week.today)}>{t(locale, "timetable.thisWeek")}</AnchorLink>
            <AnchorLink href={weekHref(week.next)} data-testid="week-next">
              {t(locale, "timetable.nextWeek")}
            </AnchorLink>
          </Group>
        </Group>
        {current && (
          <ChildSwitch
            locale={locale}
            path="/timetable"
            students={students}
            current={current.id}
            query={{ week: week.weekStart }}
          />
        )}
        {classes.length > 0 && (
          <Group gap="xs" component="nav" aria-label={t(locale, "timetable.classes")} data-testid="class-switch">
            {classes.map((c) => (
              <AnchorLink
                key={c.id}
                href={`${localizedPath(locale, "/timetable")}?${new URLSearchParams({ class: c.id, week: week.weekStart }).toString()}`}
                fw={c.id === classId ? 700 : 400}
                aria-current={c.id === classId ? "page" : undefined}
              >
                {c.name}
              </AnchorLink>
            ))}
          </Group>
        )}
        <WeekView locale={locale} week={week} showClass={!current && !classId} showTeacher={!!current || !!classId} />
      </Stack>
    </Container>
  );
}

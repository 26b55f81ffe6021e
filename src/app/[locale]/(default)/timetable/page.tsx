import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { forbidden } from "next/navigation";
import { schoolPage } from "~/features/school/school-page";
import { ChildSwitch } from "~/features/teaching/child-switch";
import { formatDay } from "~/features/teaching/format";
import { chooseStudent } from "~/features/teaching/student-choice";
import { WeekView } from "~/features/teaching/week-view";
import { AnchorLink } from "~/features/ui/links";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { parseIsoDate } from "~/lib/schemas/school";
import { hasRole } from "~/server/auth/actor";
import { db } from "~/server/db";
import { administers } from "~/server/services/school/scope";
import { getWeek } from "~/server/services/teaching/get-week";

export const generateMetadata = pageMetadata("timetable.title");

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * The week's timetable: a student's own, a parent's child's (a switch when there are several), a teacher's own, or
 * for an administrator any class's. Read-only and rendered on the server: no JavaScript of its own.
 */
export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Search> }) {
  const { locale, actor, school } = await schoolPage(params, "/timetable");
  const search = await searchParams;
  const date = parseIsoDate(one(search.week) ?? "") ?? undefined;
  const { students, current } = await chooseStudent(actor, school.id, search.student);
  const teacher = hasRole(actor, "TEACHER", school.id);
  const admin = administers(actor, school.id);

  let classes: { id: string; name: string }[] = [];
  let input: Parameters<typeof getWeek>[2];
  if (current) input = { schoolId: school.id, studentId: current.id, date };
  else if (teacher) input = { schoolId: school.id, date };
  else if (admin) {
    classes = await db.schoolClass.findMany({ where: { schoolId: school.id, schoolYear: { isCurrent: true } }, orderBy: { name: "asc" }, select: { id: true, name: true } });
    const chosen = classes.find((c) => c.id === one(search.class)) ?? classes[0];
    if (!chosen) {
      return (
        <Container size="xl" py="xl">
          <Title order={1} fz="h2">
            {t(locale, "timetable.title")}
          </Title>
          <Text c="dimmed">{t(locale, "errors.noData")}</Text>
        </Container>
      );
    }
    input = { schoolId: school.id, classId: chosen.id, date };
  } else forbidden();

  const week = await getWeek(db, actor, input);
  const keep: Record<string, string> = {};
  if (current) keep.student = current.id;
  if (input.classId) keep.class = input.classId;
  const weekHref = (iso: string) => `${localizedPath(locale, "/timetable")}?${new URLSearchParams({ ...keep, week: iso }).toString()}`;
  const subtitle = current ? current.name : input.classId ? week.title : t(locale, "timetable.mine");

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
        {current && <ChildSwitch locale={locale} path="/timetable" students={students} current={current.id} query={{ week: week.weekStart }} />}
        {classes.length > 0 && (
          <Group gap="xs" component="nav" aria-label={t(locale, "timetable.classes")} data-testid="class-switch">
            {classes.map((c) => (
              <AnchorLink
                key={c.id}
                href={`${localizedPath(locale, "/timetable")}?${new URLSearchParams({ class: c.id, week: week.weekStart }).toString()}`}
                fw={c.id === input.classId ? 700 : 400}
                aria-current={c.id === input.classId ? "page" : undefined}
              >
                {c.name}
              </AnchorLink>
            ))}
          </Group>
        )}
        <WeekView locale={locale} week={week} showClass={!current && !input.classId} showTeacher={!!current || !!input.classId} />
      </Stack>
    </Container>
  );
}

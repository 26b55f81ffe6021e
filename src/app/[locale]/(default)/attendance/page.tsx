import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { AttendanceForm } from "~/modules/teaching/ui/lazy-forms";
import { DateChooser, DaySessions } from "~/modules/teaching/ui/day-sessions";
import { formatDay, formatTime, localName } from "~/ui/format";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { isoDate, parseIsoDate } from "~/modules/school/schemas/school";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("attendance.title");

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/**
 * /attendance: the teacher's sessions of a date (an administrator's: every class's), and for the chosen one every
 * student Present, Present without report or Absent. The same marks are the absents of the session's record.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  // who writes sessions, else the 403 page (the action's refusal)
  const { locale, school } = await schoolPage(params, "/attendance");
  const search = await searchParams;
  const date = parseIsoDate(one(search.date) ?? "");
  const iso = date ? isoDate(date) : null;
  const slotId = one(search.slot) ?? null;
  const { day, session, showTeacher } = await pageRead(
    (await api()).textbook.attendanceScreen({ schoolId: school.id, date: iso ?? undefined, slot: slotId ?? undefined }),
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t(locale, "attendance.title")}
        </Title>
        <DateChooser locale={locale} path="/attendance" date={iso} />
        {day && iso && (
          <DaySessions
            locale={locale}
            path="/attendance"
            date={iso}
            day={day}
            current={slotId}
            showTeacher={showTeacher}
          />
        )}
        {session && iso && (
          <Card withBorder padding="md" data-testid="session">
            <Title order={2} fz="h3">
              {localName(locale, session.slot.subject)} · {session.slot.className}
              {session.slot.groupName ? ` (${session.slot.groupName})` : ""}
            </Title>
            <Text c="dimmed" size="sm" mb="sm">
              {formatDay(locale, iso, "weekday")} ·{" "}
              {t(locale, "teaching.timeRange", {
                start: formatTime(session.slot.start),
                end: formatTime(session.slot.end),
              })}
            </Text>
            {session.record?.teacherAbsent ? (
              <Text c="dimmed">{t(locale, "textbook.noAttendanceWhenAbsent")}</Text>
            ) : (
              <AttendanceForm
                key={`${slotId}-${iso}-${session.record?.updatedAt.getTime() ?? 0}`}
                slotId={session.slot.id}
                date={iso}
                students={session.students}
              />
            )}
          </Card>
        )}
      </Stack>
    </Container>
  );
}

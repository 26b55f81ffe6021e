import { Badge, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { ChildSwitch } from "~/ui/child-switch";
import { DateChooser, DaySessions } from "~/modules/teaching/ui/day-sessions";
import { formatDay, formatTime, localName, roomLabel } from "~/ui/format";
import { SessionForm } from "~/modules/teaching/ui/lazy-forms";
import { listParams } from "~/ui/list-params";
import { AnchorLink } from "~/ui/links";
import { isolateText, localizedPath, type Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { isoDate, parseIsoDate } from "~/modules/school/schemas/school";
import { api } from "~/platform/api/server-caller";
import type { RouterOutputs } from "~/ui/trpc/outputs";

export const generateMetadata = pageMetadata("textbook.title");

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

type Screen = RouterOutputs["textbook"]["screen"];

/**
 * /textbook. Teachers (and administrators) pick a date, see their sessions of that day and write each one's record
 * with its attendance and homework. Students and parents read their class's textbook by subject; administrators
 * and teachers read a class's with ?view=class.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  const { locale, school } = await schoolPage(params, "/textbook");
  const search = await searchParams;
  const date = parseIsoDate(one(search.date) ?? "");
  const { writer, write, read } = await pageRead(
    (await api()).textbook.screen({
      schoolId: school.id,
      classView: one(search.view) === "class",
      date: date ? isoDate(date) : undefined,
      slot: one(search.slot),
      student: one(search.student),
      class: one(search.class),
      subject: one(search.subject),
      page: listParams(search).page,
    }),
  );
  const readClass = !!read;
  const iso = date ? isoDate(date) : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="h2">
            {t(locale, "textbook.title")}
          </Title>
          {writer && (
            <AnchorLink href={`${localizedPath(locale, "/textbook")}${readClass ? "" : "?view=class"}`} size="sm">
              {t(locale, readClass ? "textbook.writeSessions" : "textbook.readClass")}
            </AnchorLink>
          )}
        </Group>
        {read && <ClassTextbook locale={locale} read={read} subjectId={one(search.subject)} />}
        {write && <WriteSessions locale={locale} write={write} iso={iso} slotId={one(search.slot) ?? null} />}
      </Stack>
    </Container>
  );
}

function WriteSessions({
  locale,
  write,
  iso,
  slotId,
}: {
  locale: Locale;
  write: NonNullable<Screen["write"]>;
  iso: string | null;
  slotId: string | null;
}) {
  const { day, session, showTeacher } = write;
  return (
    <Stack gap="md">
      <DateChooser locale={locale} path="/textbook" date={iso} />
      {day && iso && (
        <DaySessions locale={locale} path="/textbook" date={iso} day={day} current={slotId} showTeacher={showTeacher} />
      )}
      {session && iso && (
        <Card withBorder padding="md" data-testid="session">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {localName(locale, session.slot.subject)} · {session.slot.className}
              {session.slot.groupName ? ` (${session.slot.groupName})` : ""}
            </Title>
            <Text c="dimmed" size="sm">
              {formatDay(locale, iso, "weekday")} ·{" "}
              {t(locale, "teaching.timeRange", {
                start: formatTime(session.slot.start),
                end: formatTime(session.slot.end),
              })}
              {session.slot.room
                ? ` · ${roomLabel(session.slot.room, (room) => t(locale, "teaching.room", { room }))}`
                : ""}
            </Text>
            <SessionForm
              key={`${session.slot.id}-${iso}-${session.record?.updatedAt.getTime() ?? 0}`}
              date={iso}
              data={session}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function ClassTextbook({
  locale,
  read,
  subjectId,
}: {
  locale: Locale;
  read: NonNullable<Screen["read"]>;
  subjectId: string | undefined;
}) {
  const { students, current, classes, book } = read;
  const cls = classes.find((c) => c.id === read.classId);
  if (!cls || !book) return <Text c="dimmed">{t(locale, "errors.noData")}</Text>;
  const link = (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams({ view: "class", ...(current ? { student: current.id } : {}), class: cls.id });
    for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
    return `${localizedPath(locale, "/textbook")}?${params.toString()}`;
  };
  return (
    <Stack gap="md">
      {current && (
        <ChildSwitch
          locale={locale}
          path="/textbook"
          students={students}
          current={current.id}
          query={{ view: "class" }}
        />
      )}
      {!current && classes.length > 1 && (
        <Group gap="xs" component="nav" aria-label={t(locale, "timetable.classes")}>
          {classes.map((c) => (
            <AnchorLink
              key={c.id}
              href={`${localizedPath(locale, "/textbook")}?view=class&class=${c.id}`}
              fw={c.id === cls.id ? 700 : 400}
              aria-current={c.id === cls.id ? "page" : undefined}
            >
              {c.name}
            </AnchorLink>
          ))}
        </Group>
      )}
      <Text c="dimmed">{t(locale, "textbook.ofClass", { name: book.class.name })}</Text>
      <Group gap="xs" component="nav" aria-label={t(locale, "textbook.subjects")} data-testid="subject-filter">
        <AnchorLink href={link({})} fw={!subjectId ? 700 : 400}>
          {t(locale, "textbook.allSubjects")}
        </AnchorLink>
        {book.subjects.map((s) => (
          <AnchorLink
            key={s.subjectId}
            href={link({ subject: s.subjectId })}
            fw={s.subjectId === subjectId ? 700 : 400}
          >
            {localName(locale, s.subject)}
          </AnchorLink>
        ))}
      </Group>
      {book.entries.length === 0 ? (
        <Text c="dimmed">{t(locale, "errors.noData")}</Text>
      ) : (
        <Stack gap="sm" data-testid="textbook-entries">
          {book.entries.map((e) => {
            const day = isoDate(e.date);
            return (
              <Card key={e.id} withBorder padding="md" component="article">
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {localName(locale, e.classSubject.subject)}
                    {e.title && (
                      <>
                        {" — "}
                        <bdi>{e.title}</bdi>
                      </>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDay(locale, day, "weekday")} · {formatTime(e.startMinute)}
                  </Text>
                </Group>
                {e.teacherAbsent ? (
                  <Badge color="red" variant="light" mt={4}>
                    {t(locale, "teaching.cancelled")}
                  </Badge>
                ) : (
                  <Stack gap={4} mt={4}>
                    {e.content && (
                      <Text size="sm" dir="auto" style={{ whiteSpace: "pre-line" }} data-user-text>
                        {e.content}
                      </Text>
                    )}
                    {e.workExpected && (
                      <Text size="sm">{t(locale, "textbook.workLine", { work: isolateText(e.workExpected) })}</Text>
                    )}
                    {e.nextContent && (
                      <Text size="sm" c="dimmed">
                        {t(locale, "textbook.nextLine", { next: isolateText(e.nextContent) })}
                      </Text>
                    )}
                    {e.homeworks.map((h) => (
                      <Text key={h.id} size="sm">
                        📘{" "}
                        {t(locale, "textbook.homeworkDue", {
                          description: isolateText(h.description),
                          date: h.dueOn ? formatDay(locale, isoDate(h.dueOn)) : "",
                        })}
                      </Text>
                    ))}
                  </Stack>
                )}
                {(e.teacher || e.group) && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {[e.teacher?.name, e.group ? t(locale, "teaching.group", { name: e.group.name }) : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                )}
              </Card>
            );
          })}
          {book.total > book.page * book.pageSize && (
            <AnchorLink href={link({ subject: subjectId, page: String(book.page + 1) })}>
              {t(locale, "textbook.older")}
            </AnchorLink>
          )}
        </Stack>
      )}
    </Stack>
  );
}

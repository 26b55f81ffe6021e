import { Badge, Card, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import type { ReactNode } from "react";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { dayKey, schoolClock } from "~/lib/school-time";
import type { listAbsences, pendingJustifications } from "~/modules/teaching/server/absences";
import { DecideButtons, JustifyAbsences } from "./absences-actions";
import { ChildSwitch } from "~/ui/child-switch";
import { formatDay, formatTime, localName } from "~/ui/format";

type Absences = Awaited<ReturnType<typeof listAbsences>>;
type Term = Absences["terms"][number];
type Mark = Term["items"][number];
type Pending = Awaited<ReturnType<typeof pendingJustifications>>;

const JUSTIFICATION_COLOR = { NONE: "red", PENDING: "yellow", ACCEPTED: "teal", REFUSED: "red" } as const;

const timeRange = (locale: Locale, start: number, end: number) =>
  t(locale, "teaching.timeRange", { start: formatTime(start), end: formatTime(end) });

/**
 * One student's absences of the current year, by term (the latest first): counts, counts per subject, and each
 * absence with its justification. A parent ticks absences and justifies them (the only script, around the list);
 * the school decides on pending ones from here too.
 */
export function StudentAbsences({
  locale,
  students,
  absences,
  backToPending,
}: {
  locale: Locale;
  students: { id: string; name: string }[];
  absences: Absences;
  backToPending: boolean;
}) {
  const own = !absences.canJustify && students.some((s) => s.id === absences.student.id);
  const today = dayKey(schoolClock().date);
  const started = absences.terms.filter((term) => term.startsOn <= today);
  const terms = (started.length ? started : absences.terms).slice().reverse();
  const body = (
    <Stack gap="xl">
      {terms.map((term) => (
        <TermAbsences key={term.id} locale={locale} term={term} absences={absences} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {backToPending && (
          <AnchorLink href={localizedPath(locale, "/absences")} size="sm">
            {t(locale, "absences.back")}
          </AnchorLink>
        )}
        <Title order={1} fz="h2">
          {own ? t(locale, "absences.title") : t(locale, "absences.of", { name: absences.student.name })}
        </Title>
        <ChildSwitch locale={locale} path="/absences" students={students} current={absences.student.id} />
        {absences.year && (
          <Text c="dimmed" size="sm">
            {t(locale, "absences.year")} <bdi dir="ltr">{absences.year.name}</bdi>
          </Text>
        )}
      </Stack>
      {!absences.year ? (
        <Text c="dimmed">{t(locale, "absences.noYear")}</Text>
      ) : absences.canJustify ? (
        <JustifyAbsences
          studentId={absences.student.id}
          reasons={reasonOptions(locale)}
          hasChoices={terms.some((term) => term.items.some(justifiable))}
        >
          {body}
        </JustifyAbsences>
      ) : (
        body
      )}
    </Stack>
  );
}

const justifiable = (m: Mark) => m.status === "ABSENT" && (m.justification === "NONE" || m.justification === "REFUSED");

function reasonOptions(locale: Locale) {
  return (["ILLNESS", "MEDICAL", "FAMILY", "TRANSPORT", "WEATHER", "OTHER"] as const).map((value) => ({
    value,
    label: t(locale, `absences.reason.${value}`),
  }));
}

function TermAbsences({ locale, term, absences }: { locale: Locale; term: Term; absences: Absences }) {
  // a justification waiting for the school's decision is pending, not unjustified (yet): each absence counted once
  const unjustified = term.absences - term.justified - term.pending;
  const counts: [string, string, number, string?][] = [
    ["absences", t(locale, "absences.count.absences", { count: term.absences }), term.absences],
    ["justified", t(locale, "absences.count.justified", { count: term.justified }), term.justified, "teal"],
    [
      "unjustified",
      t(locale, "absences.count.unjustified", { count: unjustified }),
      unjustified,
      unjustified ? "red" : undefined,
    ],
    ["pending", t(locale, "absences.count.pending"), term.pending, term.pending ? "yellow.8" : undefined],
    ["withoutReport", t(locale, "absences.count.withoutReport"), term.withoutReport],
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby={`term-${term.id}`} data-testid={`term-${term.number}`}>
      <Group gap="xs" align="baseline">
        <Title order={2} fz="h3" id={`term-${term.id}`}>
          {t(locale, "absences.term", { type: absences.termType, number: term.number })}
        </Title>
        <Text size="sm" c="dimmed">
          {/* in words: Arabic numeric dates carry right-to-left marks, which a left-to-right range would scramble */}
          {formatDay(locale, term.startsOn)} – {formatDay(locale, term.endsOn)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        {counts.map(([kind, label, value, color]) => (
          <Paper key={kind} withBorder p="xs" ta="center" data-testid={`count-${kind}`}>
            <Text fz={24} fw={800} c={color} data-testid="count">
              {value}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2}>
              {label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {term.items.length === 0 ? (
        <Text c="dimmed">{t(locale, "absences.none")}</Text>
      ) : (
        <>
          {term.bySubject.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="h5">
                {t(locale, "absences.bySubject")}
              </Title>
              <Table withTableBorder striped verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(locale, "absences.subject")}</Table.Th>
                    <Table.Th ta="center">{t(locale, "absences.count.absences", { count: 2 })}</Table.Th>
                    <Table.Th ta="center">{t(locale, "absences.count.justified", { count: 2 })}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {term.bySubject.map((row) => (
                    <Table.Tr key={row.subject.nameFr}>
                      <Table.Td>{localName(locale, row.subject)}</Table.Td>
                      <Table.Td ta="center">{row.absences}</Table.Td>
                      <Table.Td ta="center">{row.justified}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
          <Stack gap={6}>
            <Title order={3} fz="h5">
              {t(locale, "absences.list")}
            </Title>
            {term.items.map((mark) => (
              <AbsenceRow key={mark.sessionId} locale={locale} mark={mark} absences={absences} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function AbsenceRow({ locale, mark, absences }: { locale: Locale; mark: Mark; absences: Absences }) {
  const subject = localName(locale, mark.subject);
  const day = formatDay(locale, mark.date, "weekday");
  const choice = absences.canJustify && justifiable(mark);
  return (
    <Paper withBorder p="xs" data-testid="absence" data-date={mark.date}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {choice && (
          <Checkbox
            name="sessionIds"
            value={mark.sessionId}
            aria-label={t(locale, "absences.select", { date: day, subject })}
            mt={4}
          />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between">
            <Text fw={600} size="sm">
              {day} · <bdi dir="ltr">{timeRange(locale, mark.start, mark.end)}</bdi>
            </Text>
            {mark.status === "ABSENT" ? (
              <Badge variant="light" color={JUSTIFICATION_COLOR[mark.justification]} data-testid="justification">
                {t(locale, `absences.justification.${mark.justification}`)}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                {t(locale, `attendance.${mark.status}`)}
              </Badge>
            )}
          </Group>
          <Text size="sm">{subject}</Text>
          {mark.reason && (
            <Text size="xs" c="dimmed" dir="auto">
              {t(locale, `absences.reason.${mark.reason}`)}
              {mark.note && (
                <>
                  {" "}
                  — <bdi>{mark.note}</bdi>
                </>
              )}
            </Text>
          )}
          {absences.canDecide && mark.justification === "PENDING" && (
            <DecideButtons studentId={absences.student.id} sessionId={mark.sessionId} />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The school's view: justifications waiting for a decision, oldest first, each opening the student's absences. */
export function PendingJustifications({ locale, pending }: { locale: Locale; pending: Pending }) {
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t(locale, "absences.title")}
      </Title>
      <Stack gap="sm" component="section" aria-labelledby="pending-title">
        <Title order={2} fz="h3" id="pending-title">
          {t(locale, "absences.pending.title")}
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{t(locale, "absences.pending.none")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {pending.map((row) => (
              <Card
                key={`${row.studentId}-${row.sessionId}`}
                withBorder
                padding="sm"
                data-testid="pending-justification"
                data-date={row.date}
              >
                <Group justify="space-between" gap="xs">
                  <AnchorLink href={`${localizedPath(locale, "/absences")}?student=${row.studentId}`} fw={700}>
                    {row.studentName}
                  </AnchorLink>
                  <Badge variant="outline">{row.className}</Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {formatDay(locale, row.date, "weekday")} ·{" "}
                  <bdi dir="ltr">{timeRange(locale, row.start, row.end)}</bdi> · {localName(locale, row.subject)}
                </Text>
                {row.reason && (
                  <Text size="sm" c="dimmed" dir="auto">
                    {t(locale, `absences.reason.${row.reason}`)}
                    {row.note && (
                      <>
                        {" "}
                        — <bdi>{row.note}</bdi>
                      </>
                    )}
                  </Text>
                )}
                <DecideButtons studentId={row.studentId} sessionId={row.sessionId} />
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

/** A teacher (or anyone else on staff without the school's decisions): where absences are recorded and read. */
export function StaffAbsencesHint({ locale, teacher }: { locale: Locale; teacher: boolean }): ReactNode {
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {t(locale, "absences.title")}
      </Title>
      <Text c="dimmed">{teacher ? t(locale, "absences.teacherHint") : t(locale, "absences.noStudent")}</Text>
      {teacher && <AnchorLink href={localizedPath(locale, "/attendance")}>{t(locale, "nav.attendance")}</AnchorLink>}
    </Stack>
  );
}

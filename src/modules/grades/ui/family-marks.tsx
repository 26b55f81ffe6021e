import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import { ChildSwitch } from "~/ui/child-switch";
import { formatDay, localName } from "~/ui/format";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/modules/grades/domain/format";
import { dayKey } from "~/lib/school-time";
import type { marksScreen } from "~/modules/grades/server/family-marks";

type Screen = Awaited<ReturnType<typeof marksScreen>>;

const Empty = ({ children }: { children: React.ReactNode }) => (
  <Text c="dimmed" ta="center" py="xl" data-testid="marks-empty">
    {children}
  </Text>
);

/** /marks: the released marks of a child, subject by subject (a server component: links switch child and term). */
export function FamilyMarks({ locale, screen }: { locale: Locale; screen: Screen }) {
  const current = screen.students.find((s) => s.id === screen.studentId);
  const query = (extra: Record<string, string>) =>
    `${localizedPath(locale, "/marks")}?${new URLSearchParams({ ...(screen.studentId ? { student: screen.studentId } : {}), ...extra }).toString()}`;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t(locale, "marks.title")}
          {current && screen.students.length > 1 && <bdi> · {current.name}</bdi>}
        </Title>
        <Text size="sm" c="dimmed">
          {t(locale, "marks.help")}
        </Text>
      </div>
      {screen.studentId && (
        <ChildSwitch
          locale={locale}
          path="/marks"
          students={screen.students}
          current={screen.studentId}
          query={screen.termId ? { term: screen.termId } : {}}
        />
      )}
      {screen.terms.length > 1 && (
        <Group
          gap="sm"
          role="navigation"
          aria-label={t(locale, "grades.termPicker", { type: screen.termType })}
          data-testid="term-switch"
        >
          {screen.terms.map((term) => (
            <Link
              key={term.id}
              href={query({ term: term.id })}
              aria-current={term.id === screen.termId ? "page" : undefined}
              style={{ fontWeight: term.id === screen.termId ? 700 : 400 }}
            >
              {t(locale, "grades.term", { type: screen.termType, number: term.number })}
            </Link>
          ))}
        </Group>
      )}
      {screen.cardId && screen.termId && (
        // a plain link in the app's link colour: Mantine's Anchor is a client component, JavaScript this page has no use for
        <Link
          href={localizedPath(locale, `/report-cards/${screen.cardId}`)}
          data-testid="marks-card-link"
          style={{ fontWeight: 700, color: "var(--mantine-color-anchor)" }}
        >
          {t(locale, "marks.openCard", {
            type: screen.termType,
            number: screen.terms.find((term) => term.id === screen.termId)?.number ?? 1,
          })}
        </Link>
      )}
      {!screen.data ? (
        <Empty>{t(locale, "marks.noChild")}</Empty>
      ) : screen.data.mode === "NEVER" ? (
        <Empty>{t(locale, "marks.never")}</Empty>
      ) : screen.data.subjects.length === 0 ? (
        <Empty>{t(locale, "marks.none")}</Empty>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {screen.data.subjects.map((s) => (
            <Card component="li" key={s.subjectId} withBorder padding="md" data-testid="marks-subject">
              <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
                <div>
                  <Title order={2} fz="h4">
                    {localName(locale, s.name)}
                  </Title>
                  {s.teacher && (
                    <Text size="sm" c="dimmed">
                      <bdi>{s.teacher}</bdi>
                    </Text>
                  )}
                </div>
                {s.average !== null && (
                  <div style={{ textAlign: "end" }} data-testid="running-average">
                    <Badge variant="light" color="gray">
                      {t(locale, "marks.average")}
                    </Badge>
                    <Text fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                      <span dir="ltr">
                        {formatHundredths(locale, s.average)} / {screen.data!.outOf}
                      </span>
                    </Text>
                  </div>
                )}
              </Group>
              <Stack gap="sm">
                {s.evaluations.map((e) => (
                  <div
                    key={e.id}
                    data-testid="mark-row"
                    style={{
                      borderTop: "1px solid var(--mantine-color-default-border)",
                      paddingTop: "var(--mantine-spacing-xs)",
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600}>{e.title || t(locale, `grades.kind.${e.kind}`)}</Text>
                        <Text size="xs" c="dimmed">
                          {t(locale, `grades.kind.${e.kind}`)} · {formatDay(locale, e.from, "medium")} ·{" "}
                          {t(locale, "marks.releasedOn", { date: formatDay(locale, dayKey(e.seenFrom), "medium") })}
                        </Text>
                      </div>
                      <Text
                        fw={800}
                        fz="lg"
                        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
                        data-testid="mark-value"
                        aria-label={t(locale, "marks.mark")}
                      >
                        {e.status === "MARK" ? (
                          <span dir="ltr">
                            {formatHundredths(locale, e.hundredths)} / {screen.data!.outOf}
                          </span>
                        ) : (
                          t(locale, `marks.status.${e.status}`)
                        )}
                      </Text>
                    </Group>
                    {e.class && (
                      <Text
                        size="sm"
                        c="dimmed"
                        data-testid="class-stats"
                        style={{ fontVariantNumeric: "tabular-nums" }}
                      >
                        {t(locale, "marks.classAverage")} <bdi>{formatHundredths(locale, e.class.average)}</bdi> ·{" "}
                        {t(locale, "marks.highest")} <bdi>{formatHundredths(locale, e.class.highest)}</bdi> ·{" "}
                        {t(locale, "marks.lowest")} <bdi>{formatHundredths(locale, e.class.lowest)}</bdi>
                      </Text>
                    )}
                    {e.remark && (
                      <Text size="sm" mt={4} data-testid="mark-remark">
                        {t(locale, "marks.remarkLine", { remark: e.remark })}
                      </Text>
                    )}
                  </div>
                ))}
              </Stack>
            </Card>
          ))}
          {screen.data.runningAverage && (
            <Text size="xs" c="dimmed">
              {t(locale, "marks.provisionalHelp")}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

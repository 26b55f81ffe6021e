import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { ChildSwitch } from "~/ui/child-switch";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/modules/grades/domain/format";
import type { MessageKey } from "~/lib/messages";
import type { studentCards } from "~/modules/grades/server/list-student-cards";
import { EvolutionChart } from "./evolution-chart";

type Data = Awaited<ReturnType<typeof studentCards>>;

const EmptyState = ({ children }: { children: React.ReactNode }) => (
  <Text c="dimmed" ta="center" py="xl">
    {children}
  </Text>
);

/** A student's (or a parent's child's) released report cards, newest first, and the evolution of this year's averages. */
export function FamilyReportCards({
  locale,
  students,
  data,
  termType,
  emptyKey,
}: {
  locale: Locale;
  students: { id: string; name: string }[];
  data: Data | null;
  termType: string;
  emptyKey: MessageKey;
}) {
  if (!data) return <EmptyState>{t(locale, emptyKey)}</EmptyState>;
  const year = data.cards[0]?.yearId;
  const thisYear = data.cards.filter((c) => c.yearId === year).reverse();
  // the school's subject order, as the server lists the subjects
  const seen = new Set(thisYear.flatMap((c) => c.subjects.map((s) => s.subjectId)));
  const subjectIds = data.subjects.map((s) => s.id).filter((id) => seen.has(id));
  const names = new Map(data.subjects.map((s) => [s.id, s]));
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t(locale, "reportCards.cardsOf", { name: data.student.name })}
      </Title>
      <ChildSwitch locale={locale} path="/report-cards" students={students} current={data.student.id} />
      {data.cards.length === 0 ? (
        <EmptyState>{t(locale, "reportCards.noneYet")}</EmptyState>
      ) : (
        <>
          <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.cards.map((c) => (
              <Card component="li" key={c.id} withBorder padding="sm">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <AnchorLink href={localizedPath(locale, `/report-cards/${c.id}`)} fw={700}>
                      {t(locale, "reportCards.termName", { type: termType, number: c.term })} · <bdi>{c.year}</bdi>
                    </AnchorLink>
                    <Text size="sm" c="dimmed">
                      <bdi>{c.className}</bdi>
                      {c.rank !== null &&
                        ` · ${t(locale, "reportCards.rank")} ${t(locale, "reportCards.rankOf", { rank: c.rank, size: c.classSize })}`}
                      {c.distinction && ` · ${t(locale, `grades.distinction.${c.distinction}`)}`}
                    </Text>
                  </div>
                  <Text fw={800} fz="xl" style={{ fontVariantNumeric: "tabular-nums" }}>
                    {formatHundredths(locale, c.average)}
                    <Text span size="sm" c="dimmed">
                      {" "}
                      / {c.outOf}
                    </Text>
                  </Text>
                </Group>
              </Card>
            ))}
          </Stack>
          {thisYear.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="evolution">
              <Title order={2} fz="h3" id="evolution">
                {t(locale, "reportCards.evolution")}
              </Title>
              <EvolutionChart
                locale={locale}
                outOf={thisYear[0]!.outOf}
                overall={thisYear.map((c) => ({
                  label: t(locale, "reportCards.termShort", { type: termType, number: c.term }),
                  value: c.average,
                }))}
                subjects={subjectIds.flatMap((id) => {
                  const name = names.get(id);
                  if (!name) return [];
                  const values = thisYear.map((c) => c.subjects.find((s) => s.subjectId === id)?.average ?? null);
                  return values.every((v) => v === null) ? [] : [{ id, name, values }];
                })}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

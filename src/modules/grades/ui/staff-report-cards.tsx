import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/modules/grades/domain/format";
import type { classCards } from "~/modules/grades/server/list-class-cards";
import { formatDay } from "~/ui/format";
import { ReportCardActions } from "./report-card-actions";
import { anchorAttributes } from "~/ui/page-marks";

type Data = Awaited<ReturnType<typeof classCards>>;

/** A wave's time of day in Algeria (the school's results time is Algeria's). */
const waveTime = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Africa/Algiers",
  }).format(at);

/**
 * /report-cards for a class's staff: choose the class and the term (a plain form: no JavaScript), then generate, read,
 * make public or withdraw, and print. Server-rendered; only the buttons that act are a client component.
 */
export function StaffReportCards({
  locale,
  classes,
  terms,
  classId,
  termId,
  data,
  termType,
  pdf,
}: {
  locale: Locale;
  classes: { id: string; name: string }[];
  terms: { id: string; number: number }[];
  classId: string;
  termId: string | null;
  data: Data | null;
  termType: string;
  pdf: boolean;
}) {
  const path = localizedPath(locale, "/report-cards");
  const query = data ? `class=${data.class.id}&term=${data.term.id}` : "";
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t(locale, "reportCards.title")}
      </Title>
      <form method="get" action={path}>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            name="class"
            label={t(locale, "reportCards.class")}
            defaultValue={classId}
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            w={140}
          />
          <NativeSelect
            name="term"
            label={t(locale, "reportCards.term", { type: termType })}
            defaultValue={termId ?? undefined}
            data={terms.map((c) => ({
              value: c.id,
              label: t(locale, "reportCards.termName", { type: termType, number: c.number }),
            }))}
            w={160}
          />
          <Button type="submit" variant="default">
            {t(locale, "reportCards.show")}
          </Button>
        </Group>
      </form>
      {data && (
        <>
          <Alert color={data.released ? "teal" : "gray"} data-testid="release-state">
            {data.released
              ? t(locale, "reportCards.releasedSince", {
                  date: formatDay(locale, data.released.toISOString().slice(0, 10), "long"),
                })
              : t(locale, "reportCards.hidden")}
          </Alert>
          {data.plan.length > 0 && (
            <Alert color="blue" data-testid="results-plan" title={t(locale, "reportCards.resultsPlan")}>
              <Text size="sm">{t(locale, "reportCards.resultsPlanHint")}</Text>
              <Text size="sm" component="ul" m={0} ps="md">
                {data.plan.map((wave) => (
                  <li key={`${wave.className}-${wave.term}`}>
                    <bdi>{wave.className}</bdi> ·{" "}
                    {t(locale, "reportCards.termShort", { type: termType, number: wave.term })} —{" "}
                    {waveTime(locale, wave.pushAt)}
                  </li>
                ))}
              </Text>
            </Alert>
          )}
          {data.headerLacksWilaya && (
            <Alert color="yellow" data-testid="header-lacks-wilaya" title={t(locale, "reportCards.noWilaya")}>
              <Text size="sm">
                {t(locale, "reportCards.noWilayaHint")}{" "}
                <AnchorLink href={localizedPath(locale, "/settings")}>
                  {t(locale, "reportCards.noWilayaLink")}
                </AnchorLink>
              </Text>
            </Alert>
          )}
          <ReportCardActions
            classId={data.class.id}
            termId={data.term.id}
            className={data.class.name}
            released={!!data.released}
            canGenerate={data.canGenerate}
            hasCards={data.students.some((s) => s.cardId)}
          />
          {data.generatedAt && (
            <Text size="sm" c="dimmed">
              {t(locale, "reportCards.generatedAt", {
                date: formatDay(locale, data.generatedAt.toISOString().slice(0, 10), "long"),
              })}{" "}
              · {t(locale, "reportCards.generateHint")}
            </Text>
          )}
          {data.students.some((s) => s.cardId) && (
            <Group gap="md">
              <AnchorLink href={`${localizedPath(locale, "/report-cards/print")}?${query}`} data-testid="print-class">
                {t(locale, "reportCards.printClass")}
              </AnchorLink>
              {pdf && (
                <a
                  href={`/api/report-cards/pdf?${query}&lang=${locale}`}
                  download
                  data-testid="pdf-class"
                  {...anchorAttributes()}
                >
                  {t(locale, "reportCards.pdfClass")}
                </a>
              )}
            </Group>
          )}
          <Table.ScrollContainer minWidth={360}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(locale, "reportCards.student")}</Table.Th>
                  <Table.Th ta="center">{t(locale, "reportCards.column.average")}</Table.Th>
                  <Table.Th ta="center">{t(locale, "reportCards.rank")}</Table.Th>
                  <Table.Th>{t(locale, "reportCards.distinction")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.students.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      {s.cardId ? (
                        <AnchorLink href={localizedPath(locale, `/report-cards/${s.cardId}`)}>{s.name}</AnchorLink>
                      ) : (
                        s.name
                      )}
                    </Table.Td>
                    <Table.Td ta="center" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {s.cardId ? (
                        formatHundredths(locale, s.average)
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {t(locale, "reportCards.noCard")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="center">{s.rank ?? "—"}</Table.Td>
                    <Table.Td>{s.distinction ? t(locale, `grades.distinction.${s.distinction}`) : ""}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import type { schoolSituation } from "~/modules/payments/server/school-situation";
import { formatMonth } from "./format";
import classes from "./payments.module.css";
import { PaymentTotals, paymentsPath } from "./student-payments-view";

type Situation = Awaited<ReturnType<typeof schoolSituation>>;

/**
 * The school's situation for its payment staff: totals, and per class and month how many students paid all, part
 * or nothing (the words in the legend and in each cell's label), each class opening its students; the spreadsheet
 * export. A server component; `fees` is the fee manager for those who edit them.
 */
export function SchoolSituationView({
  locale,
  situation,
  fees,
  proofs,
}: {
  locale: Locale;
  situation: Situation;
  fees?: ReactNode;
  proofs?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t(locale, "payments.situation.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t(locale, "payments.schoolYear", { name: situation.year.name })}
          </Text>
        </Stack>
        <Anchor href={`/api/payments/export?lang=${locale}`} download data-testid="payments-export">
          {t(locale, "payments.situation.export")}
        </Anchor>
      </Group>
      {proofs}
      <PaymentTotals locale={locale} totals={situation.totals} />
      {situation.classes.length === 0 ? (
        <Text c="dimmed">{t(locale, "payments.situation.empty")}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="situation-legend">
            {t(locale, "payments.situation.legend")}
          </Text>
          <Scroller label={t(locale, "payments.situation.title")}>
            <table
              className={classes.table}
              aria-describedby="situation-legend"
              data-testid="situation"
              style={{ minWidth: Math.max(480, 160 + situation.months.length * 90) }}
            >
              <thead>
                <tr>
                  <th scope="col">{t(locale, "payments.situation.class")}</th>
                  <th scope="col">{t(locale, "payments.situation.students")}</th>
                  {situation.months.map((m) => (
                    <th key={m} scope="col">
                      {formatMonth(locale, m, "short")}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {situation.classes.map((c) => (
                  <tr key={c.id} data-class={c.name}>
                    <th scope="row">
                      <Link
                        href={paymentsPath(locale, { class: c.id })}
                        aria-label={t(locale, "payments.situation.openClass", { name: c.name })}
                      >
                        {c.name}
                      </Link>
                    </th>
                    <td>{c.students}</td>
                    {situation.months.map((m) => {
                      const n = c.months[m]!;
                      return (
                        <td key={m} data-month={m} title={t(locale, "payments.situation.cell", n)}>
                          <span aria-hidden="true">
                            <b>{n.paid}</b> / {n.partial} / {n.unpaid}
                          </span>
                          <VisuallyHidden>{t(locale, "payments.situation.cell", n)}</VisuallyHidden>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroller>
        </Stack>
      )}
      {fees}
    </Stack>
  );
}

/** One class's students with their year, paid and overdue amounts, each opening the student's payments. */
export function ClassSituationView({
  locale,
  situation,
  classId,
}: {
  locale: Locale;
  situation: Situation;
  classId: string;
}) {
  const cls = situation.classes.find((c) => c.id === classId);
  const students = situation.students.filter((s) => s.classId === classId);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Link href={paymentsPath(locale)} style={{ fontSize: "var(--mantine-font-size-sm)" }}>
          {t(locale, "payments.class.back")}
        </Link>
        <Title order={1} fz="h2">
          {t(locale, "payments.class.title", { name: cls?.name ?? "" })}
        </Title>
      </Stack>
      <Scroller label={t(locale, "payments.class.title", { name: cls?.name ?? "" })}>
        <table className={classes.table} data-testid="class-students" style={{ minWidth: 480 }}>
          <thead>
            <tr>
              <th scope="col">{t(locale, "payments.export.student")}</th>
              <th scope="col">{t(locale, "payments.totals.year")}</th>
              <th scope="col">{t(locale, "payments.totals.paid")}</th>
              <th scope="col">{t(locale, "payments.totals.overdue")}</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <tr key={s.id}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  <Link href={paymentsPath(locale, { class: classId, student: s.id })}>{s.name}</Link>
                </th>
                <td>{formatDinars(s.year, locale)}</td>
                <td>{formatDinars(s.paid, locale)}</td>
                <td className={s.overdue > 0 ? `${classes.overdue} ${classes.due}` : undefined}>
                  {formatDinars(s.overdue, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </Stack>
  );
}

/**
 * A wide table scrolls inside its own region on a phone, never the page (Mantine's Table, with its ScrollArea,
 * would bring @floating-ui, ~18 kB, into the page's first load).
 */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={classes.scroller}>
      {children}
    </div>
  );
}

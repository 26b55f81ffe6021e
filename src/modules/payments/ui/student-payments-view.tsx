import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";
import { ChildSwitch } from "~/ui/child-switch";
import { formatDay } from "~/ui/format";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import type { MessageKey } from "~/lib/messages";
import type { studentPayments } from "~/modules/payments/server/family-payments";
import { CancelPaymentButton } from "./cancel-payment-button";
import { formatMonth, STATUS_COLOR } from "./format";
import classes from "./payments.module.css";
import { anchorAttributes } from "~/ui/page-marks";
import { feeName } from "~/modules/payments/domain/fee-name";

export type StudentPayments = Awaited<ReturnType<typeof studentPayments>>;

/** Three amounts side by side (one under the other on a phone): the year's fees, what is paid, what is overdue. */
export function PaymentTotals({
  locale,
  totals,
}: {
  locale: Locale;
  totals: { year: number; paid: number; overdue: number };
}) {
  const items = [
    { key: "year", label: "payments.totals.year", value: totals.year, className: undefined },
    { key: "paid", label: "payments.totals.paid", value: totals.paid, className: classes.paid },
    {
      key: "overdue",
      label: "payments.totals.overdue",
      value: totals.overdue,
      className: totals.overdue > 0 ? classes.due : undefined,
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="payment-totals">
      {items.map((item) => (
        <Paper key={item.key} withBorder p="sm" data-total={item.key}>
          <Text size="sm" c="dimmed">
            {t(locale, item.label)}
          </Text>
          <Text fw={700} fz="lg" className={item.className}>
            {formatDinars(item.value, locale)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * A student's year: each fee with its months (paid, partial, unpaid, upcoming — a colour and a word), the totals,
 * and the payments the reader may see, newest first. A server component: the staff's forms come in as `form` and
 * the cancel buttons when `canCancel`.
 */
export function StudentPaymentsView({
  locale,
  data,
  students = [],
  back,
  form,
  online,
  canCancel = false,
}: {
  locale: Locale;
  data: StudentPayments;
  students?: { id: string; name: string }[];
  back?: { href: string; label: string };
  form?: ReactNode;
  /** a parent's online payment, when the school takes it */
  online?: ReactNode;
  canCancel?: boolean;
}) {
  const feeNames = new Map(data.fees.map((f) => [f.id, feeName(locale, f)]));
  const numberOf = new Map(data.payments.map((p) => [p.id, p.number]));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        {back && (
          <Link href={back.href} style={{ fontSize: "var(--mantine-font-size-sm)" }}>
            {back.label}
          </Link>
        )}
        <Title order={1} fz="h2">
          {t(locale, "payments.of", { name: data.student.name })}
        </Title>
        <Text c="dimmed" size="sm">
          {[t(locale, "payments.schoolYear", { name: data.year.name }), data.student.className]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <ChildSwitch locale={locale} path="/payments" students={students} current={data.student.id} />
      </Stack>
      <PaymentTotals locale={locale} totals={data.totals} />
      {online}
      {data.fees.length === 0 && <Text c="dimmed">{t(locale, "payments.noFees")}</Text>}
      {data.fees.map((fee) => (
        <Card
          key={fee.id}
          withBorder
          padding="md"
          component="section"
          aria-labelledby={`fee-${fee.id}`}
          data-testid="fee"
          data-fee={fee.name}
        >
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h4" id={`fee-${fee.id}`} dir="auto">
                {feeName(locale, fee)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(locale, "payments.perMonth", { amount: formatDinars(fee.amount, locale) })}
              </Text>
            </Group>
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 5 }}
              spacing="xs"
              component="ul"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {data.rows
                .filter((r) => r.feeId === fee.id)
                .map((row) => (
                  <Paper
                    key={row.month}
                    component="li"
                    withBorder
                    p={6}
                    data-testid="fee-month"
                    data-month={row.month}
                    data-status={row.status}
                  >
                    <Text size="sm" fw={500}>
                      {formatMonth(locale, row.month)}
                    </Text>
                    <Badge
                      color={STATUS_COLOR[row.status]}
                      variant={row.status === "UPCOMING" ? "outline" : "light"}
                      tt="none"
                      size="sm"
                    >
                      {t(locale, `payments.status.${row.status}` as MessageKey)}
                    </Badge>
                    {row.status === "PARTIAL" && (
                      <Text size="xs" c="dimmed">
                        {t(locale, "payments.partialOf", {
                          paid: formatDinars(row.paid, locale),
                          due: formatDinars(row.due, locale),
                        })}
                      </Text>
                    )}
                  </Paper>
                ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      {form}
      <Stack gap="xs" component="section" aria-labelledby="payments-history">
        <Title order={2} fz="h4" id="payments-history">
          {t(locale, "payments.history")}
        </Title>
        {data.payments.length === 0 && <Text c="dimmed">{t(locale, "payments.noPayments")}</Text>}
        {data.payments.map((p) => {
          const cancelled = !!p.cancelledBy;
          const correction = !!p.cancelsId;
          return (
            <Card
              key={p.id}
              withBorder
              padding="sm"
              data-testid="payment"
              data-number={p.number}
              data-cancelled={cancelled || undefined}
            >
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} td={cancelled ? "line-through" : undefined}>
                    {t(locale, "payments.number", { number: p.number })} · {formatDinars(p.amount, locale)}
                  </Text>
                  <Text size="sm">
                    {formatDay(locale, p.paidOn.toISOString().slice(0, 10), "medium")} ·{" "}
                    {t(locale, `payments.method.${p.method}` as MessageKey)}
                    {p.reference ? ` · ${p.reference}` : ""}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(locale, "payments.monthsCovered", {
                      months: p.lines
                        .map(
                          (l) => `\u2068${feeNames.get(l.feeId) ?? ""}\u2069 ${formatMonth(locale, l.month, "short")}`,
                        )
                        .join(locale === "ar" ? "، " : ", "),
                    })}
                  </Text>
                  {data.staff && p.payer && (
                    <Text size="sm" c="dimmed">
                      {t(locale, "payments.paidBy", { name: p.payer.name })}
                    </Text>
                  )}
                  {p.note && (
                    <Text size="sm" dir="auto">
                      {p.note}
                    </Text>
                  )}
                </Stack>
                <Group gap={6}>
                  {cancelled && (
                    <Badge color="red" variant="outline" tt="none">
                      {t(locale, "payments.cancelled")} (
                      {t(locale, "payments.number", { number: p.cancelledBy!.number })})
                    </Badge>
                  )}
                  {correction && (
                    <Badge color="gray" variant="outline" tt="none">
                      {t(locale, "payments.correction")}
                      {numberOf.has(p.cancelsId!)
                        ? ` (${t(locale, "payments.number", { number: numberOf.get(p.cancelsId!)! })})`
                        : ""}
                    </Badge>
                  )}
                  {p.sharedWithSpouse && (
                    <Badge color="blue" variant="light" tt="none">
                      {t(locale, "payments.shared")}
                    </Badge>
                  )}
                  <a
                    href={localizedPath(locale, `/payments/receipt/${p.id}`)}
                    data-testid="receipt-link"
                    {...anchorAttributes("sm")}
                  >
                    {t(locale, "payments.receipt.open")}
                  </a>
                  {canCancel && !cancelled && !correction && <CancelPaymentButton id={p.id} number={p.number} />}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

export const paymentsPath = (locale: Locale, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `${localizedPath(locale, "/payments")}${search ? `?${search}` : ""}`;
};

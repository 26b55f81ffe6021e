"use client";

import { Button, Card, Checkbox, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { formatDinars } from "~/lib/money";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface OwedMonth {
  feeId: string;
  month: string;
  /** "Cantine · novembre 2026", in the page's language */
  label: string;
  /** what it still lacks, in centimes */
  owed: number;
  overdue: boolean;
}

/**
 * A parent pays months online (Chargily Pay: Edahabia, CIB), when the school takes online payments: the months
 * already owed are ticked; the payment is recorded when Chargily confirms it (its webhook), not when this page
 * is left.
 */
export function PayOnline({ studentId, months }: { studentId: string; months: OwedMonth[] }) {
  const t = useT();
  const locale = useLocale();
  const key = (m: OwedMonth) => `${m.feeId}|${m.month}`;
  const [chosen, setChosen] = useState(() => new Set(months.filter((m) => m.overdue).map(key)));
  const pay = useLazyMutation(
    (trpc, input: { studentId: string; months: { feeId: string; month: string }[]; locale: "fr" | "en" | "ar" }) =>
      trpc.payments.checkout.mutate(input),
  );
  const total = months.filter((m) => chosen.has(key(m))).reduce((sum, m) => sum + m.owed, 0);
  if (months.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="pay-online">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("payments.online.pay.title")}
        </Title>
        <Stack gap={6}>
          {months.map((m) => (
            <Checkbox
              key={key(m)}
              label={`${m.label} — ${formatDinars(m.owed, locale)}`}
              checked={chosen.has(key(m))}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.currentTarget.checked) next.add(key(m));
                else next.delete(key(m));
                setChosen(next);
              }}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t("payments.online.pay.help")}
        </Text>
        <Button
          disabled={total === 0}
          loading={pay.isPending}
          data-testid="pay-online-button"
          onClick={async () => {
            try {
              const { url } = await pay.mutateAsync({
                studentId,
                months: months.filter((m) => chosen.has(key(m))).map(({ feeId, month }) => ({ feeId, month })),
                locale,
              });
              window.location.assign(url);
            } catch (error) {
              const message = errorMessage(error);
              toast.error(t(message.key, message.values));
            }
          }}
        >
          {t("payments.online.pay.button", { amount: formatDinars(total, locale) })}
        </Button>
      </Stack>
    </Card>
  );
}

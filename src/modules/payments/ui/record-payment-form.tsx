"use client";

import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import type { MessageKey } from "~/lib/messages";
import { PAYMENT_METHODS } from "~/modules/payments/domain/kinds";
import { formatDinars, parseDinars } from "~/lib/money";
import type { TRecordPaymentInput } from "~/modules/payments/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AmountAndDay } from "./amount-and-day";

export interface MonthChoice {
  feeId: string;
  month: string;
  /** "Scolarité — novembre 2026 (reste 3 000 DA)", composed on the server */
  label: string;
  /** what the month still lacks, in centimes */
  outstanding: number;
}

const keyOf = (m: { feeId: string; month: string }) => `${m.feeId}|${m.month}`;

/**
 * Records a payment for a student ('payment.create'): the months still owed (oldest first, as the server shares
 * the amount), the amount typed in dinars (parsed exactly into centimes), the day, the method, who paid and whether
 * their spouse sees it. The shared schema checks it when sent; a refusal (more than due, already paid) shows under
 * its field and everything typed stays.
 */
export function RecordPaymentForm({
  studentId,
  months,
  parents,
  today,
}: {
  studentId: string;
  months: MonthChoice[];
  parents: { id: string; name: string }[];
  today: string;
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const blank: TRecordPaymentInput = {
    studentId,
    months: [],
    amount: 0,
    paidOn: today,
    method: "CASH",
    reference: "",
    note: "",
    payerId: parents.length === 1 ? parents[0]!.id : null,
    sharedWithSpouse: false,
  };
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZRecordPaymentInput),
    blank,
  );
  const [amountText, setAmountText] = useState("");
  const record = useLazyMutation((trpc, input: TRecordPaymentInput) => trpc.payments.record.mutate(input));
  const values = form.values;
  const chosen = values.months.map(keyOf);
  const outstanding = months.filter((m) => chosen.includes(keyOf(m))).reduce((sum, m) => sum + m.outstanding, 0);

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await record.mutateAsync({ ...v, reference: v.reference || undefined });
      toast.success(t("payments.record.done", { number: saved.number }));
      form.setValues(blank);
      setAmountText("");
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });

  if (months.length === 0) {
    return (
      <Card withBorder padding="md">
        <Text c="dimmed">{t("payments.record.nothingDue")}</Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="record-payment">
      <form
        noValidate
        data-testid="record-payment"
        onFocus={prefetch}
        onSubmit={(event) => {
          // the amount as typed becomes centimes (0 when it is not an amount: the schema's message says so)
          form.setFieldValue("amount", parseDinars(amountText) ?? 0);
          return submit(event);
        }}
      >
        <Stack>
          <Title order={2} fz="h4" id="record-payment">
            {t("payments.record.title")}
          </Title>
          <Checkbox.Group
            label={t("payments.record.months")}
            required
            value={chosen}
            onChange={(keys) => {
              form.setFieldValue(
                "months",
                months.filter((m) => keys.includes(keyOf(m))).map((m) => ({ feeId: m.feeId, month: m.month })),
              );
              form.clearFieldError("months");
            }}
            error={form.errors.months}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {months.map((m) => (
                <Checkbox key={keyOf(m)} value={keyOf(m)} label={m.label} data-month={m.month} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {outstanding > 0 && (
            <Text size="sm" c="dimmed" data-testid="outstanding">
              {t("payments.record.outstanding", { amount: formatDinars(outstanding, locale) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <AmountAndDay
              dayLabel="payments.record.paidOn"
              today={today}
              amount={{
                text: amountText,
                onChange: (text) => {
                  setAmountText(text);
                  form.clearFieldError("amount");
                },
                error: form.errors.amount,
              }}
              day={{
                value: values.paidOn,
                onChange: (v) => {
                  form.setFieldValue("paidOn", v);
                  form.clearFieldError("paidOn");
                },
                error: form.errors.paidOn,
              }}
            />
            <NativeSelect
              label={t("payments.record.method")}
              name="method"
              data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payments.method.${m}` as MessageKey) }))}
              {...form.getInputProps("method")}
            />
            <TextInput
              label={t("payments.record.reference")}
              name="reference"
              maxLength={100}
              dir="auto"
              {...form.getInputProps("reference")}
            />
            <NativeSelect
              label={t("payments.record.payer")}
              name="payerId"
              value={values.payerId ?? ""}
              onChange={(e) => form.setFieldValue("payerId", e.currentTarget.value || null)}
              data={[
                { value: "", label: t("payments.record.noPayer") },
                ...parents.map((p) => ({ value: p.id, label: p.name })),
              ]}
              error={form.errors.payerId}
            />
            <TextInput
              label={t("payments.record.note")}
              name="note"
              maxLength={500}
              dir="auto"
              {...form.getInputProps("note")}
            />
          </SimpleGrid>
          <Checkbox
            label={t("payments.record.share")}
            name="sharedWithSpouse"
            {...form.getInputProps("sharedWithSpouse", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} data-testid="record-submit">
              {t("payments.record.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

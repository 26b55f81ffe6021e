"use client";

import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { formatDinars, parseDinars } from "~/lib/money";
import type { TDiscountInput } from "~/modules/payments/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { DinarsInput } from "./dinars-input";

interface Discount {
  id: string;
  feeId: string | null;
  percent: number;
  amount: number;
  reason: string;
}

/**
 * A student's reductions for the year ('payment.edit'): siblings, staff children… on one fee or all, a percentage
 * and/or an amount per month. What is due changes from then on; the page re-renders on the server.
 */
export function DiscountsCard({
  studentId,
  discounts,
  fees,
}: {
  studentId: string;
  discounts: Discount[];
  fees: { id: string; name: string }[];
}) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [amountText, setAmountText] = useState("");
  const initial: TDiscountInput = { studentId, feeId: "", percent: 0, amount: 0, reason: "" };
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZDiscountInput),
    initial,
  );
  const save = useLazyMutation((trpc, input: TDiscountInput) => trpc.payments.saveDiscount.mutate(input));
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.payments.deleteDiscount.mutate(input));
  const feeName = (id: string | null) =>
    id ? (fees.find((f) => f.id === id)?.name ?? "") : t("payments.discounts.allFees");
  const value = (d: Discount) =>
    [d.percent ? `${d.percent} %` : "", d.amount ? formatDinars(d.amount, locale) : ""].filter(Boolean).join(" + ");
  const done = () => {
    toast.success(t("success.operation"));
    router.refresh();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, amount: amountText.trim() ? (parseDinars(amountText) ?? -1) : 0 });
      form.reset();
      setAmountText("");
      done();
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <Card withBorder padding="md" data-testid="discounts">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("payments.discounts.title")}
        </Title>
        {discounts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("payments.discounts.none")}
          </Text>
        )}
        {discounts.map((d) => (
          <Group key={d.id} justify="space-between" gap="xs" data-testid="discount">
            <Text size="sm" dir="auto">
              {t("payments.discounts.line", { reason: d.reason, value: value(d), fee: feeName(d.feeId) })}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync({ id: d.id });
                  done();
                } catch (error) {
                  const message = errorMessage(error);
                  toast.error(t(message.key, message.values));
                }
              }}
            >
              {t("common.delete")}
            </Button>
          </Group>
        ))}
        <form noValidate onSubmit={submit} onFocus={prefetch}>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label={t("payments.discounts.fee")}
                name="feeId"
                data={[
                  { value: "", label: t("payments.discounts.allFees") },
                  ...fees.map((f) => ({ value: f.id, label: f.name })),
                ]}
                {...form.getInputProps("feeId")}
              />
              <TextInput
                label={t("payments.discounts.reason")}
                name="reason"
                required
                dir="auto"
                maxLength={100}
                {...form.getInputProps("reason")}
              />
              {/* a plain number field: Mantine's NumberInput brings react-number-format into the page */}
              <TextInput
                type="number"
                label={t("payments.discounts.percent")}
                name="percent"
                min={0}
                max={100}
                inputMode="numeric"
                value={String(form.values.percent ?? 0)}
                onChange={(e) => form.setFieldValue("percent", Math.trunc(Number(e.currentTarget.value)) || 0)}
                error={form.errors.percent}
              />
              <DinarsInput
                label={t("payments.discounts.amount")}
                value={amountText}
                onChange={(text) => {
                  setAmountText(text);
                  form.clearFieldError("amount");
                }}
                error={form.errors.amount}
                required={false}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={save.isPending} data-testid="add-discount">
                {t("payments.discounts.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

"use client";

import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast } from "~/ui/shell/toast";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import type { MessageKey } from "~/lib/messages";
import { FEE_KINDS } from "~/modules/payments/domain/kinds";
import { parseDinars } from "~/lib/money";
import type { ZFeeInput } from "~/modules/payments/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { DinarsInput } from "./dinars-input";
import type { z } from "zod";

type FeeValues = z.input<typeof ZFeeInput>;

export interface FeeRow {
  id: string;
  name: string;
  /** in the reader's language; values.name is the French name the form edits */
  /** "3 000 DA par mois · Toute l'école · sept. 2026 – juin 2027", composed on the server */
  summary: string;
  /** what the form shows when the fee is edited */
  values: Pick<FeeValues, "name" | "nameAr" | "nameEn" | "kind" | "amount" | "months" | "levelId" | "classId">;
}

export interface FeeChoices {
  levels: { id: string; name: string }[];
  classes: { id: string; name: string }[];
  months: { value: string; label: string }[];
}

type Scope = "SCHOOL" | "LEVEL" | "CLASS";

/**
 * The year's fees ('payment.edit'): the list, each editable, and deletable while no payment uses it ('payment.delete');
 * the form for a new one or the one being edited — its kind, name, amount per month typed in dinars, its months, and
 * whom it is for. A change applies to the months still to be paid; recorded payments keep their lines.
 */
export function FeeManager({
  schoolId,
  fees,
  choices,
  canDelete,
}: {
  schoolId: string;
  fees: FeeRow[];
  choices: FeeChoices;
  canDelete: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const blank: FeeValues = {
    schoolId,
    kind: "TUITION",
    name: "",
    nameAr: "",
    nameEn: "",
    amount: 0,
    months: choices.months.map((m) => m.value),
    levelId: null,
    classId: null,
  };
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZFeeInput),
    blank,
  );
  const [amountText, setAmountText] = useState("");
  const [scope, setScope] = useState<Scope>("SCHOOL");
  const [editing, setEditing] = useState<string | null>(null);
  const startEdit = (fee: FeeRow) => {
    setEditing(fee.id);
    form.setValues({ schoolId, id: fee.id, ...fee.values });
    setAmountText(String(fee.values.amount / 100).replace(".", ","));
    setScope(fee.values.classId ? "CLASS" : fee.values.levelId ? "LEVEL" : "SCHOOL");
    form.clearErrors();
    document.getElementById("fee-form-title")?.scrollIntoView({ block: "nearest" });
  };
  const stopEdit = () => {
    setEditing(null);
    form.setValues(blank);
    setAmountText("");
    setScope("SCHOOL");
  };
  const save = useLazyMutation((trpc, input: FeeValues) => trpc.payments.saveFee.mutate(input));
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.payments.deleteFee.mutate(input));
  const values = form.values;

  const submit = form.onSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast.success(t("success.operation"));
      stopEdit();
      router.refresh();
    } catch (error) {
      showServerError(error);
    }
  });
  const chooseScope = (next: Scope) => {
    setScope(next);
    form.setFieldValue("levelId", next === "LEVEL" ? (choices.levels[0]?.id ?? null) : null);
    form.setFieldValue("classId", next === "CLASS" ? (choices.classes[0]?.id ?? null) : null);
  };
  const deleteFee = async (id: string) => {
    try {
      await remove.mutateAsync({ id });
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = Object.values(fieldErrorsOfError(error) ?? {})[0] ?? errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="fees-title">
      <Title order={2} fz="h3" id="fees-title">
        {t("payments.fees.title")}
      </Title>
      {fees.length === 0 && <Text c="dimmed">{t("payments.noFees")}</Text>}
      {fees.map((fee) => (
        <Card key={fee.id} withBorder padding="sm" data-testid="fee-row">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} dir="auto">
                {fee.name}
              </Text>
              <Text size="sm" c="dimmed">
                {fee.summary}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Button size="xs" variant="subtle" onClick={() => startEdit(fee)} data-testid="fee-edit">
                {t("common.edit")}
              </Button>
              {canDelete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => void deleteFee(fee.id)}
                  loading={remove.isPending}
                >
                  {t("common.delete")}
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
      <Card withBorder padding="md">
        <form
          noValidate
          data-testid="fee-form"
          onFocus={prefetch}
          onSubmit={(event) => {
            form.setFieldValue("amount", parseDinars(amountText) ?? 0);
            return submit(event);
          }}
        >
          <Stack>
            <Title order={3} fz="h4" id="fee-form-title">
              {editing
                ? t("payments.fees.editing", { name: fees.find((f) => f.id === editing)?.name ?? "" })
                : t("payments.fees.new")}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label={t("payments.fees.kind")}
                name="kind"
                data={FEE_KINDS.map((k) => ({ value: k, label: t(`payments.fees.kind.${k}` as MessageKey) }))}
                {...form.getInputProps("kind")}
              />
              <TextInput
                label={t("payments.fees.name")}
                name="name"
                required
                dir="auto"
                maxLength={80}
                {...form.getInputProps("name")}
              />
              <TextInput
                label={t("payments.fees.nameAr")}
                description={t("payments.fees.otherNameHint")}
                name="nameAr"
                dir="rtl"
                lang="ar"
                maxLength={80}
                {...form.getInputProps("nameAr")}
              />
              <TextInput
                label={t("payments.fees.nameEn")}
                description={t("payments.fees.otherNameHint")}
                name="nameEn"
                dir="ltr"
                lang="en"
                maxLength={80}
                {...form.getInputProps("nameEn")}
              />
              <DinarsInput
                label={t("payments.fees.amount")}
                value={amountText}
                onChange={(text) => {
                  setAmountText(text);
                  form.clearFieldError("amount");
                }}
                error={form.errors.amount}
              />
              <NativeSelect
                label={t("payments.fees.for")}
                name="scope"
                value={scope}
                onChange={(e) => chooseScope(e.currentTarget.value as Scope)}
                data={(["SCHOOL", "LEVEL", "CLASS"] as const).map((s) => ({
                  value: s,
                  label: t(`payments.fees.for.${s}`),
                }))}
              />
              {scope === "LEVEL" && (
                <NativeSelect
                  label={t("payments.fees.level")}
                  name="levelId"
                  value={values.levelId ?? ""}
                  onChange={(e) => form.setFieldValue("levelId", e.currentTarget.value)}
                  data={choices.levels.map((l) => ({ value: l.id, label: l.name }))}
                  error={form.errors.levelId}
                />
              )}
              {scope === "CLASS" && (
                <NativeSelect
                  label={t("payments.fees.class")}
                  name="classId"
                  value={values.classId ?? ""}
                  onChange={(e) => form.setFieldValue("classId", e.currentTarget.value)}
                  data={choices.classes.map((c) => ({ value: c.id, label: c.name }))}
                  error={form.errors.classId}
                />
              )}
            </SimpleGrid>
            <Checkbox.Group
              label={t("payments.fees.months")}
              required
              value={values.months}
              onChange={(months) => {
                form.setFieldValue("months", months);
                form.clearFieldError("months");
              }}
              error={form.errors.months}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
                {choices.months.map((m) => (
                  <Checkbox key={m.value} value={m.value} label={m.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              {editing && (
                <Button variant="default" onClick={stopEdit}>
                  {t("confirm.cancel")}
                </Button>
              )}
              <Button type="submit" loading={save.isPending} data-testid="fee-submit">
                {t(editing ? "common.save" : "payments.fees.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

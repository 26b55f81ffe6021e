"use client";

import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useRouter } from "next/navigation";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { formatDinars, parseDinars } from "~/lib/money";
import { PROOF_MAX_BYTES } from "~/modules/payments/domain/proof";
import type { TSubmitProof } from "~/modules/payments/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AmountAndDay } from "./amount-and-day";
import type { OwedMonth } from "./pay-online";

const keyOf = (m: { feeId: string; month: string }) => `${m.feeId}|${m.month}`;

/**
 * A parent who paid by postal transfer (CCP, BaridiMob) sends its proof: the months it pays, the amount and day, the
 * transfer's reference, and a photo of the slip or of the app's screen (or a PDF). The school confirms it; nothing is
 * paid until then. A refusal of the server (months already paid, more than due, an unreadable file) shows on its
 * field and what was typed stays.
 */
export function TransferProofForm({
  studentId,
  months,
  today,
}: {
  studentId: string;
  months: OwedMonth[];
  today: string;
}) {
  const t = useT();
  const locale = useLocale();
  const blank: TSubmitProof = { studentId, months: [], amount: 0, paidOn: today, reference: "" };
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZSubmitProof),
    blank,
  );
  const [amountText, setAmountText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useLazyMutation((trpc, body: FormData) => trpc.payments.submitProof.mutate(body));
  const router = useRouter();
  // as the payment forms of this page: the toast, then the page's server components again (not ui/actions: /payments' budget)
  const showError = (error: unknown) => {
    showServerError(error);
    const message = (
      error as { data?: { fieldErrors?: Record<string, { key: string; values?: Record<string, string | number> }> } }
    ).data?.fieldErrors?.file;
    if (message) setFileError(t(message.key as never, message.values));
  };
  const chosen = form.values.months.map(keyOf);
  const owed = months.filter((m) => chosen.includes(keyOf(m))).reduce((sum, m) => sum + m.owed, 0);
  const submit = form.onSubmit((values) => {
    if (!file) {
      setFileError(t("payments.proof.error.file"));
      return;
    }
    const body = new FormData();
    body.set("fields", JSON.stringify({ ...values, reference: values.reference || undefined }));
    body.set("file", file);
    return send.mutateAsync(body).then(() => {
      toast.success(t("payments.proof.sent"));
      form.setValues(blank);
      setAmountText("");
      setFile(null);
      router.refresh();
    }, showError);
  });
  if (months.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="transfer-proof">
      <form
        noValidate
        data-testid="transfer-proof"
        onFocus={prefetch}
        onSubmit={(event) => {
          form.setFieldValue("amount", parseDinars(amountText) ?? 0);
          return submit(event);
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4" id="transfer-proof">
            {t("payments.proof.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("payments.proof.help")}
          </Text>
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
            <Stack gap={6} mt="xs">
              {months.map((m) => (
                <Checkbox key={keyOf(m)} value={keyOf(m)} label={`${m.label} — ${formatDinars(m.owed, locale)}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {owed > 0 && (
            <Text size="sm" c="dimmed">
              {t("payments.record.outstanding", { amount: formatDinars(owed, locale) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <AmountAndDay
              dayLabel="payments.proof.paidOn"
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
                value: form.values.paidOn,
                onChange: (v) => {
                  form.setFieldValue("paidOn", v);
                  form.clearFieldError("paidOn");
                },
                error: form.errors.paidOn,
              }}
            />
            <TextInput
              label={t("payments.proof.reference")}
              name="reference"
              maxLength={100}
              dir="ltr"
              {...form.getInputProps("reference")}
            />
            <label
              style={{
                display: "flex",
                flexDirection: "column",
                gap: 4,
                fontSize: "var(--mantine-font-size-sm)",
                fontWeight: 500,
              }}
            >
              {t("payments.proof.file")} *
              <input
                type="file"
                name="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                data-testid="proof-file"
                aria-invalid={fileError ? true : undefined}
                onChange={(e) => {
                  const chosenFile = e.currentTarget.files?.[0] ?? null;
                  setFile(chosenFile);
                  setFileError(
                    chosenFile && chosenFile.size > PROOF_MAX_BYTES
                      ? t("validation.fileTooLarge", { file: chosenFile.name, size: PROOF_MAX_BYTES / 1024 / 1024 })
                      : null,
                  );
                }}
              />
              {fileError && (
                <Text size="xs" c="red" data-testid="proof-file-error">
                  {fileError}
                </Text>
              )}
            </label>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} data-testid="proof-submit">
              {t("payments.proof.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The payment staff's decision on a proof: confirm (the payment is recorded), or refuse with a reason. */
export function DecideProof({ proofId }: { proofId: string }) {
  const t = useT();
  const router = useRouter();
  const run = async (promise: Promise<unknown>, success?: string) => {
    try {
      await promise;
      toast.success(success ?? t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const confirm = useLazyMutation((trpc, input: { proofId: string }) => trpc.payments.confirmProof.mutate(input));
  const refuse = useLazyMutation((trpc, input: { proofId: string; reason: string }) =>
    trpc.payments.refuseProof.mutate(input),
  );
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          size="xs"
          loading={confirm.isPending}
          onClick={() => run(confirm.mutateAsync({ proofId }), t("payments.proof.confirmed"))}
          data-testid="confirm-proof"
        >
          {t("payments.proof.confirm")}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setAsking((v) => !v)}
          aria-expanded={asking}
          data-testid="refuse-proof"
        >
          {t("payments.proof.refuse")}
        </Button>
      </Group>
      {asking && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run(refuse.mutateAsync({ proofId, reason }));
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("documents.desk.reason")}
              name="reason"
              size="xs"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={300}
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              size="xs"
              color="red"
              disabled={reason.trim().length < 3}
              loading={refuse.isPending}
              data-testid="confirm-refuse-proof"
            >
              {t("documents.desk.confirm")}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

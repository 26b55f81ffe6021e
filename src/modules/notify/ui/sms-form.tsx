"use client";

import { Button, Group } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { useT } from "~/i18n/client";
import type { TSmsSettings } from "~/modules/notify/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** The SMS card's two settings: the school's monthly budget in dinars (0: no SMS) and a family's monthly cap. */
export function SmsForm({ schoolId, budgetDa, familyCap }: { schoolId: string; budgetDa: number; familyCap: number }) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TSmsSettings) => trpc.sms.updateSettings.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/modules/notify/schemas").then((m) => m.ZSmsSettings), {
    schoolId,
    monthlyBudgetDa: budgetDa,
    familyCap,
  } as TSmsSettings);
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values)))} data-testid="sms-form">
      <Group grow align="flex-start">
        <TextField
          type="number"
          label={t("sms.budget")}
          name="monthlyBudgetDa"
          min={0}
          dir="ltr"
          {...form.getInputProps("monthlyBudgetDa")}
        />
        <TextField
          type="number"
          label={t("sms.cap")}
          name="familyCap"
          min={1}
          max={100}
          dir="ltr"
          {...form.getInputProps("familyCap")}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} data-testid="save-sms">
          {t("common.save")}
        </Button>
      </Group>
    </form>
  );
}

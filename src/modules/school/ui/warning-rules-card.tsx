"use client";

import { Button, Card, Group, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { useT } from "~/i18n/client";
import type { TWarningRules } from "~/modules/notify/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { CardHeading } from "~/ui/card-heading";

/** /settings: early warning's thresholds (absences and homework not done this week, a fall of the mean mark). */
export function WarningRulesCard({
  schoolId,
  rules,
}: {
  schoolId: string;
  rules: { absences: number; homework: number; averageDrop: number };
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TWarningRules) => trpc.warnings.updateRules.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/modules/notify/client").then((m) => m.ZWarningRules), {
    schoolId,
    absences: rules.absences,
    homework: rules.homework,
    averageDrop: rules.averageDrop / 100,
  } as TWarningRules);
  const submit = useFormAction(showServerError);
  return (
    <Card withBorder padding="lg" data-testid="warning-rules">
      <form noValidate onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values)))}>
        <Stack>
          <CardHeading title={t("warnings.settings.title")} help={t("warnings.settings.help")} />
          <div
            style={{
              display: "grid",
              gap: "var(--mantine-spacing-sm)",
              gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
            }}
          >
            <TextField
              type="number"
              label={t("warnings.settings.absences")}
              name="absences"
              min={1}
              max={50}
              dir="ltr"
              {...form.getInputProps("absences")}
            />
            <TextField
              type="number"
              label={t("warnings.settings.homework")}
              name="homework"
              min={1}
              max={50}
              dir="ltr"
              {...form.getInputProps("homework")}
            />
            <TextField
              type="number"
              label={t("warnings.settings.averageDrop")}
              name="averageDrop"
              min={0.1}
              max={20}
              step={0.25}
              dir="ltr"
              {...form.getInputProps("averageDrop")}
            />
          </div>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

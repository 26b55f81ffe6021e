"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { useT } from "~/i18n/client";
import type { TPrivacySettings } from "~/modules/privacy/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** The school's data-protection officer and the years it keeps textbook entries and homework (issue 34). */
export function PrivacySettingsForm({
  schoolId,
  settings,
}: {
  schoolId: string;
  settings: { dpoName: string | null; dpoEmail: string | null; keepSchoolWorkYears: number };
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TPrivacySettings) => trpc.privacy.updateSettings.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/privacy/schemas").then((m) => m.ZPrivacySettings),
    {
      schoolId,
      dpoName: settings.dpoName ?? "",
      dpoEmail: settings.dpoEmail ?? "",
      keepSchoolWorkYears: settings.keepSchoolWorkYears,
    } as TPrivacySettings,
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="privacy-settings"
      onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values)))}
    >
      <Stack gap="sm">
        <div
          style={{
            display: "grid",
            gap: "var(--mantine-spacing-sm)",
            gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
          }}
        >
          <TextField
            label={t("privacy.settings.dpoName")}
            name="dpoName"
            maxLength={150}
            {...form.getInputProps("dpoName")}
          />
          <TextField
            type="email"
            label={t("privacy.settings.dpoEmail")}
            name="dpoEmail"
            dir="ltr"
            {...form.getInputProps("dpoEmail")}
          />
          <TextField
            type="number"
            label={t("privacy.settings.years")}
            description={t("privacy.settings.yearsHelp")}
            name="keepSchoolWorkYears"
            min={1}
            max={10}
            dir="ltr"
            {...form.getInputProps("keepSchoolWorkYears")}
          />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="save-privacy-settings">
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

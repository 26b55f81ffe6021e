"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { TextArea } from "~/ui/textarea";
import { useT } from "~/i18n/client";
import type { TBreach } from "~/modules/privacy/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const schemas = () => import("~/modules/privacy/schemas");
const EMPTY: TBreach = {
  breachId: "",
  occurredAt: "",
  discoveredAt: "",
  description: "",
  dataConcerned: "",
  peopleCount: "" as unknown as number,
  measures: "",
  authorityNotifiedAt: "",
  peopleNotifiedAt: "",
};

/** A breach recorded in the platform's register (issue 34): what happened, to whose data, what was done, who was told. */
export function BreachForm() {
  const t = useT();
  const save = useLazyMutation((trpc, input: TBreach) => trpc.privacy.saveBreach.mutate(input));
  const { form, showServerError } = useZodForm(() => schemas().then((m) => m.ZBreach), EMPTY);
  const submit = useFormAction(showServerError);
  const grid = {
    display: "grid",
    gap: "var(--mantine-spacing-sm)",
    gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  } as const;
  return (
    <form
      noValidate
      data-testid="breach-form"
      onSubmit={form.onSubmit((values) =>
        submit(save.mutateAsync(values), { success: t("privacy.breach.saved"), then: () => form.setValues(EMPTY) }),
      )}
    >
      <Stack gap="sm">
        <div style={grid}>
          <TextField
            type="date"
            label={t("privacy.breach.discoveredAt")}
            name="discoveredAt"
            required
            dir="ltr"
            {...form.getInputProps("discoveredAt")}
          />
          <TextField
            type="date"
            label={t("privacy.breach.occurredAt")}
            name="occurredAt"
            dir="ltr"
            {...form.getInputProps("occurredAt")}
          />
          <TextField
            type="number"
            label={t("privacy.breach.peopleCount")}
            name="peopleCount"
            required
            dir="ltr"
            min={0}
            {...form.getInputProps("peopleCount")}
          />
        </div>
        <TextArea
          label={t("privacy.breach.description")}
          name="description"
          required
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("description")}
        />
        <TextField
          label={t("privacy.breach.dataConcerned")}
          name="dataConcerned"
          required
          maxLength={500}
          {...form.getInputProps("dataConcerned")}
        />
        <TextArea
          label={t("privacy.breach.measures")}
          name="measures"
          required
          minRows={2}
          maxLength={2000}
          {...form.getInputProps("measures")}
        />
        <div style={grid}>
          <TextField
            type="date"
            label={t("privacy.breach.authorityNotifiedAt")}
            name="authorityNotifiedAt"
            dir="ltr"
            {...form.getInputProps("authorityNotifiedAt")}
          />
          <TextField
            type="date"
            label={t("privacy.breach.peopleNotifiedAt")}
            name="peopleNotifiedAt"
            dir="ltr"
            {...form.getInputProps("peopleNotifiedAt")}
          />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="save-breach">
            {t("privacy.breach.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

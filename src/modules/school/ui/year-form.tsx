"use client";

import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { DateField } from "~/ui/date-field";
import { useFormAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import type { TSchoolYearInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface YearRow {
  id: string;
  name: string;
  startsOn: Date;
  endsOn: Date;
  isCurrent: boolean;
}

/** Creating or editing a school year, in the dialogs of /sessions (loaded when one first opens). */
export function YearForm({ schoolId, year, onDone }: { schoolId: string; year?: YearRow; onDone: () => void }) {
  const t = useT();
  const create = useLazyMutation((trpc, input: TSchoolYearInput) => trpc.schoolYears.create.mutate(input));
  const update = useLazyMutation((trpc, input: TSchoolYearInput & { id: string }) =>
    trpc.schoolYears.update.mutate(input),
  );
  const nextYear = new Date().getUTCFullYear();
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZSchoolYearInput),
    {
      schoolId,
      name: year?.name ?? `${nextYear}-${nextYear + 1}`,
      startsOn: year ? isoDate(year.startsOn) : `${nextYear}-09-21`,
      endsOn: year ? isoDate(year.endsOn) : `${nextYear + 1}-06-30`,
      isCurrent: year?.isCurrent ?? false,
    } satisfies TSchoolYearInput,
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit(year ? update.mutateAsync({ ...values, id: year.id }) : create.mutateAsync(values), { then: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t("years.name")} name="name" required {...form.getInputProps("name")} />
        <SimpleGrid cols={2}>
          <DateField label={t("years.startsOn")} name="startsOn" required {...form.getInputProps("startsOn")} />
          <DateField label={t("years.endsOn")} name="endsOn" required {...form.getInputProps("endsOn")} />
        </SimpleGrid>
        <Checkbox
          label={t("years.current")}
          name="isCurrent"
          {...form.getInputProps("isCurrent", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

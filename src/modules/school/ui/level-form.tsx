"use client";

import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { NameFields, useFormAction, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";
import { CYCLES } from "~/modules/school/domain/constants";
import type { TLevelInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

type Cycle = (typeof CYCLES)[number];

export interface LevelRow extends Named {
  id: string;
  cycle: Cycle;
  grade: number;
  assessmentCoef: number;
  testCoef: number;
  examCoef: number;
}

type LevelFields = Omit<TLevelInput, "schoolId">;

/** Creating or editing a level, in the dialog of /levels (loaded when it first opens). */
export function LevelForm({ schoolId, level, onDone }: { schoolId: string; level?: LevelRow; onDone: () => void }) {
  const t = useT();
  const create = useLazyMutation((trpc, input: TLevelInput) => trpc.levels.create.mutate(input));
  const update = useLazyMutation((trpc, input: LevelFields & { id: string }) => trpc.levels.update.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZLevelInput),
    {
      schoolId,
      cycle: level?.cycle ?? "MIDDLE",
      grade: level?.grade ?? 1,
      nameFr: level?.nameFr ?? "",
      nameEn: level?.nameEn ?? "",
      nameAr: level?.nameAr ?? "",
      assessmentCoef: level?.assessmentCoef ?? 1,
      testCoef: level?.testCoef ?? 1,
      examCoef: level?.examCoef ?? 2,
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, ...fields } = values;
        return submit(level ? update.mutateAsync({ ...fields, id: level.id }) : create.mutateAsync(values), {
          then: onDone,
        });
      })}
    >
      <Stack>
        <NameFields form={form} />
        <SimpleGrid cols={2}>
          <Select
            label={t("levels.cycle")}
            name="cycle"
            data={CYCLES.map((c) => ({ value: c, label: t(`levels.cycle.${c}`) }))}
            allowDeselect={false}
            {...form.getInputProps("cycle")}
          />
          <NumberInput label={t("levels.grade")} name="grade" min={1} max={5} {...form.getInputProps("grade")} />
        </SimpleGrid>
        <SimpleGrid cols={3}>
          <NumberInput
            label={t("levels.assessmentCoef")}
            name="assessmentCoef"
            min={1}
            max={20}
            {...form.getInputProps("assessmentCoef")}
          />
          <NumberInput
            label={t("levels.testCoef")}
            name="testCoef"
            min={1}
            max={20}
            {...form.getInputProps("testCoef")}
          />
          <NumberInput
            label={t("levels.examCoef")}
            name="examCoef"
            min={1}
            max={20}
            {...form.getInputProps("examCoef")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

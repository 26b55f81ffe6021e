"use client";

import { Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { NameFields, useFormAction, useLocalizedName, useRunAction, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { TSubjectInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface SubjectRow extends Named {
  id: string;
  coefficient: number;
  levels: { levelId: string; coefficient: number }[];
}

type SubjectFields = Omit<TSubjectInput, "schoolId">;

/** Creating or editing a subject, in the dialog of /subjects (loaded when it first opens). */
export function SubjectForm({
  schoolId,
  subject,
  onDone,
}: {
  schoolId: string;
  subject?: SubjectRow;
  onDone: () => void;
}) {
  const t = useT();
  const create = useLazyMutation((trpc, input: TSubjectInput) => trpc.subjects.create.mutate(input));
  const update = useLazyMutation((trpc, input: SubjectFields & { id: string }) => trpc.subjects.update.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZSubjectInput),
    {
      schoolId,
      nameFr: subject?.nameFr ?? "",
      nameEn: subject?.nameEn ?? "",
      nameAr: subject?.nameAr ?? "",
      coefficient: subject?.coefficient ?? 1,
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, ...fields } = values;
        return submit(subject ? update.mutateAsync({ ...fields, id: subject.id }) : create.mutateAsync(values), {
          then: onDone,
        });
      })}
    >
      <Stack>
        <NameFields form={form} />
        <NumberInput
          label={t("subjects.coefficient")}
          name="coefficient"
          min={1}
          max={20}
          maw={200}
          {...form.getInputProps("coefficient")}
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

/** One number per level; empty means "the subject's own coefficient" (the dialog of /subjects' 'by level' button). */
export function LevelCoefficients({ subject, levels }: { subject: SubjectRow; levels: ({ id: string } & Named)[] }) {
  const t = useT();
  const name = useLocalizedName();
  const run = useRunAction();
  const set = useLazyMutation((trpc, input: { levelId: string; subjectId: string; coefficient: number | null }) =>
    trpc.levels.setCoefficient.mutate(input),
  );
  const current = new Map(subject.levels.map((l) => [l.levelId, l.coefficient]));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("subjects.byLevelHint", { count: subject.coefficient })}
      </Text>
      {levels.map((level) => (
        <Group key={level.id} justify="space-between" wrap="nowrap">
          <Text size="sm">{name(level)}</Text>
          <NumberInput
            aria-label={name(level)}
            w={100}
            min={1}
            max={20}
            placeholder={String(subject.coefficient)}
            defaultValue={current.get(level.id) ?? ""}
            onBlur={(e) => {
              const raw = e.currentTarget.value.trim();
              const coefficient = raw === "" ? null : Number(raw);
              if (coefficient === (current.get(level.id) ?? null)) return;
              void run(set.mutateAsync({ levelId: level.id, subjectId: subject.id, coefficient }));
            }}
          />
        </Group>
      ))}
    </Stack>
  );
}

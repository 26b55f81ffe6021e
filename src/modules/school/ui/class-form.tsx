"use client";

import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction, useLocalizedName, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface ClassRow {
  id: string;
  name: string;
  slug: string;
  level: { id: string };
}

/** Creating or renaming a class of a year, in the dialog of /classes (loaded when it first opens). */
export function ClassForm({
  schoolId,
  schoolYearId,
  levels,
  cls,
  onDone,
}: {
  schoolId: string;
  schoolYearId: string;
  levels: ({ id: string } & Named)[];
  cls?: ClassRow;
  onDone: () => void;
}) {
  const t = useT();
  const name = useLocalizedName();
  const create = useLazyMutation(
    (trpc, input: { schoolId: string; schoolYearId: string; levelId: string; name: string }) =>
      trpc.classes.create.mutate(input),
  );
  const update = useLazyMutation((trpc, input: { id: string; levelId: string; name: string }) =>
    trpc.classes.update.mutate(input),
  );
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZClassInput),
    {
      schoolId,
      schoolYearId,
      levelId: cls?.level.id ?? "",
      name: cls?.name ?? "",
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit(
          cls
            ? update.mutateAsync({ id: cls.id, levelId: values.levelId, name: values.name })
            : create.mutateAsync(values),
          { then: onDone },
        ),
      )}
    >
      <Stack>
        <TextInput label={t("classes.name")} name="name" placeholder="1AM1" required {...form.getInputProps("name")} />
        <Select
          label={t("classes.level")}
          name="levelId"
          required
          searchable
          data={levels.map((l) => ({ value: l.id, label: name(l) }))}
          {...form.getInputProps("levelId")}
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

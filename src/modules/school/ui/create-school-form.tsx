"use client";

import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { TCreateSchoolInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** A new school and its first admin, in the dialog of /schools (loaded when it first opens). */
export function CreateSchoolForm({
  wilayas,
  onDone,
}: {
  wilayas: { value: string; label: string }[];
  onDone: () => void;
}) {
  const t = useT();
  const create = useLazyMutation((trpc, input: TCreateSchoolInput) => trpc.school.create.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZCreateSchoolInput),
    { name: "", wilayaCode: "", adminName: "", adminEmail: "", adminPhone: "" },
  );
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(create.mutateAsync(values), { then: onDone }))}>
      <Stack>
        <TextInput label={t("schools.name")} name="name" required {...form.getInputProps("name")} />
        <Select
          label={t("settings.wilaya")}
          name="wilayaCode"
          searchable
          clearable
          data={wilayas}
          {...form.getInputProps("wilayaCode")}
          value={form.values.wilayaCode || null}
          onChange={(v) => form.setFieldValue("wilayaCode", v ?? "")}
        />
        <Text fw={600} mt="sm">
          {t("schools.firstAdmin")}
        </Text>
        <TextInput label={t("common.name")} name="adminName" {...form.getInputProps("adminName")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="email"
            label={t("auth.signup.email")}
            name="adminEmail"
            dir="ltr"
            {...form.getInputProps("adminEmail")}
          />
          <TextInput
            type="tel"
            label={t("auth.signup.phone")}
            name="adminPhone"
            dir="ltr"
            {...form.getInputProps("adminPhone")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

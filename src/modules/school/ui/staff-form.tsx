"use client";

import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { TStaffInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * A teacher (or, on /schools, an admin): name and e-mail or phone; an existing account with either is linked (a
 * teacher from outside the school is invited). Loaded when its dialog first opens.
 */
export function StaffForm({
  schoolId,
  kind,
  onDone,
}: {
  schoolId: string;
  kind: "teacher" | "admin";
  onDone: () => void;
}) {
  const t = useT();
  const addTeacher = useLazyMutation((trpc, input: TStaffInput) => trpc.people.addTeacher.mutate(input));
  const addAdmin = useLazyMutation((trpc, input: TStaffInput) => trpc.school.addAdmin.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZStaffInput),
    { schoolId, name: "", email: "", phone: "" },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        kind === "teacher"
          ? submit(addTeacher.mutateAsync(values), { then: onDone })
          : submit(addAdmin.mutateAsync(values), { then: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t("common.name")} name="name" required {...form.getInputProps("name")} />
        <TextInput
          type="email"
          label={t("auth.signup.email")}
          name="email"
          dir="ltr"
          {...form.getInputProps("email")}
        />
        <TextInput type="tel" label={t("auth.signup.phone")} name="phone" dir="ltr" {...form.getInputProps("phone")} />
        <Text size="xs" c="dimmed">
          {t("teachers.linkHint")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={addTeacher.isPending || addAdmin.isPending}>
            {t("common.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

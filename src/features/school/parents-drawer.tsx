"use client";

import { Button, Drawer, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { ConfirmButton, useFormAction, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import type { TParentInput } from "~/lib/schemas/school";
import { useLazyMutation } from "~/trpc/lazy";
import type { StudentItem } from "./student-form";

/** The drawer of a child's parents on /students, loaded when it first opens. */
export function ParentsDrawer({ student, opened, onClose }: { student: StudentItem | null; opened: boolean; onClose: () => void }) {
  // mounted closed, then opened: the first opening slides in as every later one does
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title={student?.name} position="right" size="md">
      {student && <ParentsPanel key={student.id} student={student} />}
    </Drawer>
  );
}

/** A child's parents (one or two): link one by name and phone or e-mail, unlink. */
function ParentsPanel({ student }: { student: StudentItem }) {
  const t = useT();
  const run = useRunAction();
  const unlink = useLazyMutation((trpc, input: { studentId: string; parentId: string }) => trpc.people.unlinkParent.mutate(input));
  const link = useLazyMutation((trpc, input: TParentInput) => trpc.people.linkParent.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZParentInput), { studentId: student.id, name: "", email: "", phone: "" });
  const submit = useFormAction(showServerError);
  return (
    <Stack>
      {student.parents.length === 0 && <Text c="dimmed">{t("students.noParents")}</Text>}
      {student.parents.map((parent) => (
        <Group key={parent.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={500}>{parent.name}</Text>
            <Text size="xs" c="dimmed" dir="ltr" ta="start">
              {parent.contact}
            </Text>
          </Stack>
          <ConfirmButton label={t("common.remove")} onConfirm={() => run(unlink.mutateAsync({ studentId: student.id, parentId: parent.id }))} />
        </Group>
      ))}
      {student.parents.length < 2 && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            submit(link.mutateAsync(values), {
              then: () => form.reset(),
            }),
          )}
        >
          <Stack gap="xs">
            <Text fw={600}>{t("students.linkParent")}</Text>
            <TextInput label={t("students.parentName")} name="parentName" required {...form.getInputProps("name")} />
            <TextInput type="tel" label={t("auth.signup.phone")} name="parentPhone" dir="ltr" {...form.getInputProps("phone")} />
            <TextInput type="email" label={t("auth.signup.email")} name="parentEmail" dir="ltr" {...form.getInputProps("email")} />
            <Button type="submit" loading={link.isPending}>
              {t("common.add")}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

"use client";

import { Button, Drawer, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { ConfirmButton, useFormAction, useRunAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { TParentInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { useLazyRead } from "~/ui/trpc/use-lazy-read";
import { ReadFailed } from "~/ui/read-failed";
import type { StudentItem } from "./student-form";

/** The drawer of a child's parents on /students, loaded when it first opens. */
export function ParentsDrawer({
  student,
  opened,
  onClose,
}: {
  student: StudentItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  // mounted closed, then opened: the first opening slides in as every later one does
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={opened && mounted} onClose={onClose} title={student?.name} position="right" size="md">
      {student && <ParentsPanel key={student.id} student={student} />}
    </Drawer>
  );
}

/**
 * The custody decisions for each parent (issue 31): full access, read-only, or no access (the parent leaves the
 * child's every screen; listed here to lift it), and "may not collect". Loaded when the drawer opens.
 */
function CustodyPanel({ studentId }: { studentId: string }) {
  const t = useT();
  const run = useRunAction();
  const [version, setVersion] = useState(0);
  const read = useLazyRead(`${studentId}:${version}`, (trpc) => trpc.family.guardians.query({ studentId }));
  const guardians = read.data;
  const save = useLazyMutation(
    (trpc, input: { studentId: string; parentId: string; access: "FULL" | "READ_ONLY" | "NONE"; noPickup: boolean }) =>
      trpc.family.setCustody.mutate(input),
  );
  if (read.error) return <ReadFailed error={read.error} onRetry={read.retry} testId="custody-failed" />;
  if (!guardians || (guardians.parents.length === 0 && guardians.blocked.length === 0)) return null;
  const apply = async (input: { parentId: string; access: "FULL" | "READ_ONLY" | "NONE"; noPickup: boolean }) => {
    await run(save.mutateAsync({ studentId, ...input }));
    setVersion((v) => v + 1);
  };
  const rows = [
    ...guardians.parents.map((p) => ({ id: p.id, name: p.name, access: p.access as string, noPickup: p.noPickup })),
    ...guardians.blocked.map((b) => ({ id: b.id, name: b.name, access: "NONE", noPickup: false })),
  ];
  return (
    <Stack gap="xs" data-testid="custody">
      <Text fw={600}>{t("family.custody.title")}</Text>
      {rows.map((row) => (
        <Group key={row.id} gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            label={row.name}
            size="xs"
            value={row.access}
            disabled={save.isPending}
            data={(["FULL", "READ_ONLY", "NONE"] as const).map((a) => ({ value: a, label: t(`family.custody.${a}`) }))}
            onChange={(e) =>
              void apply({
                parentId: row.id,
                access: e.currentTarget.value as "FULL" | "READ_ONLY" | "NONE",
                noPickup: row.noPickup,
              })
            }
          />
          {row.access !== "NONE" && (
            <label style={{ display: "flex", gap: 6, alignItems: "center", cursor: "pointer", paddingBlockEnd: 4 }}>
              <input
                type="checkbox"
                checked={row.noPickup}
                disabled={save.isPending}
                onChange={(e) =>
                  void apply({
                    parentId: row.id,
                    access: row.access as "FULL" | "READ_ONLY",
                    noPickup: e.currentTarget.checked,
                  })
                }
              />
              <Text size="xs">{t("family.custody.noPickup")}</Text>
            </label>
          )}
        </Group>
      ))}
      {guardians.delegates.length > 0 && (
        <Text size="xs" c="dimmed">
          {t("family.custody.delegates", { names: guardians.delegates.map((d) => d.name).join(", ") })}
        </Text>
      )}
    </Stack>
  );
}

/** A child's parents (one or two): link one by name and phone or e-mail, unlink. */
function ParentsPanel({ student }: { student: StudentItem }) {
  const t = useT();
  const run = useRunAction();
  const unlink = useLazyMutation((trpc, input: { studentId: string; parentId: string }) =>
    trpc.people.unlinkParent.mutate(input),
  );
  const link = useLazyMutation((trpc, input: TParentInput) => trpc.people.linkParent.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZParentInput),
    { studentId: student.id, name: "", email: "", phone: "" },
  );
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
          <ConfirmButton
            label={t("common.remove")}
            onConfirm={() => run(unlink.mutateAsync({ studentId: student.id, parentId: parent.id }))}
          />
        </Group>
      ))}
      <CustodyPanel studentId={student.id} />
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
            <TextInput
              type="tel"
              label={t("auth.signup.phone")}
              name="parentPhone"
              dir="ltr"
              {...form.getInputProps("phone")}
            />
            <TextInput
              type="email"
              label={t("auth.signup.email")}
              name="parentEmail"
              dir="ltr"
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={link.isPending}>
              {t("common.add")}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

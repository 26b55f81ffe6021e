"use client";

import { Button, NumberInput, Select, Stack, Text, Group } from "@mantine/core";
import { ListTable, Table } from "~/ui/table";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { ConfirmButton, EmptyState, useFormAction, useLocalizedName, useRunAction, type Named } from "~/ui/actions";
import { useT } from "~/i18n/client";
import type { WaslaTrpcClient } from "~/ui/trpc/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

type ClassData = RouterOutputs["classes"]["bySlug"];
type Option = { value: string; label: string };
type AddSubjectInput = Parameters<WaslaTrpcClient["classes"]["addSubject"]["mutate"]>[0];
type UpdateSubjectInput = Parameters<WaslaTrpcClient["classes"]["updateSubject"]["mutate"]>[0];

/**
 * The 'subjects' tab of /class/{slug}: the class's subjects, their coefficients and teachers; its admins add and
 * remove them and choose the teachers. Loaded when the tab is first opened (or hovered, or reached by the keyboard).
 */
export function SubjectsTab({
  cls,
  teachers,
  subjects,
}: {
  cls: ClassData;
  teachers: Option[];
  subjects: ({ id: string } & Named)[];
}) {
  const t = useT();
  const name = useLocalizedName();
  const run = useRunAction();
  const update = useLazyMutation((trpc, input: UpdateSubjectInput) => trpc.classes.updateSubject.mutate(input));
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.classes.removeSubject.mutate(input));
  return (
    <Stack>
      {cls.canManage && <AddSubject cls={cls} teacherOptions={teachers} subjects={subjects} />}
      {cls.subjects.length === 0 ? (
        <EmptyState>{t("classes.noSubjects")}</EmptyState>
      ) : (
        <ListTable highlightOnHover={false} data-testid="class-subjects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("subjects.name")}</Table.Th>
              <Table.Th ta="center">{t("subjects.coefficient")}</Table.Th>
              <Table.Th>{t("classes.teacher")}</Table.Th>
              {cls.canManage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cls.subjects.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{name(row.subject)}</Table.Td>
                <Table.Td ta="center" data-label={t("subjects.coefficient")}>
                  {row.coefficient}
                </Table.Td>
                <Table.Td data-label={t("classes.teacher")}>
                  {cls.canManage ? (
                    <Select
                      aria-label={t("classes.teacher")}
                      size="xs"
                      clearable
                      searchable
                      data={teachers}
                      value={row.teacher?.id ?? null}
                      placeholder={t("classes.noTeacher")}
                      onChange={(teacherId) =>
                        void run(update.mutateAsync({ id: row.id, teacherId, coefficient: row.ownCoefficient }))
                      }
                    />
                  ) : (
                    (row.teacher?.name ?? <Text c="dimmed">{t("classes.noTeacher")}</Text>)
                  )}
                </Table.Td>
                {cls.canManage && (
                  <Table.Td>
                    <ConfirmButton
                      label={t("common.remove")}
                      onConfirm={() => run(remove.mutateAsync({ id: row.id }))}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
    </Stack>
  );
}

function AddSubject({
  cls,
  teacherOptions,
  subjects,
}: {
  cls: ClassData;
  teacherOptions: Option[];
  subjects: ({ id: string } & Named)[];
}) {
  const t = useT();
  const name = useLocalizedName();
  const add = useLazyMutation((trpc, input: AddSubjectInput) => trpc.classes.addSubject.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZClassSubjectInput),
    { classId: cls.id, subjectId: "", teacherId: null, coefficient: "" },
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((_values, parsed) => submit(add.mutateAsync(parsed), { then: () => form.reset() }))}
    >
      <Group align="flex-start" gap="xs">
        <Select
          label={t("classes.addSubject")}
          name="subjectId"
          searchable
          data={subjects.map((s) => ({ value: s.id, label: name(s) }))}
          w={260}
          {...form.getInputProps("subjectId")}
        />
        <Select
          label={t("classes.teacher")}
          name="teacherId"
          searchable
          clearable
          data={teacherOptions}
          w={220}
          {...form.getInputProps("teacherId")}
        />
        <NumberInput
          label={t("subjects.coefficient")}
          name="coefficient"
          min={1}
          max={20}
          w={110}
          placeholder="—"
          {...form.getInputProps("coefficient")}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t("common.add")}
        </Button>
      </Group>
    </form>
  );
}

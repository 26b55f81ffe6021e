"use client";

import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Table } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useT } from "~/i18n/client";
import { CYCLES } from "~/lib/constants/school";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ConfirmButton, ListTable, NameFields, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/features/ui/list";

type Level = RouterOutputs["levels"]["list"][number];

/** /levels: the school's levels and their assessment, test and exam coefficients. */
export function LevelsScreen({ schoolId, canEdit }: { schoolId: string; canEdit: boolean }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const levels = useQuery(trpc.levels.list.queryOptions({ schoolId }));
  const remove = useMutation(trpc.levels.delete.mutationOptions());
  const [editing, setEditing] = useState<Level | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t("levels.title")} subtitle={t("levels.intro")} actions={canEdit && <Button onClick={() => setEditing("new")}>{t("levels.new")}</Button>} />
      {levels.isPending ? (
        <Skeleton h={300} />
      ) : (
        <ListTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("levels.name")}</Table.Th>
              <Table.Th>{t("levels.cycle")}</Table.Th>
              <Table.Th ta="center">{t("levels.assessmentCoef")}</Table.Th>
              <Table.Th ta="center">{t("levels.testCoef")}</Table.Th>
              <Table.Th ta="center">{t("levels.examCoef")}</Table.Th>
              <Table.Th ta="center">{t("nav.classes")}</Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.data?.map((level) => (
              <Table.Tr key={level.id}>
                <Table.Td>{name(level)}</Table.Td>
                <Table.Td data-label={t("levels.cycle")}>{t(`levels.cycle.${level.cycle}`)}</Table.Td>
                <Table.Td ta="center" data-label={t("levels.assessmentCoef")}>
                  {level.assessmentCoef}
                </Table.Td>
                <Table.Td ta="center" data-label={t("levels.testCoef")}>
                  {level.testCoef}
                </Table.Td>
                <Table.Td ta="center" data-label={t("levels.examCoef")}>
                  {level.examCoef}
                </Table.Td>
                <Table.Td ta="center" data-label={t("nav.classes")}>
                  {level._count.classes}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(level)}>
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: level.id }))} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("levels.new") : t("common.edit")} size="lg">
        {editing && <LevelForm schoolId={schoolId} level={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function LevelForm({ schoolId, level, onDone }: { schoolId: string; level?: Level; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const create = useMutation(trpc.levels.create.mutationOptions());
  const update = useMutation(trpc.levels.update.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZLevelInput), {
    schoolId,
    cycle: level?.cycle ?? "MIDDLE",
    grade: level?.grade ?? 1,
    nameFr: level?.nameFr ?? "",
    nameEn: level?.nameEn ?? "",
    nameAr: level?.nameAr ?? "",
    assessmentCoef: level?.assessmentCoef ?? 1,
    testCoef: level?.testCoef ?? 1,
    examCoef: level?.examCoef ?? 2,
  });
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, ...fields } = values;
        return submit(level ? update.mutateAsync({ ...fields, id: level.id }) : create.mutateAsync(values), { then: onDone });
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
          <NumberInput label={t("levels.assessmentCoef")} name="assessmentCoef" min={1} max={20} {...form.getInputProps("assessmentCoef")} />
          <NumberInput label={t("levels.testCoef")} name="testCoef" min={1} max={20} {...form.getInputProps("testCoef")} />
          <NumberInput label={t("levels.examCoef")} name="examCoef" min={1} max={20} {...form.getInputProps("examCoef")} />
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

"use client";

import { Button, Group, Modal, NumberInput, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useT } from "~/i18n/client";

import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ConfirmButton, EmptyState, ListTable, NameFields, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/features/ui/list";

type Subject = RouterOutputs["subjects"]["list"][number];

/** /subjects: subjects in three languages, their coefficient, and the per-level coefficients that override it. */
export function SubjectsScreen({ schoolId, canEdit }: { schoolId: string; canEdit: boolean }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const subjects = useQuery(trpc.subjects.list.queryOptions({ schoolId }));
  const remove = useMutation(trpc.subjects.delete.mutationOptions());
  const [editing, setEditing] = useState<Subject | "new" | null>(null);
  const [coefficients, setCoefficients] = useState<Subject | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t("subjects.title")} actions={canEdit && <Button onClick={() => setEditing("new")}>{t("subjects.new")}</Button>} />
      {subjects.isPending ? (
        <Skeleton h={300} />
      ) : subjects.data?.length === 0 ? (
        <EmptyState>{t("errors.noData")}</EmptyState>
      ) : (
        <ListTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("subjects.name")}</Table.Th>
              <Table.Th ta="center">{t("subjects.coefficient")}</Table.Th>
              <Table.Th>{t("subjects.byLevel")}</Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subjects.data?.map((subject) => (
              <Table.Tr key={subject.id}>
                <Table.Td>{name(subject)}</Table.Td>
                <Table.Td ta="center" data-label={t("subjects.coefficient")}>
                  {subject.coefficient}
                </Table.Td>
                <Table.Td data-label={t("subjects.byLevel")}>
                  <Text size="sm" c="dimmed">
                    {subject.levels.length > 0 ? t("subjects.overrides", { count: subject.levels.length }) : "—"}
                  </Text>
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setCoefficients(subject)}>
                        {t("subjects.byLevel")}
                      </Button>
                      <Button size="xs" variant="light" onClick={() => setEditing(subject)}>
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: subject.id }))} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("subjects.new") : t("common.edit")} size="lg">
        {editing && <SubjectForm schoolId={schoolId} subject={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal opened={coefficients !== null} onClose={() => setCoefficients(null)} title={coefficients ? name(coefficients) : ""} size="lg">
        {coefficients && <LevelCoefficients schoolId={schoolId} subject={subjects.data?.find((s) => s.id === coefficients.id) ?? coefficients} />}
      </Modal>
    </Stack>
  );
}

function SubjectForm({ schoolId, subject, onDone }: { schoolId: string; subject?: Subject; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const create = useMutation(trpc.subjects.create.mutationOptions());
  const update = useMutation(trpc.subjects.update.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZSubjectInput), {
    schoolId,
    nameFr: subject?.nameFr ?? "",
    nameEn: subject?.nameEn ?? "",
    nameAr: subject?.nameAr ?? "",
    coefficient: subject?.coefficient ?? 1,
  });
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, ...fields } = values;
        return submit(subject ? update.mutateAsync({ ...fields, id: subject.id }) : create.mutateAsync(values), { then: onDone });
      })}
    >
      <Stack>
        <NameFields form={form} />
        <NumberInput label={t("subjects.coefficient")} name="coefficient" min={1} max={20} maw={200} {...form.getInputProps("coefficient")} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One number per level; empty means "the subject's own coefficient". */
function LevelCoefficients({ schoolId, subject }: { schoolId: string; subject: Subject }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const levels = useQuery(trpc.levels.list.queryOptions({ schoolId }));
  const set = useMutation(trpc.levels.setCoefficient.mutationOptions());
  const current = new Map(subject.levels.map((l) => [l.levelId, l.coefficient]));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("subjects.byLevelHint", { count: subject.coefficient })}
      </Text>
      {levels.data?.map((level) => (
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

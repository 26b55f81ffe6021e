"use client";

import { Anchor, Button, Group, Modal, Select, Skeleton, Stack, Table, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";

import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ConfirmButton, EmptyState, ListTable, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/features/ui/list";

type ClassRow = { id: string; name: string; slug: string; level: { id: string }; schoolYear: { id: string } };

/** /classes: the classes of a school year (the current one first), with their level and head counts. */
export function ClassesScreen({
  schoolId,
  canEdit,
  initial,
}: {
  schoolId: string;
  canEdit: boolean;
  /** the school's years and the current year's classes, rendered on the server */
  initial?: { years: RouterOutputs["schoolYears"]["list"]; classes: RouterOutputs["classes"]["list"]; yearId?: string };
}) {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const years = useQuery({ ...trpc.schoolYears.list.queryOptions({ schoolId }), initialData: initial?.years });
  const [yearId, setYearId] = useState<string | null>(null);
  const selectedYear = yearId ?? years.data?.find((y) => y.isCurrent)?.id ?? years.data?.[0]?.id;
  const classes = useQuery({
    ...trpc.classes.list.queryOptions({ schoolId, schoolYearId: selectedYear }),
    enabled: !!selectedYear,
    initialData: selectedYear && selectedYear === initial?.yearId ? initial.classes : undefined,
  });
  const remove = useMutation(trpc.classes.delete.mutationOptions());
  const [editing, setEditing] = useState<ClassRow | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("classes.title")}
        actions={
          <>
            <Select
              aria-label={t("years.title")}
              name="schoolYear"
              data={years.data?.map((y) => ({ value: y.id, label: y.name })) ?? []}
              value={selectedYear ?? null}
              onChange={setYearId}
              allowDeselect={false}
              w={140}
            />
            {canEdit && selectedYear && <Button onClick={() => setEditing("new")}>{t("classes.new")}</Button>}
          </>
        }
      />
      {years.data?.length === 0 ? (
        <EmptyState>
          {t("classes.noYear")}{" "}
          <Anchor component={Link} href={localizedPath(locale, "/sessions")}>
            {t("years.title")}
          </Anchor>
        </EmptyState>
      ) : classes.isPending ? (
        <Skeleton h={300} />
      ) : classes.data?.length === 0 ? (
        <EmptyState>{t("errors.noData")}</EmptyState>
      ) : (
        <ListTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("classes.name")}</Table.Th>
              <Table.Th>{t("classes.level")}</Table.Th>
              <Table.Th ta="center">{t("nav.students")}</Table.Th>
              <Table.Th ta="center">{t("nav.subjects")}</Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.data?.map((cls) => (
              <Table.Tr key={cls.id}>
                <Table.Td>
                  <Anchor component={Link} href={localizedPath(locale, `/class/${cls.slug}`)} fw={600}>
                    {cls.name}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={t("classes.level")}>{name(cls.level)}</Table.Td>
                <Table.Td ta="center" data-label={t("nav.students")}>
                  {cls._count.enrollments}
                </Table.Td>
                <Table.Td ta="center" data-label={t("nav.subjects")}>
                  {cls._count.subjects}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(cls)}>
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: cls.id }))} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("classes.new") : t("common.edit")}>
        {editing && selectedYear && (
          <ClassForm schoolId={schoolId} schoolYearId={selectedYear} cls={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

function ClassForm({ schoolId, schoolYearId, cls, onDone }: { schoolId: string; schoolYearId: string; cls?: ClassRow; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const levels = useQuery(trpc.levels.list.queryOptions({ schoolId }));
  const create = useMutation(trpc.classes.create.mutationOptions());
  const update = useMutation(trpc.classes.update.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZClassInput), { schoolId, schoolYearId, levelId: cls?.level.id ?? "", name: cls?.name ?? "" });
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit(cls ? update.mutateAsync({ id: cls.id, levelId: values.levelId, name: values.name }) : create.mutateAsync(values), { then: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t("classes.name")} name="name" placeholder="1AM1" required {...form.getInputProps("name")} />
        <Select
          label={t("classes.level")}
          name="levelId"
          required
          searchable
          data={levels.data?.map((l) => ({ value: l.id, label: name(l) })) ?? []}
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

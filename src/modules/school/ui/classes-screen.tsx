"use client";

import { Anchor, Button, Group, NativeSelect, Stack } from "@mantine/core";
import { Table } from "~/ui/table";
import Link from "next/link";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import {
  ConfirmButton,
  EmptyState,
  ListTable,
  PageHeader,
  useLocalizedName,
  useRunAction,
  type Named,
} from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { ClassRow } from "./class-form";

const loadForm = () => import("./class-form");
const ClassForm = lazy(() => loadForm().then((m) => ({ default: m.ClassForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};

type ClassItem = ClassRow & { level: Named; _count: { enrollments: number; subjects: number } };

/**
 * /classes: the classes of a school year (the current one first), with their level and head counts. Rendered from
 * the server's data for the year in the address (?year=); a change renders the page again (useRefresh).
 */
export function ClassesScreen({
  schoolId,
  canEdit,
  years,
  yearId,
  classes,
  levels,
}: {
  schoolId: string;
  canEdit: boolean;
  years: { id: string; name: string }[];
  yearId?: string;
  classes: ClassItem[];
  /** the school's levels, for the form (empty for who may not edit) */
  levels: ({ id: string } & Named)[];
}) {
  const t = useT();
  const locale = useLocale();
  const name = useLocalizedName();
  const run = useRunAction();
  const url = useUrlParams();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.classes.delete.mutate(input));
  const [editing, setEditing] = useState<ClassRow | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("classes.title")}
        actions={
          <>
            {years.length > 0 && (
              <NativeSelect
                aria-label={t("years.title")}
                name="schoolYear"
                data={years.map((y) => ({ value: y.id, label: y.name }))}
                value={yearId}
                onChange={(e) => url.set({ year: e.currentTarget.value })}
                w={140}
              />
            )}
            {canEdit && yearId && (
              <Button onClick={() => setEditing("new")} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
                {t("classes.new")}
              </Button>
            )}
          </>
        }
      />
      {years.length === 0 ? (
        <EmptyState>
          {t("classes.noYear")}{" "}
          <Anchor component={Link} href={localizedPath(locale, "/sessions")}>
            {t("years.title")}
          </Anchor>
        </EmptyState>
      ) : classes.length === 0 ? (
        <EmptyState>{t("errors.noData")}</EmptyState>
      ) : (
        <ListTable style={{ opacity: url.pending ? 0.6 : 1 }}>
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
            {classes.map((cls) => (
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
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(cls)}
                        onPointerEnter={prefetchForm}
                        onFocus={prefetchForm}
                      >
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton
                        label={t("common.delete")}
                        onConfirm={() => run(remove.mutateAsync({ id: cls.id }))}
                      />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("classes.new") : t("common.edit")}
      >
        {editing && yearId && (
          <ClassForm
            schoolId={schoolId}
            schoolYearId={yearId}
            levels={levels}
            cls={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

"use client";

import { Button, Group, Stack } from "@mantine/core";
import { ListTable, Table } from "~/ui/table";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ConfirmButton, PageHeader, useLocalizedName, useRunAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { LevelRow } from "./level-form";

const loadForm = () => import("./level-form");
const LevelForm = lazy(() => loadForm().then((m) => ({ default: m.LevelForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};

type Level = LevelRow & { _count: { classes: number } };

/** /levels: the school's levels and their assessment, test and exam coefficients (rendered from the server's data). */
export function LevelsScreen({ schoolId, canEdit, levels }: { schoolId: string; canEdit: boolean; levels: Level[] }) {
  const t = useT();
  const name = useLocalizedName();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.levels.delete.mutate(input));
  const [editing, setEditing] = useState<Level | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("levels.title")}
        subtitle={t("levels.intro")}
        actions={
          canEdit && (
            <Button onClick={() => setEditing("new")} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("levels.new")}
            </Button>
          )
        }
      />
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
          {levels.map((level) => (
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
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(level)}
                      onPointerEnter={prefetchForm}
                      onFocus={prefetchForm}
                    >
                      {t("common.edit")}
                    </Button>
                    <ConfirmButton
                      label={t("common.delete")}
                      onConfirm={() => run(remove.mutateAsync({ id: level.id }))}
                    />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListTable>
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("levels.new") : t("common.edit")}
        size="lg"
      >
        {editing && (
          <LevelForm
            schoolId={schoolId}
            level={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

"use client";

import { Button, Group, Stack, Text } from "@mantine/core";
import { ListTable, Table } from "~/ui/table";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ConfirmButton, EmptyState, PageHeader, useLocalizedName, useRunAction, type Named } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { MoveButtons } from "~/ui/move-buttons";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { SubjectRow } from "./subject-form";

const loadForm = () => import("./subject-form");
const SubjectForm = lazy(() => loadForm().then((m) => ({ default: m.SubjectForm })));
const LevelCoefficients = lazy(() => loadForm().then((m) => ({ default: m.LevelCoefficients })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};

/**
 * /subjects: subjects in three languages, their coefficient, and the per-level coefficients that override it.
 * Rendered from the server's data; a change renders the page again (useRefresh).
 */
export function SubjectsScreen({
  schoolId,
  canEdit,
  subjects,
  levels,
}: {
  schoolId: string;
  canEdit: boolean;
  subjects: SubjectRow[];
  /** the school's levels, for the per-level coefficients (empty for who may not edit) */
  levels: ({ id: string } & Named)[];
}) {
  const t = useT();
  const name = useLocalizedName();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.subjects.delete.mutate(input));
  // the school's order, which report cards print (Arabic first on the ministry's bulletins)
  const move = useLazyMutation((trpc, input: { id: string; direction: "up" | "down" }) =>
    trpc.subjects.move.mutate(input),
  );
  const [editing, setEditing] = useState<SubjectRow | "new" | null>(null);
  const [coefficients, setCoefficients] = useState<SubjectRow | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("subjects.title")}
        actions={
          canEdit && (
            <Button onClick={() => setEditing("new")} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("subjects.new")}
            </Button>
          )
        }
      />
      {subjects.length === 0 ? (
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
            {subjects.map((subject, i) => (
              <Table.Tr key={subject.id} data-testid="subject-row">
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
                    <Group gap={4} justify="flex-end" wrap="wrap">
                      <MoveButtons
                        first={i === 0}
                        last={i === subjects.length - 1}
                        testId="subject"
                        onMove={(direction) => run(move.mutateAsync({ id: subject.id, direction }))}
                      />
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setCoefficients(subject)}
                        onPointerEnter={prefetchForm}
                        onFocus={prefetchForm}
                      >
                        {t("subjects.byLevel")}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(subject)}
                        onPointerEnter={prefetchForm}
                        onFocus={prefetchForm}
                      >
                        {t("common.edit")}
                      </Button>
                      <ConfirmButton
                        label={t("common.delete")}
                        onConfirm={() => run(remove.mutateAsync({ id: subject.id }))}
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
        title={editing === "new" ? t("subjects.new") : t("common.edit")}
        size="lg"
      >
        {editing && (
          <SubjectForm
            schoolId={schoolId}
            subject={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        opened={coefficients !== null}
        onClose={() => setCoefficients(null)}
        title={coefficients ? name(coefficients) : ""}
        size="lg"
      >
        {coefficients && (
          <LevelCoefficients subject={subjects.find((s) => s.id === coefficients.id) ?? coefficients} levels={levels} />
        )}
      </Dialog>
    </Stack>
  );
}

"use client";

import { Badge, Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { ListTable, Table } from "~/ui/table";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ConfirmButton, EmptyState, PageHeader, useRunAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { Term } from "./term-row";
import type { YearRow } from "./year-form";

const loadForm = () => import("./year-form");
const YearForm = lazy(() => loadForm().then((m) => ({ default: m.YearForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};
// the terms' inline forms (the form library, the date fields) are their own chunk: see term-row.tsx
const TermRowForm = lazy(() => import("./term-row").then((m) => ({ default: m.TermRowForm })));

type Year = YearRow & { terms: Term[]; _count: { classes: number } };

/** /sessions: the school years, the current one, and their terms' dates (rendered from the server's data). */
export function SessionsScreen({
  schoolId,
  canEdit,
  termType,
  years,
}: {
  schoolId: string;
  canEdit: boolean;
  termType: "QUARTERLY" | "SEMIANNUAL";
  years: Year[];
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("years.title")}
        subtitle={t(termType === "QUARTERLY" ? "years.termTypeQuarterly" : "years.termTypeSemiannual")}
        actions={
          canEdit && (
            <Button onClick={() => setOpened(true)} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("years.new")}
            </Button>
          )
        }
      />
      {years.length === 0 ? (
        <EmptyState>{t("years.empty")}</EmptyState>
      ) : (
        years.map((year) => (
          <YearCard key={year.id} schoolId={schoolId} year={year} canEdit={canEdit} termType={termType} />
        ))
      )}
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t("years.new")}>
        {opened && <YearForm schoolId={schoolId} onDone={() => setOpened(false)} />}
      </Dialog>
    </Stack>
  );
}

function YearCard({
  schoolId,
  year,
  canEdit,
  termType,
}: {
  schoolId: string;
  year: Year;
  canEdit: boolean;
  termType: "QUARTERLY" | "SEMIANNUAL";
}) {
  const t = useT();
  const intl = useIntl();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.schoolYears.delete.mutate(input));
  const [editing, setEditing] = useState(false);
  const date = (d: Date) => intl.formatDate(d, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Card withBorder padding="lg" data-testid={`year-${year.name}`}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={700} fz="lg">
            {year.name}
          </Text>
          {year.isCurrent && <Badge color="teal">{t("years.current")}</Badge>}
        </Group>
        {canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(true)}
              onPointerEnter={prefetchForm}
              onFocus={prefetchForm}
            >
              {t("common.edit")}
            </Button>
            <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: year.id }))} />
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t("years.range", { from: date(year.startsOn), to: date(year.endsOn) })} ·{" "}
        {t("years.classCount", { count: year._count.classes })}
      </Text>
      <ListTable striped={false} highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("years.term", { type: termType })}</Table.Th>
            <Table.Th>{t("years.startsOn")}</Table.Th>
            <Table.Th>{t("years.endsOn")}</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {year.terms.map((term) => (
            <TermRow key={term.id} term={term} count={year.terms.length} canEdit={canEdit} />
          ))}
        </Table.Tbody>
      </ListTable>
      <Dialog opened={editing} onClose={() => setEditing(false)} title={t("common.edit")}>
        {editing && <YearForm schoolId={schoolId} year={year} onDone={() => setEditing(false)} />}
      </Dialog>
    </Card>
  );
}

function TermRow({ term, count, canEdit }: { term: Term; count: number; canEdit: boolean }) {
  const t = useT();
  const intl = useIntl();
  const label = t(count === 3 ? "years.trimester" : "years.semester", { number: term.number });
  if (canEdit) {
    return (
      <Suspense fallback={<TermRowStandIn term={term} label={label} />}>
        <TermRowForm term={term} label={label} />
      </Suspense>
    );
  }
  const date = (d: Date) => intl.formatDate(d, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td data-label={t("years.startsOn")}>{date(term.startsOn)}</Table.Td>
      <Table.Td data-label={t("years.endsOn")}>{date(term.endsOn)}</Table.Td>
    </Table.Tr>
  );
}

/** An editable term row while its form's code loads (after a navigation in the browser): the same fields, inert. */
function TermRowStandIn({ term, label }: { term: Term; label: string }) {
  const t = useT();
  const day = (d: Date) => d.toISOString().slice(0, 10).split("-").reverse().join("/");
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td data-label={t("years.startsOn")}>
        <TextInput size="xs" aria-label={t("years.startsOn")} value={day(term.startsOn)} readOnly />
      </Table.Td>
      <Table.Td data-label={t("years.endsOn")}>
        <TextInput size="xs" aria-label={t("years.endsOn")} value={day(term.endsOn)} readOnly />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" disabled>
          {t("common.save")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

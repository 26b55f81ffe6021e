"use client";

import { Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { lazy, useState } from "react";
import { useIntl } from "react-intl";
import { useZodForm } from "~/features/forms/use-zod-form";
import { DateField } from "~/features/ui/date-field";
import { Dialog, prefetchDialog } from "~/features/ui/dialog";
import { ConfirmButton, EmptyState, ListTable, PageHeader, useFormAction, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import type { TTermInput } from "~/lib/schemas/school";
import { useLazyMutation } from "~/trpc/lazy";
import type { YearRow } from "./year-form";

const loadForm = () => import("./year-form");
const YearForm = lazy(() => loadForm().then((m) => ({ default: m.YearForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};

type Year = YearRow & { terms: { id: string; number: number; startsOn: Date; endsOn: Date }[]; _count: { classes: number } };

/** /sessions: the school years, the current one, and their terms' dates (rendered from the server's data). */
export function SessionsScreen({ schoolId, canEdit, termType, years }: { schoolId: string; canEdit: boolean; termType: "QUARTERLY" | "SEMIANNUAL"; years: Year[] }) {
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
      {years.length === 0 ? <EmptyState>{t("years.empty")}</EmptyState> : years.map((year) => <YearCard key={year.id} schoolId={schoolId} year={year} canEdit={canEdit} />)}
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t("years.new")}>
        {opened && <YearForm schoolId={schoolId} onDone={() => setOpened(false)} />}
      </Dialog>
    </Stack>
  );
}

function YearCard({ schoolId, year, canEdit }: { schoolId: string; year: Year; canEdit: boolean }) {
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
            <Button size="xs" variant="light" onClick={() => setEditing(true)} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("common.edit")}
            </Button>
            <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: year.id }))} />
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t("years.range", { from: date(year.startsOn), to: date(year.endsOn) })} · {t("years.classCount", { count: year._count.classes })}
      </Text>
      <ListTable striped={false} highlightOnHover={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("years.term")}</Table.Th>
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

function TermRow({ term, count, canEdit }: { term: Year["terms"][number]; count: number; canEdit: boolean }) {
  const t = useT();
  const intl = useIntl();
  const update = useLazyMutation((trpc, input: TTermInput) => trpc.schoolYears.updateTerm.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZTermInput), { id: term.id, startsOn: isoDate(term.startsOn), endsOn: isoDate(term.endsOn) });
  const submit = useFormAction(showServerError);
  const label = t(count === 3 ? "years.trimester" : "years.semester", { number: term.number });
  if (!canEdit) {
    const date = (d: Date) => intl.formatDate(d, { dateStyle: "medium", timeZone: "UTC" });
    return (
      <Table.Tr>
        <Table.Td>{label}</Table.Td>
        <Table.Td data-label={t("years.startsOn")}>{date(term.startsOn)}</Table.Td>
        <Table.Td data-label={t("years.endsOn")}>{date(term.endsOn)}</Table.Td>
      </Table.Tr>
    );
  }
  const formId = `term-${term.id}`;
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td data-label={t("years.startsOn")}>
        <DateField size="xs" form={formId} name="startsOn" aria-label={t("years.startsOn")} required {...form.getInputProps("startsOn")} />
      </Table.Td>
      <Table.Td data-label={t("years.endsOn")}>
        <DateField size="xs" form={formId} name="endsOn" aria-label={t("years.endsOn")} required {...form.getInputProps("endsOn")} />
      </Table.Td>
      <Table.Td>
        <form id={formId} noValidate onSubmit={form.onSubmit((values) => submit(update.mutateAsync(values)))}>
          <Button type="submit" size="xs" variant="light" loading={update.isPending}>
            {t("common.save")}
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

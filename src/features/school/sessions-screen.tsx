"use client";

import { Badge, Button, Card, Checkbox, Group, Modal, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useZodForm } from "~/features/forms/use-zod-form";
import { DateField } from "~/features/ui/date-field";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import type { TSchoolYearInput } from "~/lib/schemas/school";
import { useTRPC } from "~/trpc/react";
import { ConfirmButton, EmptyState, ListTable, PageHeader, useFormAction, useRunAction } from "~/features/ui/list";

type Year = { id: string; name: string; startsOn: Date; endsOn: Date; isCurrent: boolean; terms: { id: string; number: number; startsOn: Date; endsOn: Date }[]; _count: { classes: number } };

/** /sessions: the school years, the current one, and their terms' dates. */
export function SessionsScreen({ schoolId, canEdit, termType }: { schoolId: string; canEdit: boolean; termType: "QUARTERLY" | "SEMIANNUAL" }) {
  const t = useT();
  const trpc = useTRPC();
  const years = useQuery(trpc.schoolYears.list.queryOptions({ schoolId }));
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("years.title")}
        subtitle={t(termType === "QUARTERLY" ? "years.termTypeQuarterly" : "years.termTypeSemiannual")}
        actions={canEdit && <Button onClick={open}>{t("years.new")}</Button>}
      />
      {years.isPending ? (
        <Skeleton h={160} />
      ) : years.data?.length === 0 ? (
        <EmptyState>{t("years.empty")}</EmptyState>
      ) : (
        years.data?.map((year) => <YearCard key={year.id} schoolId={schoolId} year={year} canEdit={canEdit} />)
      )}
      <Modal opened={opened} onClose={close} title={t("years.new")}>
        <YearForm schoolId={schoolId} onDone={close} />
      </Modal>
    </Stack>
  );
}

function YearForm({ schoolId, year, onDone }: { schoolId: string; year?: Year; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const create = useMutation(trpc.schoolYears.create.mutationOptions());
  const update = useMutation(trpc.schoolYears.update.mutationOptions());
  const nextYear = new Date().getUTCFullYear();
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZSchoolYearInput), {
    schoolId,
    name: year?.name ?? `${nextYear}-${nextYear + 1}`,
    startsOn: year ? isoDate(year.startsOn) : `${nextYear}-09-21`,
    endsOn: year ? isoDate(year.endsOn) : `${nextYear + 1}-06-30`,
    isCurrent: year?.isCurrent ?? false,
  } satisfies TSchoolYearInput);
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit(year ? update.mutateAsync({ ...values, id: year.id }) : create.mutateAsync(values), { then: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t("years.name")} name="name" required {...form.getInputProps("name")} />
        <SimpleGrid cols={2}>
          <DateField label={t("years.startsOn")} name="startsOn" required {...form.getInputProps("startsOn")} />
          <DateField label={t("years.endsOn")} name="endsOn" required {...form.getInputProps("endsOn")} />
        </SimpleGrid>
        <Checkbox label={t("years.current")} name="isCurrent" {...form.getInputProps("isCurrent", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function YearCard({ schoolId, year, canEdit }: { schoolId: string; year: Year; canEdit: boolean }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const run = useRunAction();
  const remove = useMutation(trpc.schoolYears.delete.mutationOptions());
  const [editing, { open, close }] = useDisclosure(false);
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
            <Button size="xs" variant="light" onClick={open}>
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
      <Modal opened={editing} onClose={close} title={t("common.edit")}>
        <YearForm schoolId={schoolId} year={year} onDone={close} />
      </Modal>
    </Card>
  );
}

function TermRow({ term, count, canEdit }: { term: Year["terms"][number]; count: number; canEdit: boolean }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const update = useMutation(trpc.schoolYears.updateTerm.mutationOptions());
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
        <form
          id={formId}
          noValidate
          onSubmit={form.onSubmit((values) => submit(update.mutateAsync(values)))}
        >
          <Button type="submit" size="xs" variant="light" loading={update.isPending}>
            {t("common.save")}
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

"use client";

import { Button } from "@mantine/core";
import { Table } from "~/ui/table";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { DateField } from "~/ui/date-field";
import { useFormAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import type { TTermInput } from "~/modules/school/schemas/school";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface Term {
  id: string;
  number: number;
  startsOn: Date;
  endsOn: Date;
}

/**
 * A term's dates as a form of its own (a table row's fields and its save button), for who edits the school's years.
 * Its own chunk (the form library and the date field), fetched once /sessions is in the browser: the server's HTML
 * shows the row meanwhile.
 */
export function TermRowForm({ term, label }: { term: Term; label: string }) {
  const t = useT();
  const update = useLazyMutation((trpc, input: TTermInput) => trpc.schoolYears.updateTerm.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school").then((m) => m.ZTermInput),
    { id: term.id, startsOn: isoDate(term.startsOn), endsOn: isoDate(term.endsOn) },
  );
  const submit = useFormAction(showServerError);
  const formId = `term-${term.id}`;
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td data-label={t("years.startsOn")}>
        <DateField
          size="xs"
          form={formId}
          name="startsOn"
          aria-label={t("years.startsOn")}
          required
          {...form.getInputProps("startsOn")}
        />
      </Table.Td>
      <Table.Td data-label={t("years.endsOn")}>
        <DateField
          size="xs"
          form={formId}
          name="endsOn"
          aria-label={t("years.endsOn")}
          required
          {...form.getInputProps("endsOn")}
        />
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

"use client";

import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { showDay } from "~/ui/date-text";
import { DateField } from "~/ui/date-field";
import { useFormAction } from "~/ui/list";
import { fieldErrorsOfError, useT } from "~/i18n/client";
import { EVALUATION_KINDS } from "~/modules/grades/domain/constants";
import type { TEvaluationInput } from "~/modules/grades/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

export type ClassEvaluations = RouterOutputs["evaluations"]["ofClass"];
export type Subject = ClassEvaluations["subjects"][number];
export type Evaluation = Subject["evaluations"][number];

/**
 * Creates or edits an evaluation of a subject for a term, on the procedure's own schema; the server's refusal (a
 * day outside the term) lands under its field with the term's days as the fields show days, and what was typed stays.
 */
export function EvaluationForm({
  subject,
  term,
  evaluation,
  onDone,
}: {
  subject: Subject;
  term: ClassEvaluations["term"];
  evaluation?: Evaluation;
  onDone: () => void;
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TEvaluationInput) => trpc.evaluations.save.mutate(input));
  const initialValues: TEvaluationInput = {
    id: evaluation?.id,
    classSubjectId: subject.id,
    termId: term.id,
    kind: evaluation?.kind ?? ("" as TEvaluationInput["kind"]),
    title: evaluation?.title ?? "",
    from: evaluation?.from ?? "",
    to: evaluation?.to ?? "",
  };
  const { form, showServerError } = useZodForm(
    () => import("~/modules/grades/schemas").then((m) => m.ZEvaluationInput),
    initialValues,
  );
  // the term's bounds come back as "YYYY-MM-DD": say them as the date fields show days
  const showError = (error: unknown) => {
    const fields = fieldErrorsOfError(error);
    if (!fields || !Object.values(fields).some((f) => f.key === "validation.dateInTerm")) return showServerError(error);
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields)) {
      const values =
        message.values &&
        Object.fromEntries(Object.entries(message.values).map(([k, v]) => [k, typeof v === "string" ? showDay(v) : v]));
      errors[path] = t(message.key, values);
    }
    form.setErrors(errors);
    setTimeout(() => document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(), 0);
  };
  const submit = useFormAction(showError);
  return (
    <form
      noValidate
      data-testid="evaluation-form"
      onSubmit={form.onSubmit((input) => submit(save.mutateAsync(input), { then: onDone }))}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("evaluations.termBounds", { from: showDay(term.startsOn), to: showDay(term.endsOn) })}
        </Text>
        <Select
          label={t("evaluations.kind")}
          name="kind"
          required
          allowDeselect={false}
          data={EVALUATION_KINDS.map((kind) => ({ value: kind, label: t(`grades.kind.${kind}`) }))}
          {...form.getInputProps("kind")}
        />
        <TextInput
          label={t("evaluations.titleField")}
          name="title"
          dir="auto"
          maxLength={80}
          description={t("evaluations.titleHint")}
          {...form.getInputProps("title")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t("evaluations.from")}
            name="from"
            required
            {...form.getInputProps("from")}
            onChange={(day) => {
              form.setFieldValue("from", day);
              // most evaluations last one day: the end follows until it is set
              if (!form.getValues().to) form.setFieldValue("to", day);
            }}
          />
          <DateField label={t("evaluations.to")} name="to" required {...form.getInputProps("to")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("confirm.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

"use client";

import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useRef, useTransition, type ReactNode } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction, useRunAction } from "~/ui/actions";
import { useRefresh } from "~/ui/refresh";
import { useT } from "~/i18n/client";
import type { TJustifyInput } from "~/modules/teaching/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const loadFields = () => import("./justify-fields");
const JustifyFields = lazy(() => loadFields().then((m) => ({ default: m.JustifyFields })));
const prefetchFields = () => void loadFields();

/**
 * A parent's justification around the server-rendered list of absences: the list's checkboxes (name="sessionIds")
 * are read as they change, then a reason and an optional note, checked by the procedure's own schema.
 */
export function JustifyAbsences({
  studentId,
  reasons,
  hasChoices,
  children,
}: {
  studentId: string;
  reasons: { value: string; label: string }[];
  hasChoices: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const refresh = useRefresh();
  const formRef = useRef<HTMLFormElement>(null);
  const [refreshing, startRefresh] = useTransition();
  const justify = useLazyMutation((trpc, input: TJustifyInput) => trpc.absences.justify.mutate(input));
  const initialValues: TJustifyInput = { studentId, sessionIds: [], reason: "" as TJustifyInput["reason"], note: "" };
  const { form, showServerError } = useZodForm(
    () => import("~/modules/teaching/schemas").then((m) => m.ZJustifyInput),
    initialValues,
  );
  const submit = useFormAction(showServerError);
  const selected = form.getValues().sessionIds.length;
  const readChoices = () => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="sessionIds"]:checked') ?? [];
    form.setFieldValue(
      "sessionIds",
      [...boxes].map((box) => box.value),
    );
    form.clearFieldError("sessionIds");
  };
  return (
    <form
      ref={formRef}
      noValidate
      data-testid="justify-form"
      onPointerEnter={hasChoices ? prefetchFields : undefined}
      onFocus={hasChoices ? prefetchFields : undefined}
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement && target.name === "sessionIds") readChoices();
      }}
      onSubmit={form.onSubmit((values) =>
        submit(justify.mutateAsync(values), {
          then: () => {
            formRef.current?.reset();
            form.reset();
            startRefresh(() => void refresh());
          },
        }),
      )}
    >
      {children}
      {hasChoices && (
        <Paper
          withBorder
          shadow="md"
          p="sm"
          mt="lg"
          component="section"
          aria-labelledby="justify-title"
          style={{ position: "sticky", bottom: "var(--mantine-spacing-xs)", zIndex: 2 }}
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h4" id="justify-title">
                {t("absences.justify.title")}
              </Title>
              <Text
                size="sm"
                c={form.errors.sessionIds ? "red" : "dimmed"}
                aria-live="polite"
                data-testid="justify-selected"
              >
                {t("absences.justify.selected", { count: selected })}
              </Text>
            </Group>
            {form.errors.sessionIds ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.sessionIds}
              </Text>
            ) : (
              selected === 0 && (
                <Text size="sm" c="dimmed">
                  {t("absences.justify.hint")}
                </Text>
              )
            )}
            {selected > 0 && (
              <Suspense fallback={null}>
                <JustifyFields
                  reasons={reasons}
                  reason={form.getInputProps("reason")}
                  note={form.getInputProps("note")}
                />
              </Suspense>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={justify.isPending || refreshing}>
                {t("absences.justify.submit")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </form>
  );
}

/** The school's decision on one pending justification. */
export function DecideButtons({ studentId, sessionId }: { studentId: string; sessionId: string }) {
  const t = useT();
  const refresh = useRefresh();
  const run = useRunAction();
  const [refreshing, startRefresh] = useTransition();
  const decide = useLazyMutation((trpc, input: { studentId: string; sessionIds: string[]; accept: boolean }) =>
    trpc.absences.decide.mutate(input),
  );
  const act = async (accept: boolean) => {
    const result = await run(decide.mutateAsync({ studentId, sessionIds: [sessionId], accept }));
    // refreshed either way: a refusal "already decided" by someone else shows the current state too
    startRefresh(() => void refresh());
    return result;
  };
  const busy = decide.isPending || refreshing;
  return (
    <Group gap="xs" mt="xs" justify="flex-end">
      <Button size="xs" color="teal" disabled={busy} onClick={() => void act(true)}>
        {t("absences.accept")}
      </Button>
      <Button size="xs" variant="light" color="red" disabled={busy} onClick={() => void act(false)}>
        {t("absences.refuse")}
      </Button>
    </Group>
  );
}

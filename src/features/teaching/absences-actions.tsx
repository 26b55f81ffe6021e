"use client";

import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useTransition, type ReactNode } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useFormAction, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import type { TJustifyInput } from "~/lib/schemas/teaching";
import { useTRPC } from "~/trpc/react";

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
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [refreshing, startRefresh] = useTransition();
  const justify = useMutation(trpc.absences.justify.mutationOptions());
  const initialValues: TJustifyInput = { studentId, sessionIds: [], reason: "" as TJustifyInput["reason"], note: "" };
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/teaching").then((m) => m.ZJustifyInput), initialValues);
  const submit = useFormAction(showServerError);
  const selected = form.getValues().sessionIds.length;
  const readChoices = () => {
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('input[name="sessionIds"]:checked') ?? [];
    form.setFieldValue("sessionIds", [...boxes].map((box) => box.value));
    form.clearFieldError("sessionIds");
  };
  return (
    <form
      ref={formRef}
      noValidate
      data-testid="justify-form"
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement && target.name === "sessionIds") readChoices();
      }}
      onSubmit={form.onSubmit((values) =>
        submit(justify.mutateAsync(values), {
          then: () => {
            formRef.current?.reset();
            form.reset();
            startRefresh(() => router.refresh());
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
              <Text size="sm" c={form.errors.sessionIds ? "red" : "dimmed"} aria-live="polite" data-testid="justify-selected">
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
              <>
                <Select label={t("absences.justify.reason")} name="reason" required data={reasons} {...form.getInputProps("reason")} />
                <Textarea label={t("absences.justify.note")} name="note" autosize minRows={2} maxLength={500} dir="auto" {...form.getInputProps("note")} />
              </>
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
  const trpc = useTRPC();
  const router = useRouter();
  const run = useRunAction();
  const [refreshing, startRefresh] = useTransition();
  const decide = useMutation(trpc.absences.decide.mutationOptions());
  const act = async (accept: boolean) => {
    const result = await run(decide.mutateAsync({ studentId, sessionIds: [sessionId], accept }));
    // refreshed either way: a refusal "already decided" by someone else shows the current state too
    startRefresh(() => router.refresh());
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

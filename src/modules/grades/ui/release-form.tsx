"use client";

import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { TReleaseEvaluation } from "~/modules/grades/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * Releases an evaluation's marks to its families (issue 32) with a remark they read beside their child's mark, or
 * saves a changed remark on a released one; loaded when a teacher opens it. The level's refusal (marks with the
 * report card only) comes back under the form, and the remark typed stays.
 */
export function ReleaseForm({
  evaluationId,
  remark,
  released,
  onDone,
}: {
  evaluationId: string;
  remark: string;
  released: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const release = useLazyMutation((trpc, input: TReleaseEvaluation) => trpc.marks.release.mutate(input));
  const { form, showServerError } = useZodForm(
    () => import("~/modules/grades/schemas").then((m) => m.ZReleaseEvaluation),
    { evaluationId, released: true, remark } as TReleaseEvaluation,
  );
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      data-testid="release-form"
      onSubmit={form.onSubmit((values) => submit(release.mutateAsync({ ...values, released: true }), { then: onDone }))}
    >
      <Stack>
        <Textarea
          label={t("marks.remarkLabel")}
          name="remark"
          autosize
          minRows={2}
          maxLength={300}
          dir="auto"
          {...form.getInputProps("remark")}
        />
        {form.errors.released && (
          <Text size="sm" c="red" role="alert">
            {String(form.errors.released)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={release.isPending} data-testid="confirm-release">
            {released ? t("common.save") : t("marks.release")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

"use client";

import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import type { TPushScheduleInput } from "~/modules/notify/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { CardHeading } from "~/ui/card-heading";

/**
 * /settings, 'edit school notifications': when pushes may ring on phones — quiet hours, and the time results are
 * pushed — and whether they carry the detail. The list and the bell update at once whatever is chosen. Says so
 * when this server sends no pushes.
 */
export function PushScheduleCard({
  schoolId,
  schedule,
}: {
  schoolId: string;
  schedule: RouterOutputs["notifications"]["pushSchedule"];
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TPushScheduleInput) =>
    trpc.notifications.updatePushSchedule.mutate(input),
  );
  const { form, showServerError } = useZodForm(
    () => import("~/modules/notify/schemas").then((m) => m.ZPushScheduleInput),
    {
      schoolId,
      quietFrom: schedule.quietFrom ?? "",
      quietTo: schedule.quietTo ?? "",
      resultsAt: schedule.resultsAt ?? "",
      detailedPushes: schedule.detailedPushes,
    },
  );
  const submit = useFormAction(showServerError);
  return (
    <Card withBorder padding="lg" data-testid="push-schedule">
      <form noValidate onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values)))}>
        <Stack>
          <CardHeading title={t("notifications.schedule.title")} help={t("notifications.schedule.help")} />
          {!schedule.pushEnabled && (
            <Text size="sm" fw={500} data-testid="push-off">
              {t("notifications.schedule.pushOff")}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              type="time"
              label={t("notifications.schedule.quietFrom")}
              name="quietFrom"
              {...form.getInputProps("quietFrom")}
            />
            <TextInput
              type="time"
              label={t("notifications.schedule.quietTo")}
              name="quietTo"
              {...form.getInputProps("quietTo")}
            />
            <TextInput
              type="time"
              label={t("notifications.schedule.resultsAt")}
              description={t("notifications.schedule.resultsHint")}
              name="resultsAt"
              {...form.getInputProps("resultsAt")}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t("notifications.schedule.quietHint")}
          </Text>
          <Checkbox
            label={t("notifications.schedule.detailed")}
            description={t("notifications.schedule.detailedHint")}
            name="detailedPushes"
            data-testid="detailed-pushes"
            {...form.getInputProps("detailedPushes", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-schedule">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

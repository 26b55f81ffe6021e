"use client";

import { Button, Group, NativeSelect } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction, useRunAction } from "~/ui/actions";
import { weekdayCode } from "~/ui/format";
import { useT } from "~/i18n/client";
import { BRIEF_HOURS } from "~/modules/notify/domain/window";
import type { TBriefSettings } from "~/modules/notify/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekly brief's schedule: a weekday (or none) and an hour, Algeria's time. */
export function BriefForm({ schoolId, day, hour }: { schoolId: string; day: number | null; hour: number }) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TBriefSettings) => trpc.brief.updateSettings.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/modules/notify/schemas").then((m) => m.ZBriefSettings), {
    schoolId,
    day: day === null ? "" : String(day),
    hour: String(hour),
  } as unknown as TBriefSettings);
  const submit = useFormAction(showServerError);
  const run = useRunAction();
  const sendNow = useLazyMutation((trpc, input: { schoolId: string }) => trpc.brief.sendNow.mutate(input));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values)))} data-testid="brief-form">
      <Group grow align="flex-start">
        <NativeSelect
          label={t("brief.settings.day")}
          name="day"
          data={[
            { value: "", label: t("brief.settings.none") },
            ...DAYS.map((d) => ({ value: String(d), label: t("weekday.long", { day: weekdayCode(d) }) })),
          ]}
          {...form.getInputProps("day")}
        />
        <NativeSelect
          label={t("brief.settings.hour")}
          name="hour"
          dir="ltr"
          data={BRIEF_HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }))}
          {...form.getInputProps("hour")}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        <Button
          variant="light"
          loading={sendNow.isPending}
          onClick={() => run(sendNow.mutateAsync({ schoolId }), t("brief.settings.sent"))}
          data-testid="send-brief-now"
        >
          {t("brief.settings.sendNow")}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="save-brief">
          {t("common.save")}
        </Button>
      </Group>
    </form>
  );
}

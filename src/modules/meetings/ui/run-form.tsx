"use client";

import { Button, Group, Stack } from "@mantine/core";
import { Checkbox, TextField as TextInput } from "~/ui/controls";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { DateField } from "~/ui/date-field";
import { useT } from "~/i18n/client";
import { MEETING_PLACE_MAX, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN } from "~/modules/meetings/domain/constants";
import type { TOpenMeetingDay, TPublishSlots } from "~/modules/meetings/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import classes from "./meetings.module.css";

/**
 * A run of slots on one day — from, to, each so many minutes: a teacher's reception slots ("publish", with a place),
 * or the school's parent-teacher day ("day", with a title, for every teacher). The schema's messages show inline.
 */
export function RunForm({ schoolId, kind }: { schoolId: string; kind: "publish" | "day" }) {
  const t = useT();
  const publish = useLazyMutation((trpc, input: TPublishSlots) => trpc.meetings.publish.mutate(input));
  const openDay = useLazyMutation((trpc, input: TOpenMeetingDay) => trpc.meetings.openDay.mutate(input));
  const day = kind === "day";
  const { form, showServerError, prefetch } = useZodForm(
    () => import("~/modules/meetings/schemas").then((m) => (day ? m.ZOpenMeetingDay : m.ZPublishSlots)),
    {
      schoolId,
      date: "",
      from: day ? "14:00" : "",
      to: day ? "17:00" : "",
      minutes: day ? 10 : 15,
      place: "",
      title: "",
      ...(day ? {} : { freeOnly: true }),
    } as never,
  );
  const submit = useFormAction(showServerError);
  const values = form.values as unknown as { date: string };
  return (
    <form
      noValidate
      onFocus={prefetch}
      data-testid={day ? "open-day-form" : "publish-form"}
      onSubmit={form.onSubmit((v) =>
        day
          ? submit(openDay.mutateAsync(v as TOpenMeetingDay), {
              success: (r) => t("meetings.dayOpened", { slots: r.slots, teachers: r.teachers }),
              then: () => form.reset(),
            })
          : submit(publish.mutateAsync(v as TPublishSlots), {
              success: (r) => t("meetings.published", { count: r.created }),
            }),
      )}
    >
      <Stack>
        {day && (
          <TextInput
            label={t("meetings.dayTitle")}
            name="title"
            required
            maxLength={120}
            {...form.getInputProps("title")}
          />
        )}
        <div className={classes.runGrid}>
          <DateField
            label={t("meetings.date")}
            name="date"
            required
            value={values.date}
            error={form.errors.date}
            onChange={(d) => form.setFieldValue("date", d)}
          />
          <TextInput
            type="time"
            label={t("meetings.from")}
            name="from"
            required
            dir="ltr"
            {...form.getInputProps("from")}
          />
          <TextInput type="time" label={t("meetings.to")} name="to" required dir="ltr" {...form.getInputProps("to")} />
          <TextInput
            type="number"
            label={t("meetings.minutes")}
            name="minutes"
            required
            min={SLOT_MINUTES_MIN}
            max={SLOT_MINUTES_MAX}
            dir="ltr"
            {...form.getInputProps("minutes")}
          />
        </div>
        {!day && (
          <TextInput
            label={t("meetings.place")}
            name="place"
            maxLength={MEETING_PLACE_MAX}
            {...form.getInputProps("place")}
          />
        )}
        {!day && (
          <Checkbox
            label={t("meetings.freeOnly")}
            name="freeOnly"
            data-testid="free-only"
            {...form.getInputProps("freeOnly", { type: "checkbox" })}
          />
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={publish.isPending || openDay.isPending}
            data-testid={day ? "open-day" : "publish-slots"}
          >
            {t(day ? "meetings.openDay" : "meetings.publish")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

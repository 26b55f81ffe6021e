"use client";

import { Button, Card, Checkbox, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { useLocale, useT } from "~/i18n/client";
import type { MessagingRules } from "~/modules/messages/domain/messaging-rules";
import type { TMessagingRules } from "~/modules/messages/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { CardHeading } from "~/ui/card-heading";

// Algeria's week first: Sunday (0) … Saturday (6)
const DAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * /settings, 'edit school notifications': the teachers' hours (days and times; outside them families are told when
 * to expect an answer, and staff are not pushed) and whether parents may write to teachers or only to the office.
 */
export function MessagingRulesCard({ schoolId, rules }: { schoolId: string; rules: MessagingRules }) {
  const t = useT();
  const locale = useLocale();
  const save = useLazyMutation((trpc, input: TMessagingRules & { schoolId: string }) =>
    trpc.messages.updateRules.mutate(input),
  );
  const { form, showServerError } = useZodForm(
    () => import("~/modules/messages/schemas").then((m) => m.ZMessagingRules),
    { ...rules },
  );
  const submit = useFormAction(showServerError);
  const dayName = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ" : locale, { weekday: "long", timeZone: "UTC" });
  const days = form.values.days;
  return (
    <Card withBorder padding="lg" data-testid="messaging-rules">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          submit(save.mutateAsync({ ...values, schoolId }), { success: t("messages.rules.saved") }),
        )}
      >
        <Stack>
          <CardHeading title={t("messages.rules.title")} help={t("messages.rules.hint")} />
          <SimpleGrid cols={{ base: 2, xs: 3 }}>
            <TextInput
              type="time"
              label={t("messages.rules.hoursFrom")}
              name="hoursFrom"
              dir="ltr"
              {...form.getInputProps("hoursFrom")}
            />
            <TextInput
              type="time"
              label={t("messages.rules.hoursTo")}
              name="hoursTo"
              dir="ltr"
              {...form.getInputProps("hoursTo")}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={t("messages.rules.days")}
            value={days.map(String)}
            onChange={(v) => form.setFieldValue("days", v.map(Number).sort())}
          >
            <Group gap="md" mt={4}>
              {DAYS.map((d) => (
                <Checkbox key={d} value={String(d)} label={dayName.format(new Date(Date.UTC(2026, 10, 29 + d, 12)))} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox
            label={t("messages.rules.parentsToTeachers")}
            name="parentsToTeachers"
            data-testid="parents-to-teachers"
            {...form.getInputProps("parentsToTeachers", { type: "checkbox" })}
          />
          <Checkbox
            label={t("messages.rules.studentsToTeachers")}
            name="studentsToTeachers"
            data-testid="students-to-teachers"
            {...form.getInputProps("studentsToTeachers", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-messaging-rules">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

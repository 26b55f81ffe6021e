"use client";

import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { CardHeading } from "~/ui/card-heading";

/**
 * /settings ('edit school'): online payment through Chargily Pay (Edahabia, CIB). The secret key is stored encrypted
 * and never shown again: the card says whether one is set; an empty key turns online payment off.
 */
export function OnlineSettingsCard({
  schoolId,
  settings,
}: {
  schoolId: string;
  settings: { configured: boolean; mode: "test" | "live" };
}) {
  const t = useT();
  const [configured, setConfigured] = useState(settings.configured);
  const save = useLazyMutation((trpc, input: { schoolId: string; secretKey: string; mode: "test" | "live" }) =>
    trpc.payments.setOnlineSettings.mutate(input),
  );
  const { form, showServerError } = useZodForm(
    () => import("~/modules/payments/schemas").then((m) => m.ZOnlineSettingsInput),
    { schoolId, secretKey: "", mode: settings.mode },
  );
  const submit = useFormAction(showServerError);
  return (
    <Card withBorder padding="lg" data-testid="online-payments">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          submit(save.mutateAsync(values), {
            then: () => {
              setConfigured(!!values.secretKey.trim());
              form.setFieldValue("secretKey", "");
            },
          }),
        )}
      >
        <Stack>
          <CardHeading title={t("payments.online.title")} help={t("payments.online.help")} />
          <Text size="sm" fw={500} data-testid="online-status">
            {t(configured ? "payments.online.on" : "payments.online.off")}
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <NativeSelect
              label={t("payments.online.mode")}
              name="mode"
              data={[
                { value: "test", label: t("payments.online.mode.test") },
                { value: "live", label: t("payments.online.mode.live") },
              ]}
              {...form.getInputProps("mode")}
            />
            {/* a plain password field: Mantine's PasswordInput (its show button) weighs 2 kB on a page at its budget */}
            <TextInput
              type="password"
              label={t("payments.online.secretKey")}
              name="secretKey"
              autoComplete="off"
              dir="ltr"
              {...form.getInputProps("secretKey")}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-online">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

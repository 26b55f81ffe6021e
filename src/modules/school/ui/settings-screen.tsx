"use client";

import {
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useCommunes, type Commune } from "~/ui/use-communes";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { LazySelect } from "~/ui/lazy-select";
import { useLocale, useT } from "~/i18n/client";
import { TERM_TYPES } from "~/modules/school/domain/constants";
import type { TSchoolSettingsInput } from "~/modules/school/schemas/school-settings";
import { WEEKDAYS } from "~/lib/weekdays";
import { weekdayCode } from "~/ui/format";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { PageHeader, useFormAction, useRunAction } from "~/ui/actions";

type Settings = RouterOutputs["school"]["settings"];
const LINKS = [
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "x",
  "linkedin",
  "telegram",
  "androidUrl",
  "iosUrl",
  "videoUrl",
] as const;

/**
 * /settings: the school's identity, address, teaching days, links, term type, report-card headers, maintenance and
 * holidays. Rendered from the server's data: the settings (phone already in its national form), the wilayas and
 * the stored wilaya's communes; another wilaya's communes load when it is chosen.
 */
export function SettingsScreen({
  settings,
  wilayas,
  communes: storedCommunes,
}: {
  settings: Settings;
  wilayas: { code: string; nameFr: string; nameAr: string }[];
  /** the communes of the stored wilaya (none without one) */
  communes: Commune[];
}) {
  const t = useT();
  const locale = useLocale();
  const update = useLazyMutation((trpc, input: TSchoolSettingsInput) => trpc.school.updateSettings.mutate(input));
  const initial: TSchoolSettingsInput = {
    schoolId: settings.id,
    name: settings.name,
    termType: settings.termType,
    wilayaCode: settings.wilayaCode ?? "",
    communeCode: settings.communeCode ?? "",
    street: settings.street ?? "",
    phone: settings.phone ?? "",
    email: settings.email ?? "",
    socialEmail: settings.socialEmail ?? "",
    reportHeaderFr: settings.reportHeaderFr ?? "",
    reportHeaderEn: settings.reportHeaderEn ?? "",
    reportHeaderAr: settings.reportHeaderAr ?? "",
    headName: settings.headName ?? "",
    schoolDays: settings.schoolDays,
    showRank: settings.showRank,
    distinctionBounds: settings.distinctionBounds.map((h) => h / 100),
    termWeights: Array.from(
      { length: settings.termType === "SEMIANNUAL" ? 2 : 3 },
      (_, i) => settings.termWeights[i] ?? 1,
    ),
    ...Object.fromEntries(LINKS.map((k) => [k, settings[k] ?? ""])),
  };
  const { form, showServerError } = useZodForm(
    () => import("~/modules/school/schemas/school-settings").then((m) => m.ZSchoolSettingsInput),
    initial,
  );
  const submit = useFormAction(showServerError);
  const wilayaCode = form.values.wilayaCode || null;
  const { communes } = useCommunes(
    wilayaCode,
    settings.wilayaCode ? { wilayaCode: settings.wilayaCode, communes: storedCommunes } : undefined,
  );
  const place = (row: { code: string; nameFr: string; nameAr: string }) =>
    `${row.code} — ${locale === "ar" ? row.nameAr : row.nameFr}`;
  return (
    <Stack gap="lg">
      <PageHeader title={t("settings.title")} subtitle={settings.name} />
      <Flags settings={settings} />
      <form noValidate onSubmit={form.onSubmit((values) => submit(update.mutateAsync(values)))}>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="md">
              {t("settings.identity")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("settings.name")} name="name" required {...form.getInputProps("name")} />
              <NativeSelect
                label={t("settings.termType")}
                name="termType"
                data={TERM_TYPES.map((v) => ({ value: v, label: t(`settings.termType.${v}`) }))}
                {...form.getInputProps("termType")}
              />
              <LazySelect
                label={t("settings.wilaya")}
                name="wilayaCode"
                searchable
                clearable
                data={wilayas.map((w) => ({ value: w.code, label: place(w) }))}
                error={form.errors.wilayaCode ?? (settings.wilayaCode ? undefined : t("settings.wilayaMissing"))}
                value={form.values.wilayaCode || null}
                onChange={(v) => {
                  form.setFieldValue("wilayaCode", v ?? "");
                  form.setFieldValue("communeCode", "");
                }}
              />
              <LazySelect
                label={t("settings.commune")}
                name="communeCode"
                searchable
                clearable
                disabled={!wilayaCode}
                data={communes.map((c) => ({ value: c.code, label: place(c) }))}
                error={form.errors.communeCode}
                value={form.values.communeCode || null}
                onChange={(v) => form.setFieldValue("communeCode", v ?? "")}
              />
              <TextInput label={t("settings.street")} name="street" {...form.getInputProps("street")} />
              <TextInput
                type="tel"
                label={t("auth.signup.phone")}
                name="phone"
                dir="ltr"
                {...form.getInputProps("phone")}
              />
              <TextInput
                type="email"
                label={t("auth.signup.email")}
                name="email"
                dir="ltr"
                {...form.getInputProps("email")}
              />
              <TextInput
                label={t("settings.headName")}
                description={t("settings.headNameHint")}
                name="headName"
                {...form.getInputProps("headName")}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg">
            <Checkbox.Group
              label={
                <Title order={2} fz="h4" component="span">
                  {t("timetables.schoolDays")}
                </Title>
              }
              description={t("timetables.schoolDays.hint")}
              value={(form.values.schoolDays ?? []).map(String)}
              onChange={(days) => form.setFieldValue("schoolDays", days.map(Number))}
              error={form.errors.schoolDays}
            >
              <Group mt="sm" gap="md">
                {WEEKDAYS.map((day) => (
                  <Checkbox
                    key={day}
                    name="schoolDays"
                    value={String(day)}
                    label={t("weekday.long", { day: weekdayCode(day) })}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="md">
              {t("settings.links")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {LINKS.map((k) => (
                <TextInput
                  key={k}
                  type="url"
                  label={t(`settings.link.${k}`)}
                  name={k}
                  dir="ltr"
                  placeholder="https://"
                  {...form.getInputProps(k)}
                />
              ))}
              <TextInput
                type="email"
                label={t("settings.link.socialEmail")}
                name="socialEmail"
                dir="ltr"
                {...form.getInputProps("socialEmail")}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb={4}>
              {t("settings.reportHeaders")}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t("settings.reportHeadersHint")}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Textarea
                label={t("locale.fr")}
                name="reportHeaderFr"
                autosize
                minRows={3}
                lang="fr"
                dir="ltr"
                placeholder={settings.defaultHeaders.fr}
                {...form.getInputProps("reportHeaderFr")}
              />
              <Textarea
                label={t("locale.en")}
                name="reportHeaderEn"
                autosize
                minRows={3}
                lang="en"
                dir="ltr"
                placeholder={settings.defaultHeaders.en}
                {...form.getInputProps("reportHeaderEn")}
              />
              <Textarea
                label={t("locale.ar")}
                name="reportHeaderAr"
                autosize
                minRows={3}
                lang="ar"
                dir="rtl"
                placeholder={settings.defaultHeaders.ar}
                {...form.getInputProps("reportHeaderAr")}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb={4}>
              {t("settings.grading")}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t("settings.noWarnings")}
            </Text>
            <Stack gap="md">
              <Switch
                name="showRank"
                label={t("settings.showRank")}
                {...form.getInputProps("showRank", { type: "checkbox" })}
              />
              <Text size="sm" fw={500} id="distinctions-label">
                {t("settings.distinctions")}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} role="group" aria-labelledby="distinctions-label">
                {(["EXCELLENCE", "CONGRATULATIONS", "ENCOURAGEMENTS", "HONOUR_ROLL"] as const).map((d, i) => (
                  <TextInput
                    key={d}
                    label={t(`grades.distinction.${d}`)}
                    name={`distinctionBounds.${i}`}
                    inputMode="decimal"
                    dir="ltr"
                    {...form.getInputProps(`distinctionBounds.${i}`)}
                  />
                ))}
              </SimpleGrid>
              {form.errors.distinctionBounds && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.distinctionBounds}
                </Text>
              )}
              <Text size="sm" fw={500} id="weights-label">
                {t("settings.termWeights")}
              </Text>
              <SimpleGrid cols={{ base: 3, sm: 6 }} role="group" aria-labelledby="weights-label">
                {(form.values.termWeights ?? []).map((_, i) => (
                  <TextInput
                    key={i}
                    label={t("reportCards.termShort", {
                      type: form.values.termType ?? settings.termType,
                      number: i + 1,
                    })}
                    name={`termWeights.${i}`}
                    inputMode="numeric"
                    dir="ltr"
                    {...form.getInputProps(`termWeights.${i}`)}
                  />
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t("settings.termWeightsHint")}
              </Text>
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Maintenance and holiday switches, saved at once (the shell shows their notices to the school's members). */
function Flags({ settings }: { settings: Settings }) {
  const t = useT();
  const run = useRunAction();
  const setFlags = useLazyMutation((trpc, input: { schoolId: string; maintenance?: boolean; holidayMode?: boolean }) =>
    trpc.school.setFlags.mutate(input),
  );
  const [flags, setLocal] = useState({ maintenance: settings.maintenance, holidayMode: settings.holidayMode });
  const toggle = async (key: "maintenance" | "holidayMode", value: boolean) => {
    setLocal((f) => ({ ...f, [key]: value }));
    const done = await run(setFlags.mutateAsync({ schoolId: settings.id, [key]: value }));
    if (!done) setLocal((f) => ({ ...f, [key]: !value }));
  };
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Switch
          name="maintenance"
          label={t("settings.maintenance")}
          description={t("settings.maintenanceHint")}
          checked={flags.maintenance}
          onChange={(e) => void toggle("maintenance", e.currentTarget.checked)}
        />
        <Switch
          name="holidayMode"
          label={t("settings.holidayMode")}
          description={t("settings.holidayModeHint")}
          checked={flags.holidayMode}
          onChange={(e) => void toggle("holidayMode", e.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}

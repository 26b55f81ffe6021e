"use client";

import { Button, Card, Group, NativeSelect, Stack } from "@mantine/core";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useFormAction } from "~/ui/actions";
import { TextField } from "~/ui/field";
import { useLocalizedName } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { MARKS_RELEASE_MODES, type MarksReleaseMode } from "~/modules/grades/domain/marks-release";
import type { TMarksRules } from "~/modules/grades/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { CardHeading } from "~/ui/card-heading";

interface LevelRule {
  levelId: string;
  name: { nameFr: string; nameEn: string; nameAr: string };
  mode: MarksReleaseMode;
  delayDays: number;
  parentsLagDays: number;
  runningAverage: boolean;
}

/**
 * /settings: marks as they come (issue 32), level by level — with the report card only (as before), as soon as the
 * teacher releases an evaluation, or some days after; parents some days after the students; the provisional average.
 */
export function MarksRulesCard({ schoolId, levels }: { schoolId: string; levels: LevelRule[] }) {
  const t = useT();
  const name = useLocalizedName();
  const save = useLazyMutation((trpc, input: TMarksRules) => trpc.marks.updateRules.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/modules/grades/schemas").then((m) => m.ZMarksRules), {
    schoolId,
    levels: levels.map(({ name: _name, ...rule }) => rule),
  } as TMarksRules);
  const submit = useFormAction(showServerError);
  const values = form.values as { levels: LevelRule[] };
  return (
    <Card withBorder padding="lg" data-testid="marks-rules">
      <form noValidate onSubmit={form.onSubmit((v) => submit(save.mutateAsync(v)))}>
        <Stack>
          <CardHeading title={t("marks.settings.title")} help={t("marks.settings.help")} />
          <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {levels.map((level, i) => {
              const mode = values.levels[i]?.mode ?? "NEVER";
              return (
                <li key={level.levelId} data-testid="marks-level" data-level={level.levelId}>
                  <div
                    style={{
                      display: "grid",
                      gap: "var(--mantine-spacing-xs)",
                      gridTemplateColumns: "repeat(auto-fit, minmax(9.5rem, 1fr))",
                      alignItems: "end",
                    }}
                  >
                    <NativeSelect
                      label={name(level.name)}
                      name={`levels.${i}.mode`}
                      data={MARKS_RELEASE_MODES.map((m) => ({ value: m, label: t(`marks.mode.${m}`) }))}
                      {...form.getInputProps(`levels.${i}.mode`)}
                    />
                    <TextField
                      type="number"
                      label={t("marks.settings.delayDays")}
                      name={`levels.${i}.delayDays`}
                      min={0}
                      max={60}
                      dir="ltr"
                      disabled={mode !== "AFTER_DAYS"}
                      {...form.getInputProps(`levels.${i}.delayDays`)}
                    />
                    <TextField
                      type="number"
                      label={t("marks.settings.parentsLag")}
                      name={`levels.${i}.parentsLagDays`}
                      min={0}
                      max={30}
                      dir="ltr"
                      disabled={mode === "NEVER"}
                      {...form.getInputProps(`levels.${i}.parentsLagDays`)}
                    />
                    <label
                      style={{
                        display: "flex",
                        gap: 8,
                        alignItems: "center",
                        minHeight: 36,
                        fontSize: "var(--mantine-font-size-sm)",
                      }}
                    >
                      <input
                        type="checkbox"
                        name={`levels.${i}.runningAverage`}
                        disabled={mode === "NEVER"}
                        {...form.getInputProps(`levels.${i}.runningAverage`, { type: "checkbox" })}
                      />
                      {t("marks.settings.runningAverage")}
                    </label>
                  </div>
                </li>
              );
            })}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-marks-rules">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

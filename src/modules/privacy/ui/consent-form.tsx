"use client";

import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { OPTIONAL_PURPOSES, type OptionalPurpose } from "~/modules/privacy/domain/purposes";
import { useLazyMutation } from "~/ui/trpc/lazy";

type Answers = Record<OptionalPurpose, boolean | null>;

/**
 * A parent's yes or no for each optional purpose of one school (issue 34), native radios (no form library in the
 * first load). Every purpose must be answered; the unanswered ones say so under their question.
 */
export function ConsentForm({ schoolId, initial, next }: { schoolId: string; initial: Answers; next: string | null }) {
  const t = useT();
  const router = useRouter();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [missing, setMissing] = useState<OptionalPurpose[]>([]);
  const save = useLazyMutation((trpc, input: { schoolId: string; answers: Record<OptionalPurpose, boolean> }) =>
    trpc.privacy.saveConsents.mutate(input),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const unanswered = OPTIONAL_PURPOSES.filter((p) => answers[p] === null);
    setMissing(unanswered);
    if (unanswered.length) {
      document.getElementById(`consent-${schoolId}-${unanswered[0]}-yes`)?.focus();
      return;
    }
    try {
      await save.mutateAsync({ schoolId, answers: answers as Record<OptionalPurpose, boolean> });
      toast.success(t("privacy.consent.saved"));
      if (next) router.push(next);
      else router.refresh();
    } catch (error) {
      const { key, values } = errorMessage(error);
      toast.error(t(key, values));
    }
  };
  return (
    <form noValidate onSubmit={submit} data-testid={`consent-form-${schoolId}`}>
      <Stack gap="sm">
        {OPTIONAL_PURPOSES.map((p) => {
          const name = `consent-${schoolId}-${p}`;
          const error = missing.includes(p) && answers[p] === null;
          return (
            <Card key={p} withBorder padding="sm" data-testid={`consent-${p}`}>
              <fieldset
                style={{ border: 0, margin: 0, padding: 0 }}
                aria-invalid={error || undefined}
                aria-describedby={error ? `${name}-error` : undefined}
              >
                <legend style={{ fontWeight: 600, padding: 0 }}>{t(`privacy.purpose.${p}`)}</legend>
                <Text size="sm" c="dimmed" mb={6}>
                  {t(`privacy.purpose.${p}.why`)}
                </Text>
                <Group gap="lg">
                  {([true, false] as const).map((value) => (
                    <label
                      key={String(value)}
                      style={{ display: "inline-flex", gap: 6, alignItems: "center", minHeight: 44 }}
                    >
                      <input
                        type="radio"
                        id={`${name}-${value ? "yes" : "no"}`}
                        name={name}
                        checked={answers[p] === value}
                        onChange={() => setAnswers((a) => ({ ...a, [p]: value }))}
                        style={{ width: 20, height: 20 }}
                      />
                      {t(value ? "privacy.consent.yes" : "privacy.consent.no")}
                    </label>
                  ))}
                </Group>
                {error && (
                  <Text id={`${name}-error`} size="sm" c="red" role="alert">
                    {t("privacy.error.answer")}
                  </Text>
                )}
              </fieldset>
            </Card>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="consent-save">
            {t("privacy.consent.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

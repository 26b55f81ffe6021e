"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { useRefresh } from "~/ui/refresh";
import { TextArea } from "~/ui/textarea";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

type Decision = { requestId: string; accept: boolean; answer: string };

/**
 * The school's (or the platform's) answer to a correction or erasure request: carried out — an erasure is then done
 * at once, after a confirmation — or refused with a reason the person reads (required, said on the field).
 */
export function DecideRequest({
  requestId,
  kind,
  platform,
}: {
  requestId: string;
  kind: "CORRECTION" | "ERASURE";
  platform: boolean;
}) {
  const t = useT();
  const refresh = useRefresh();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decide = useLazyMutation((trpc, input: Decision) =>
    platform ? trpc.privacy.decidePlatform.mutate(input) : trpc.privacy.decide.mutate(input),
  );
  const run = async (accept: boolean) => {
    setError(null);
    try {
      await decide.mutateAsync({ requestId, accept, answer });
      toast.success(t(accept ? "privacy.desk.done" : "privacy.desk.refused"));
      await refresh();
    } catch (e) {
      const field = fieldErrorsOfError(e)?.answer;
      if (field) setError(t(field.key, field.values));
      else {
        const { key, values } = errorMessage(e);
        toast.error(t(key, values));
      }
    }
  };
  return (
    <Stack gap="xs" data-testid="decide-request">
      <TextArea
        label={t("privacy.desk.answer")}
        description={t("privacy.desk.answerHint")}
        name="answer"
        minRows={2}
        maxLength={1000}
        value={answer}
        error={error}
        onChange={(e) => setAnswer(e.currentTarget.value)}
      />
      <Group gap="sm" justify="flex-end">
        <Button
          variant="default"
          color="red"
          loading={decide.isPending}
          onClick={() => run(false)}
          data-testid="refuse-request"
        >
          {t("privacy.desk.refuse")}
        </Button>
        {kind === "ERASURE" && !confirming ? (
          <Button color="red" onClick={() => setConfirming(true)} data-testid="erase-request">
            {t("privacy.desk.erase")}
          </Button>
        ) : (
          <Button
            color={kind === "ERASURE" ? "red" : undefined}
            loading={decide.isPending}
            onClick={() => run(true)}
            data-testid="accept-request"
          >
            {t(kind === "ERASURE" ? "privacy.desk.eraseConfirm" : "privacy.desk.accept")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

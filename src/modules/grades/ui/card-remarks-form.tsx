"use client";

import { Button, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useRunAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

type RemarksInput = { id: string; subjects: { subjectId: string; text: string }[]; general?: string };

/**
 * The remarks a reader of the card may write: a teacher's on their subjects, the head's (an administrator) general
 * one. 'Report card saved!'; what was typed stays on the screen if the save fails.
 */
export function CardRemarksForm({
  id,
  subjects,
  general,
}: {
  id: string;
  subjects: { subjectId: string; name: string; remark: string }[];
  general: string | null;
}) {
  const t = useT();
  const run = useRunAction();
  const save = useLazyMutation((trpc, input: RemarksInput) => trpc.reportCards.saveRemarks.mutate(input));
  const [texts, setTexts] = useState(() => Object.fromEntries(subjects.map((s) => [s.subjectId, s.remark])));
  const [head, setHead] = useState(general ?? "");
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-labelledby="remarks-title"
      onSubmit={async (event) => {
        event.preventDefault();
        // run shows the card again from the server (useRefresh) once saved
        await run(
          save.mutateAsync({
            id,
            subjects: subjects.map((s) => ({ subjectId: s.subjectId, text: texts[s.subjectId] ?? "" })),
            ...(general !== null ? { general: head } : {}),
          }),
          t("success.reportCardSaved"),
        );
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="remarks-title">
          {t("reportCards.remarksTitle")}
        </Title>
        {subjects.map((s) => (
          <Textarea
            key={s.subjectId}
            label={s.name}
            name={`remark-${s.subjectId}`}
            autosize
            minRows={1}
            maxLength={300}
            value={texts[s.subjectId] ?? ""}
            onChange={(e) => setTexts({ ...texts, [s.subjectId]: e.currentTarget.value })}
          />
        ))}
        {general !== null && (
          <Textarea
            label={t("reportCards.generalRemark")}
            name="general"
            autosize
            minRows={2}
            maxLength={600}
            value={head}
            onChange={(e) => setHead(e.currentTarget.value)}
          />
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }} data-testid="save-remarks">
          {t("reportCards.saveRemarks")}
        </Button>
      </Stack>
    </Paper>
  );
}

"use client";

import { Button, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { useTRPC } from "~/trpc/react";

/**
 * The remarks a reader of the card may write: a teacher's on their subjects, the head's (an administrator) general
 * one. 'Report card saved!'; what was typed stays on the screen if the save fails.
 */
export function CardRemarksForm({ id, subjects, general }: { id: string; subjects: { subjectId: string; name: string; remark: string }[]; general: string | null }) {
  const t = useT();
  const trpc = useTRPC();
  const router = useRouter();
  const run = useRunAction();
  const save = useMutation(trpc.reportCards.saveRemarks.mutationOptions());
  const [texts, setTexts] = useState(() => Object.fromEntries(subjects.map((s) => [s.subjectId, s.remark])));
  const [head, setHead] = useState(general ?? "");
  return (
    <Paper withBorder p="md" component="form" aria-labelledby="remarks-title" onSubmit={async (event) => {
      event.preventDefault();
      const done = await run(
        save.mutateAsync({ id, subjects: subjects.map((s) => ({ subjectId: s.subjectId, text: texts[s.subjectId] ?? "" })), ...(general !== null ? { general: head } : {}) }),
        t("success.reportCardSaved"),
      );
      if (done) router.refresh();
    }}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id="remarks-title">
          {t("reportCards.remarksTitle")}
        </Title>
        {subjects.map((s) => (
          <Textarea key={s.subjectId} label={s.name} name={`remark-${s.subjectId}`} autosize minRows={1} maxLength={300} value={texts[s.subjectId] ?? ""} onChange={(e) => setTexts({ ...texts, [s.subjectId]: e.currentTarget.value })} />
        ))}
        {general !== null && (
          <Textarea label={t("reportCards.generalRemark")} name="general" autosize minRows={2} maxLength={600} value={head} onChange={(e) => setHead(e.currentTarget.value)} />
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }} data-testid="save-remarks">
          {t("reportCards.saveRemarks")}
        </Button>
      </Stack>
    </Paper>
  );
}

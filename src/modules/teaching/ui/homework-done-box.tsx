"use client";

import { Checkbox } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";

/** The student's "done" tick: saved at once, then the server-rendered list regroups (late → recently done). */
export function HomeworkDoneBox({ homeworkId, done, label }: { homeworkId: string; done: boolean; label: string }) {
  const t = useT();
  const router = useRouter();
  const [checked, setChecked] = useState(done);
  const [refreshing, startRefresh] = useTransition();
  const setDone = useLazyMutation((trpc, input: { homeworkId: string; done: boolean }) =>
    trpc.homework.setDone.mutate(input),
  );
  return (
    <Checkbox
      label={label}
      name={`done-${homeworkId}`}
      checked={checked}
      disabled={setDone.isPending || refreshing}
      style={{ flexShrink: 0 }}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setChecked(next);
        void setDone.mutateAsync({ homeworkId, done: next }).then(
          () => startRefresh(() => router.refresh()),
          (error: unknown) => {
            setChecked(!next);
            const message = errorMessage(error);
            toast.error(t(message.key, message.values));
          },
        );
      }}
    />
  );
}

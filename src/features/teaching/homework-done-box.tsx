"use client";

import { Checkbox } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "~/features/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import { useTRPC } from "~/trpc/react";

/** The student's "done" tick: saved at once, then the server-rendered list regroups (late → recently done). */
export function HomeworkDoneBox({ homeworkId, done, label }: { homeworkId: string; done: boolean; label: string }) {
  const t = useT();
  const trpc = useTRPC();
  const router = useRouter();
  const [checked, setChecked] = useState(done);
  const [refreshing, startRefresh] = useTransition();
  const setDone = useMutation(trpc.homework.setDone.mutationOptions());
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
        setDone.mutate(
          { homeworkId, done: next },
          {
            onSuccess: () => startRefresh(() => router.refresh()),
            onError: (error) => {
              setChecked(!next);
              const message = errorMessage(error);
              toast.error(t(message.key, message.values));
            },
          },
        );
      }}
    />
  );
}

"use client";

import { Button, Group, Stack } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useT } from "~/i18n/client";
import type { AttendanceStatusKey } from "~/modules/teaching/domain/constants";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AttendanceList, changedMarks, type AttendanceStudent } from "./attendance-list";

/** /attendance: everyone present by default, one tap to change, one save (of the changes only). */
export function AttendanceForm({
  slotId,
  date,
  students,
}: {
  slotId: string;
  date: string;
  students: AttendanceStudent[];
}) {
  const t = useT();
  const router = useRouter();
  const save = useLazyMutation(
    (trpc, input: { slotId: string; date: string; marks: { studentId: string; status: AttendanceStatusKey }[] }) =>
      trpc.textbook.saveAttendance.mutate(input),
  );
  const [marks, setMarks] = useState<Record<string, AttendanceStatusKey>>({});
  const submit = async () => {
    try {
      await save.mutateAsync({ slotId, date, marks: changedMarks(students, marks) });
      toast.success(t("attendance.saved"));
      setMarks({});
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  return (
    <Stack>
      <AttendanceList
        students={students}
        marks={marks}
        onChange={(id, status) => setMarks((m) => ({ ...m, [id]: status }))}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="save-attendance">
          {t("common.save")}
        </Button>
      </Group>
    </Stack>
  );
}

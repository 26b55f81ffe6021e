"use client";

import { Button, Group, Stack, Switch, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import { useRunAction } from "~/ui/actions";
import { useT } from "~/i18n/client";
import type { classHomework } from "~/modules/teaching/server/homework";
import { useLazyMutation } from "~/ui/trpc/lazy";

export type ClassHomework = Awaited<ReturnType<typeof classHomework>>;
export type HomeworkItem = ClassHomework["items"][number];

/** Every concerned student's state of one homework, with the corrected switches (loaded when first unfolded). */
export function HomeworkStudents({ item, students }: { item: HomeworkItem; students: ClassHomework["students"] }) {
  const t = useT();
  const run = useRunAction();
  const correct = useLazyMutation((trpc, input: { homeworkId: string; studentIds: string[]; corrected: boolean }) =>
    trpc.homework.setCorrected.mutate(input),
  );
  const total = item.studentIds.length;
  const stateOf = new Map(item.states.map((s) => [s.studentId, s]));
  const concerned = students.filter((s) => item.studentIds.includes(s.id));
  return (
    <Stack gap="xs" mt="sm">
      <Table.ScrollContainer minWidth={300}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("homeworks.student")}</Table.Th>
              <Table.Th>{t("homeworks.doneColumn")}</Table.Th>
              <Table.Th>{t("homeworks.corrected")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {concerned.map((student) => {
              const state = stateOf.get(student.id);
              return (
                <Table.Tr key={student.id}>
                  <Table.Td>{student.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={state?.doneAt ? "teal" : "dimmed"}>
                      {state?.doneAt ? "✓" : "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${t("homeworks.corrected")} — ${student.name}`}
                      checked={!!state?.correctedAt}
                      disabled={correct.isPending}
                      onChange={(event) =>
                        void run(
                          correct.mutateAsync({
                            homeworkId: item.id,
                            studentIds: [student.id],
                            corrected: event.currentTarget.checked,
                          }),
                        )
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {item.corrected < total && (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            loading={correct.isPending}
            onClick={() =>
              void run(correct.mutateAsync({ homeworkId: item.id, studentIds: item.studentIds, corrected: true }))
            }
          >
            {t("homeworks.allCorrected")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

"use client";

import { Badge, Button, Group, Stack, Tabs, TextInput } from "@mantine/core";
import { ListTable, Table } from "~/ui/table";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { ConfirmButton, EmptyState, PageHeader, useLocalizedName, useRunAction, type Named } from "~/ui/actions";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

type ClassData = RouterOutputs["classes"]["bySlug"];

// what only admins use, or only after a tab is chosen, is its own chunk: the subjects tab (its form, Selects and
// NumberInput) loads when it is first opened or hovered; the student search (Mantine's Select) once the page is in
// the browser, the server's HTML standing for it meanwhile
const loadSubjectsTab = () => import("./class-subjects-tab");
const SubjectsTab = lazy(() => loadSubjectsTab().then((m) => ({ default: m.SubjectsTab })));
const prefetchSubjectsTab = () => void loadSubjectsTab();
const AddStudent = lazy(() => import("./class-add-student").then((m) => ({ default: m.AddStudent })));

/**
 * /class/{slug}: the class's students and its subjects with their teachers and coefficients. The school's admins
 * add and remove students and subjects here; teachers, students and parents read it. Rendered from the server's
 * data; a change renders the page again (useRefresh).
 */
export function ClassScreen({
  cls: c,
  teachers,
  subjects,
}: {
  cls: ClassData;
  /** the school's teachers and subjects, for the subjects tab's choices (empty for who may not manage the class) */
  teachers: { value: string; label: string }[];
  subjects: ({ id: string } & Named)[];
}) {
  const t = useT();
  const name = useLocalizedName();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("classes.pageTitle", { name: c.name })}
        subtitle={`${name(c.level)} · \u2066${c.schoolYear.name}\u2069 · ${c.school.name}`}
      />
      <Tabs defaultValue="students" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="students">
            {t("nav.students")}{" "}
            <Badge variant="light" size="sm">
              {c.students.length}
            </Badge>
          </Tabs.Tab>
          <Tabs.Tab value="subjects" onPointerEnter={prefetchSubjectsTab} onFocus={prefetchSubjectsTab}>
            {t("nav.subjects")}{" "}
            <Badge variant="light" size="sm">
              {c.subjects.length}
            </Badge>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students" pt="md">
          <StudentsTab cls={c} />
        </Tabs.Panel>
        <Tabs.Panel value="subjects" pt="md">
          <Suspense fallback={null}>
            <SubjectsTab cls={c} teachers={teachers} subjects={subjects} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The student search's place while its code loads: the same label and field, and the button, inert. */
function AddStudentStandIn() {
  const t = useT();
  return (
    <Group align="flex-end" gap="xs">
      <TextInput label={t("classes.addStudent")} placeholder={t("classes.searchStudent")} readOnly w={320} />
      <Button disabled>{t("common.add")}</Button>
    </Group>
  );
}

function StudentsTab({ cls }: { cls: ClassData }) {
  const t = useT();
  const intl = useIntl();
  const run = useRunAction();
  const unenroll = useLazyMutation((trpc, input: { classId: string; studentId: string }) =>
    trpc.classes.unenroll.mutate(input),
  );
  const showDetails = cls.students.some((s) => s.registrationNumber !== null || s.parents.length > 0) || cls.canManage;
  return (
    <Stack>
      {cls.canManage && (
        <Suspense fallback={<AddStudentStandIn />}>
          <AddStudent classId={cls.id} schoolId={cls.schoolId} />
        </Suspense>
      )}
      {cls.students.length === 0 ? (
        <EmptyState>{t("classes.noStudents")}</EmptyState>
      ) : (
        <ListTable highlightOnHover={false} data-testid="class-students">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t("students.name")}</Table.Th>
              {showDetails && <Table.Th>{t("students.birthDate")}</Table.Th>}
              {showDetails && <Table.Th>{t("students.registrationNumber")}</Table.Th>}
              {showDetails && <Table.Th>{t("students.parents")}</Table.Th>}
              {cls.canManage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cls.students.map((student, i) => (
              <Table.Tr key={student.id}>
                <Table.Td c="dimmed">{i + 1}</Table.Td>
                <Table.Td>{student.name}</Table.Td>
                {showDetails && (
                  <Table.Td data-label={t("students.birthDate")}>
                    {student.birthDate
                      ? intl.formatDate(student.birthDate, { dateStyle: "medium", timeZone: "UTC" })
                      : "—"}
                  </Table.Td>
                )}
                {showDetails && (
                  <Table.Td ta="left" data-label={t("students.registrationNumber")}>
                    <span dir="ltr">{student.registrationNumber ?? "—"}</span>
                  </Table.Td>
                )}
                {showDetails && (
                  <Table.Td data-label={t("students.parents")}>
                    {student.parents.map((p) => p.name).join(", ") || "—"}
                  </Table.Td>
                )}
                {cls.canManage && (
                  <Table.Td>
                    <ConfirmButton
                      label={t("common.remove")}
                      message={t("classes.confirmRemoveStudent", { name: student.name })}
                      onConfirm={() => run(unenroll.mutateAsync({ classId: cls.id, studentId: student.id }))}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
    </Stack>
  );
}

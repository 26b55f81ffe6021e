"use client";

import { Badge, Button, Group, NumberInput, Select, Stack, Table, Tabs, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useT } from "~/i18n/client";

import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ConfirmButton, EmptyState, ListTable, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/features/ui/list";

/**
 * /class/{slug}: the class's students and its subjects with their teachers and coefficients. The school's admins
 * add and remove students and subjects here; teachers, students and parents read it.
 */
export function ClassScreen({ slug, initialData }: { slug: string; initialData: ClassData }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const cls = useQuery({ ...trpc.classes.bySlug.queryOptions({ slug }), initialData });
  if (!cls.data) return null;
  const c = cls.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t("classes.pageTitle", { name: c.name })} subtitle={`${name(c.level)} · \u2066${c.schoolYear.name}\u2069 · ${c.school.name}`} />
      <Tabs defaultValue="students" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="students">
            {t("nav.students")} <Badge variant="light" size="sm">{c.students.length}</Badge>
          </Tabs.Tab>
          <Tabs.Tab value="subjects">
            {t("nav.subjects")} <Badge variant="light" size="sm">{c.subjects.length}</Badge>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students" pt="md">
          <StudentsTab cls={c} />
        </Tabs.Panel>
        <Tabs.Panel value="subjects" pt="md">
          <SubjectsTab cls={c} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type ClassData = RouterOutputs["classes"]["bySlug"];

function StudentsTab({ cls }: { cls: ClassData }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const run = useRunAction();
  const unenroll = useMutation(trpc.classes.unenroll.mutationOptions());
  const showDetails = cls.students.some((s) => s.registrationNumber !== null || s.parents.length > 0) || cls.canManage;
  return (
    <Stack>
      {cls.canManage && <AddStudent classId={cls.id} schoolId={cls.schoolId} />}
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
                  {showDetails && <Table.Td data-label={t("students.birthDate")}>{student.birthDate ? intl.formatDate(student.birthDate, { dateStyle: "medium", timeZone: "UTC" }) : "—"}</Table.Td>}
                  {showDetails && (
                    <Table.Td ta="left" data-label={t("students.registrationNumber")}>
                      <span dir="ltr">{student.registrationNumber ?? "—"}</span>
                    </Table.Td>
                  )}
                  {showDetails && <Table.Td data-label={t("students.parents")}>{student.parents.map((p) => p.name).join(", ") || "—"}</Table.Td>}
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

/** Finds a student of the school by name (server search) and puts them in the class. */
function AddStudent({ classId, schoolId }: { classId: string; schoolId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [studentId, setStudentId] = useState<string | null>(null);
  const found = useQuery({
    ...trpc.people.students.queryOptions({ schoolId, search: debounced || undefined, page: 1, sort: "name" }),
    enabled: debounced.trim().length > 1,
  });
  const enroll = useMutation(trpc.classes.enroll.mutationOptions());
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t("classes.addStudent")}
        name="studentId"
        placeholder={t("classes.searchStudent")}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={found.data?.rows.map((r) => ({ value: r.id, label: `${r.user.name}${r.enrollments[0] ? ` (${r.enrollments[0].class.name})` : ""}` })) ?? []}
        value={studentId}
        onChange={setStudentId}
        nothingFoundMessage={debounced.length > 1 ? t("errors.noResults") : undefined}
        w={320}
      />
      <Button
        disabled={!studentId}
        loading={enroll.isPending}
        onClick={async () => {
          if (!studentId) return;
          await run(enroll.mutateAsync({ classId, studentIds: [studentId] }));
          setStudentId(null);
          setSearch("");
        }}
      >
        {t("common.add")}
      </Button>
    </Group>
  );
}

function SubjectsTab({ cls }: { cls: ClassData }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const teachers = useQuery({ ...trpc.people.teachers.queryOptions({ schoolId: cls.schoolId, page: 1, sort: "name" }), enabled: cls.canManage });
  const update = useMutation(trpc.classes.updateSubject.mutationOptions());
  const remove = useMutation(trpc.classes.removeSubject.mutationOptions());
  const teacherOptions = teachers.data?.rows.map((r) => ({ value: r.id, label: r.name })) ?? [];
  return (
    <Stack>
      {cls.canManage && <AddSubject cls={cls} teacherOptions={teacherOptions} />}
      {cls.subjects.length === 0 ? (
        <EmptyState>{t("classes.noSubjects")}</EmptyState>
      ) : (
        <ListTable highlightOnHover={false} data-testid="class-subjects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("subjects.name")}</Table.Th>
                <Table.Th ta="center">{t("subjects.coefficient")}</Table.Th>
                <Table.Th>{t("classes.teacher")}</Table.Th>
                {cls.canManage && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cls.subjects.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{name(row.subject)}</Table.Td>
                  <Table.Td ta="center" data-label={t("subjects.coefficient")}>
                    {row.coefficient}
                  </Table.Td>
                  <Table.Td data-label={t("classes.teacher")}>
                    {cls.canManage ? (
                      <Select
                        aria-label={t("classes.teacher")}
                        size="xs"
                        clearable
                        searchable
                        data={teacherOptions}
                        value={row.teacher?.id ?? null}
                        placeholder={t("classes.noTeacher")}
                        onChange={(teacherId) => void run(update.mutateAsync({ id: row.id, teacherId, coefficient: row.ownCoefficient }))}
                      />
                    ) : (
                      (row.teacher?.name ?? <Text c="dimmed">{t("classes.noTeacher")}</Text>)
                    )}
                  </Table.Td>
                  {cls.canManage && (
                    <Table.Td>
                      <ConfirmButton label={t("common.remove")} onConfirm={() => run(remove.mutateAsync({ id: row.id }))} />
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

function AddSubject({ cls, teacherOptions }: { cls: ClassData; teacherOptions: { value: string; label: string }[] }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const subjects = useQuery(trpc.subjects.list.queryOptions({ schoolId: cls.schoolId }));
  const add = useMutation(trpc.classes.addSubject.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZClassSubjectInput), { classId: cls.id, subjectId: "", teacherId: null, coefficient: "" });
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((_values, parsed) => submit(add.mutateAsync(parsed), { then: () => form.reset() }))}>
      <Group align="flex-start" gap="xs">
        <Select
          label={t("classes.addSubject")}
          name="subjectId"
          searchable
          data={subjects.data?.map((s) => ({ value: s.id, label: name(s) })) ?? []}
          w={260}
          {...form.getInputProps("subjectId")}
        />
        <Select label={t("classes.teacher")} name="teacherId" searchable clearable data={teacherOptions} w={220} {...form.getInputProps("teacherId")} />
        <NumberInput label={t("subjects.coefficient")} name="coefficient" min={1} max={20} w={110} placeholder="—" {...form.getInputProps("coefficient")} />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t("common.add")}
        </Button>
      </Group>
    </form>
  );
}

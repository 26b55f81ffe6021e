"use client";

import { Anchor, Button, Drawer, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useZodForm } from "~/features/forms/use-zod-form";
import { DateField } from "~/features/ui/date-field";
import { useT } from "~/i18n/client";
import { isoDate } from "~/lib/iso-date";
import { formatPhoneNational } from "~/lib/phone";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { ImportStudents } from "./import-students";
import { PendingInvitations } from "./invitations";
import { ConfirmButton, EmptyState, ListTable, PageHeader, Pager, SearchBox, useFormAction, useRunAction, useSearch } from "~/features/ui/list";

type StudentRow = RouterOutputs["people"]["students"]["rows"][number];
type Sort = "name" | "-name" | "createdAt" | "-createdAt";

function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const t = useT();
  return (
    <Select
      aria-label={t("common.sort")}
      name="sort"
      w={180}
      allowDeselect={false}
      value={value}
      onChange={(v) => v && onChange(v as Sort)}
      data={[
        { value: "name", label: t("common.sortNameAsc") },
        { value: "-name", label: t("common.sortNameDesc") },
        { value: "-createdAt", label: t("common.sortNewest") },
        { value: "createdAt", label: t("common.sortOldest") },
      ]}
    />
  );
}

/** An account that exists outside the school is invited, not linked: say so instead of "done". */
function useInvitedMessage() {
  const t = useT();
  return (result: { invited: boolean }) => (result.invited ? t("invitations.sent") : t("success.operation"));
}

const contact = (user: { email: string | null; phone: string | null; username?: string | null }) =>
  [user.email, user.phone && formatPhoneNational(user.phone), user.username].filter(Boolean).join(" · ");

/** /students: the school's students, searchable and sortable, with their class and parents; add, edit, import. */
/** The first page as the server rendered it (no search, sorted by name, every class), so the list shows at once. */
export interface StudentsInitial {
  students: RouterOutputs["people"]["students"];
  classes: RouterOutputs["classes"]["list"];
}

export function StudentsScreen({ schoolId, canManage, initial }: { schoolId: string; canManage: boolean; initial?: StudentsInitial }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const { search, setSearch, debounced, page, setPage } = useSearch();
  const [sort, setSort] = useState<Sort>("name");
  const [classId, setClassId] = useState<string | null>(null);
  const classes = useQuery({ ...trpc.classes.list.queryOptions({ schoolId }), initialData: initial?.classes });
  const firstPage = !debounced && page === 1 && sort === "name" && !classId;
  const list = useQuery({
    ...trpc.people.students.queryOptions({ schoolId, search: debounced, page, sort, classId: classId ?? undefined }),
    initialData: firstPage ? initial?.students : undefined,
  });
  const [editing, setEditing] = useState<StudentRow | "new" | null>(null);
  const [family, setFamily] = useState<StudentRow | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("students.title")}
        subtitle={list.data && t("students.count", { count: list.data.total })}
        actions={
          canManage && (
            <>
              <Button variant="light" onClick={() => setImporting(true)}>
                {t("import.button")}
              </Button>
              <Button onClick={() => setEditing("new")}>{t("students.new")}</Button>
            </>
          )
        }
      />
      {canManage && <PendingInvitations schoolId={schoolId} roles={["STUDENT", "PARENT"]} />}
      <Group gap="xs" wrap="wrap">
        <SearchBox value={search} onChange={setSearch} label={t("students.search")} />
        <Select
          aria-label={t("classes.title")}
          placeholder={t("students.allClasses")}
          clearable
          w={160}
          data={classes.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
          value={classId}
          onChange={(v) => {
            setClassId(v);
            setPage(1);
          }}
        />
        <SortSelect value={sort} onChange={setSort} />
      </Group>
      {list.isPending ? (
        <Skeleton h={300} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{debounced ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable data-testid="students-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("students.name")}</Table.Th>
              <Table.Th>{t("students.class")}</Table.Th>
              <Table.Th>{t("students.birthDate")}</Table.Th>
              <Table.Th>{t("students.registrationNumber")}</Table.Th>
              {canManage && <Table.Th>{t("students.parents")}</Table.Th>}
              {canManage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.user.name}
                  </Text>
                  {canManage && (
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {contact(row.user)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t("students.class")}>{row.enrollments[0]?.class.name ?? "—"}</Table.Td>
                <Table.Td data-label={t("students.birthDate")}>
                  {row.birthDate ? intl.formatDate(row.birthDate, { dateStyle: "medium", timeZone: "UTC" }) : "—"}
                </Table.Td>
                <Table.Td data-label={t("students.registrationNumber")}>
                  <span dir="ltr">{row.registrationNumber ?? "—"}</span>
                </Table.Td>
                {canManage && (
                  <Table.Td data-label={t("students.parents")}>
                    <Anchor component="button" size="sm" onClick={() => setFamily(row)}>
                      {row.parents.map((p) => p.parent.name).join(", ") || t("students.linkParent")}
                    </Anchor>
                  </Table.Td>
                )}
                {canManage && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(row)}>
                        {t("common.edit")}
                      </Button>
                      <RemoveStudent id={row.id} />
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? t("students.new") : t("common.edit")} size="lg">
        {editing && (
          <StudentForm
            schoolId={schoolId}
            student={editing === "new" ? undefined : editing}
            classOptions={classes.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Drawer opened={family !== null} onClose={() => setFamily(null)} title={family?.user.name} position="right" size="md">
        {family && <ParentsPanel student={list.data?.rows.find((r) => r.id === family.id) ?? family} />}
      </Drawer>
      <Modal opened={importing} onClose={() => setImporting(false)} title={t("import.title")} size="xl">
        <ImportStudents schoolId={schoolId} onDone={() => setImporting(false)} />
      </Modal>
    </Stack>
  );
}

function RemoveStudent({ id }: { id: string }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const remove = useMutation(trpc.people.removeStudent.mutationOptions());
  return <ConfirmButton label={t("common.remove")} message={t("students.confirmRemove")} onConfirm={() => run(remove.mutateAsync({ id }))} />;
}

function StudentForm({
  schoolId,
  student,
  classOptions,
  onDone,
}: {
  schoolId: string;
  student?: StudentRow;
  classOptions: { value: string; label: string }[];
  onDone: () => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const create = useMutation(trpc.people.addStudent.mutationOptions());
  const invitedMessage = useInvitedMessage();
  const update = useMutation(trpc.people.updateStudent.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZStudentInput), {
    schoolId,
    classId: undefined,
    name: student?.user.name ?? "",
    birthDate: isoDate(student?.birthDate),
    birthPlace: student?.birthPlace ?? "",
    registrationNumber: student?.registrationNumber ?? "",
    email: student?.user.email ?? "",
    phone: student?.user.phone ? formatPhoneNational(student.user.phone) : "",
  });
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { schoolId: _school, classId: _class, ...fields } = values;
        if (student) return submit(update.mutateAsync({ ...fields, id: student.id }), { then: onDone });
        return submit(create.mutateAsync(values), { then: onDone, success: invitedMessage });
      })}
    >
      <Stack>
        <TextInput label={t("students.name")} name="name" required {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t("students.birthDate")} name="birthDate" {...form.getInputProps("birthDate")} />
          <TextInput label={t("students.birthPlace")} name="birthPlace" {...form.getInputProps("birthPlace")} />
          <TextInput label={t("students.registrationNumber")} name="registrationNumber" {...form.getInputProps("registrationNumber")} />
          {!student && (
            <Select label={t("students.class")} name="classId" clearable data={classOptions} {...form.getInputProps("classId")} />
          )}
          <TextInput type="email" label={t("auth.signup.email")} name="email" dir="ltr" {...form.getInputProps("email")} />
          <TextInput type="tel" label={t("auth.signup.phone")} name="phone" dir="ltr" {...form.getInputProps("phone")} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t("students.contactHint")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A child's parents (one or two): link one by name and phone or e-mail, unlink. */
function ParentsPanel({ student }: { student: StudentRow }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const unlink = useMutation(trpc.people.unlinkParent.mutationOptions());
  const link = useMutation(trpc.people.linkParent.mutationOptions());
  const invitedMessage = useInvitedMessage();
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZParentInput), { studentId: student.id, name: "", email: "", phone: "" });
  const submit = useFormAction(showServerError);
  return (
    <Stack>
      {student.parents.length === 0 && <Text c="dimmed">{t("students.noParents")}</Text>}
      {student.parents.map(({ parent }) => (
        <Group key={parent.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={500}>{parent.name}</Text>
            <Text size="xs" c="dimmed" dir="ltr" ta="start">
              {contact(parent)}
            </Text>
          </Stack>
          <ConfirmButton label={t("common.remove")} onConfirm={() => run(unlink.mutateAsync({ studentId: student.id, parentId: parent.id }))} />
        </Group>
      ))}
      {student.parents.length < 2 && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => submit(link.mutateAsync(values), { then: () => form.reset(), success: invitedMessage }))}
        >
          <Stack gap="xs">
            <Text fw={600}>{t("students.linkParent")}</Text>
            <TextInput label={t("students.parentName")} name="parentName" required {...form.getInputProps("name")} />
            <TextInput type="tel" label={t("auth.signup.phone")} name="parentPhone" dir="ltr" {...form.getInputProps("phone")} />
            <TextInput type="email" label={t("auth.signup.email")} name="parentEmail" dir="ltr" {...form.getInputProps("email")} />
            <Button type="submit" loading={link.isPending}>
              {t("common.add")}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** /teachers: the school's teachers and what they teach this year; admins add (or link) and remove. */
export function TeachersScreen({ schoolId, canManage }: { schoolId: string; canManage: boolean }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const { search, setSearch, debounced, page, setPage } = useSearch();
  const [sort, setSort] = useState<Sort>("name");
  const list = useQuery(trpc.people.teachers.queryOptions({ schoolId, search: debounced, page, sort }));
  const remove = useMutation(trpc.people.removeTeacher.mutationOptions());
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader title={t("teachers.title")} actions={canManage && <Button onClick={() => setAdding(true)}>{t("teachers.new")}</Button>} />
      {canManage && <PendingInvitations schoolId={schoolId} roles={["TEACHER"]} />}
      <Group gap="xs">
        <SearchBox value={search} onChange={setSearch} label={t("teachers.search")} />
        <SortSelect value={sort} onChange={setSort} />
      </Group>
      {list.isPending ? (
        <Skeleton h={240} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{debounced ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("teachers.name")}</Table.Th>
              <Table.Th>{t("teachers.teaching")}</Table.Th>
              {canManage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed" dir="ltr" ta="start">
                    {contact(row)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t("teachers.teaching")}>
                  <Text size="sm">{[...new Set(row.teaching.map((c) => c.class.name))].join(", ") || "—"}</Text>
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <ConfirmButton
                      label={t("common.remove")}
                      message={t("teachers.confirmRemove")}
                      onConfirm={() => run(remove.mutateAsync({ schoolId, userId: row.id }))}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
      <Modal opened={adding} onClose={() => setAdding(false)} title={t("teachers.new")}>
        <StaffForm schoolId={schoolId} kind="teacher" onDone={() => setAdding(false)} />
      </Modal>
    </Stack>
  );
}

/** A teacher (or, on /schools, an admin): name and e-mail or phone; an existing account with either is linked. */
export function StaffForm({ schoolId, kind, onDone }: { schoolId: string; kind: "teacher" | "admin"; onDone: () => void }) {
  const t = useT();
  const trpc = useTRPC();
  const addTeacher = useMutation(trpc.people.addTeacher.mutationOptions());
  const addAdmin = useMutation(trpc.school.addAdmin.mutationOptions());
  const invitedMessage = useInvitedMessage();
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZStaffInput), { schoolId, name: "", email: "", phone: "" });
  const submit = useFormAction(showServerError);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        kind === "teacher"
          ? submit(addTeacher.mutateAsync(values), { then: onDone, success: invitedMessage })
          : submit(addAdmin.mutateAsync(values), { then: onDone }),
      )}
    >
      <Stack>
        <TextInput label={t("common.name")} name="name" required {...form.getInputProps("name")} />
        <TextInput type="email" label={t("auth.signup.email")} name="email" dir="ltr" {...form.getInputProps("email")} />
        <TextInput type="tel" label={t("auth.signup.phone")} name="phone" dir="ltr" {...form.getInputProps("phone")} />
        <Text size="xs" c="dimmed">
          {t("teachers.linkHint")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={addTeacher.isPending || addAdmin.isPending}>
            {t("common.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}


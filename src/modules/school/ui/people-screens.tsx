"use client";

import { Anchor, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, Suspense, useState } from "react";
import { useOpenedOnce } from "~/ui/confirm-modal";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ConfirmButton, EmptyState, ListTable, PageHeader, Pager, SearchBox, useRunAction } from "~/ui/list";
import { useUrlParams, useUrlSearch } from "~/ui/url-state";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { SchoolInvitation } from "./invitations";
import type { StudentItem } from "./student-form";

export type { StudentItem } from "./student-form";
export type Sort = "name" | "-name" | "createdAt" | "-createdAt";

const loadStudentForm = () => import("./student-form");
const StudentForm = lazy(() => loadStudentForm().then((m) => ({ default: m.StudentForm })));
const loadImport = () => import("./import-students");
const ImportStudents = lazy(() => loadImport().then((m) => ({ default: m.ImportStudents })));
const loadParents = () => import("./parents-drawer");
const ParentsDrawer = lazy(() => loadParents().then((m) => ({ default: m.ParentsDrawer })));
// pending invitations are rare: their card's code comes only with a page that has some
const PendingInvitations = lazy(() => import("./invitations").then((m) => ({ default: m.PendingInvitations })));
const loadStaffForm = () => import("./staff-form");
const StaffForm = lazy(() => loadStaffForm().then((m) => ({ default: m.StaffForm })));
/** Fetches a dialog's code ahead, as a pointer or the focus reaches the button that opens it. */
const prefetch =
  (load: () => Promise<unknown>, dialog = true) =>
  () => {
    if (dialog) prefetchDialog();
    void load();
  };
const prefetchStudentForm = prefetch(loadStudentForm);
const prefetchImport = prefetch(loadImport);
const prefetchParents = prefetch(loadParents, false);
const prefetchStaffForm = prefetch(loadStaffForm);

/** The sort of a list, in the address (?sort=, absent for by name). */
function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t("common.sort")}
      name="sort"
      w={180}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as Sort)}
      data={[
        { value: "name", label: t("common.sortNameAsc") },
        { value: "-name", label: t("common.sortNameDesc") },
        { value: "-createdAt", label: t("common.sortNewest") },
        { value: "createdAt", label: t("common.sortOldest") },
      ]}
    />
  );
}

/**
 * /students: the school's students, searchable and sortable, with their class and parents; add, edit, import.
 * Rendered from the server's data for the choices in the address (?q=&page=&sort=&class=); a change renders the
 * page again (useRefresh).
 */
export function StudentsScreen({
  schoolId,
  canManage,
  students,
  total,
  searched,
  sort,
  classId,
  classes,
  invitations,
}: {
  schoolId: string;
  canManage: boolean;
  students: StudentItem[];
  total: number;
  /** whether a search narrowed the list (says 'no results' rather than 'no data') */
  searched: boolean;
  sort: Sort;
  classId?: string;
  classes: { id: string; name: string }[];
  /** the pending invitations of students and parents (empty for who may not manage them) */
  invitations: SchoolInvitation[];
}) {
  const t = useT();
  const url = useUrlParams();
  const { search, setSearch, page, setPage, pending } = useUrlSearch();
  const [editing, setEditing] = useState<StudentItem | "new" | null>(null);
  const [familyId, setFamilyId] = useState<string | null>(null);
  const family = familyId ? (students.find((r) => r.id === familyId) ?? null) : null;
  const familyOnce = useOpenedOnce(family !== null);
  const [importing, setImporting] = useState(false);
  const classOptions = classes.map((c) => ({ value: c.id, label: c.name }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("students.title")}
        subtitle={t("students.count", { count: total })}
        actions={
          canManage && (
            <>
              <Button
                variant="light"
                onClick={() => setImporting(true)}
                onPointerEnter={prefetchImport}
                onFocus={prefetchImport}
              >
                {t("import.button")}
              </Button>
              <Button
                onClick={() => setEditing("new")}
                onPointerEnter={prefetchStudentForm}
                onFocus={prefetchStudentForm}
              >
                {t("students.new")}
              </Button>
            </>
          )
        }
      />
      {canManage && invitations.length > 0 && (
        <Suspense fallback={null}>
          <PendingInvitations rows={invitations} />
        </Suspense>
      )}
      <Group gap="xs" wrap="wrap">
        <SearchBox value={search} onChange={setSearch} label={t("students.search")} />
        <NativeSelect
          aria-label={t("classes.title")}
          name="class"
          w={160}
          data={[{ value: "", label: t("students.allClasses") }, ...classOptions]}
          value={classId ?? ""}
          onChange={(e) => url.set({ class: e.currentTarget.value, page: null })}
        />
        <SortSelect value={sort} onChange={(value) => url.set({ sort: value === "name" ? null : value })} />
      </Group>
      {students.length === 0 ? (
        <EmptyState>{searched ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable data-testid="students-table" style={{ opacity: pending || url.pending ? 0.6 : 1 }}>
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
            {students.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  {canManage && (
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {row.contact}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t("students.class")}>{row.className ?? "—"}</Table.Td>
                <Table.Td data-label={t("students.birthDate")}>{row.birthDay ?? "—"}</Table.Td>
                <Table.Td data-label={t("students.registrationNumber")}>
                  <span dir="ltr">{row.registrationNumber ?? "—"}</span>
                </Table.Td>
                {canManage && (
                  <Table.Td data-label={t("students.parents")}>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() => setFamilyId(row.id)}
                      onPointerEnter={prefetchParents}
                      onFocus={prefetchParents}
                    >
                      {row.parents.map((p) => p.name).join(", ") || t("students.linkParent")}
                    </Anchor>
                  </Table.Td>
                )}
                {canManage && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(row)}
                        onPointerEnter={prefetchStudentForm}
                        onFocus={prefetchStudentForm}
                      >
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
      <Pager total={total} page={page} onChange={setPage} />
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("students.new") : t("common.edit")}
        size="lg"
      >
        {editing && (
          <StudentForm
            schoolId={schoolId}
            student={editing === "new" ? undefined : editing}
            classOptions={classOptions}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      {familyOnce && (
        <Suspense fallback={null}>
          <ParentsDrawer student={family} opened={family !== null} onClose={() => setFamilyId(null)} />
        </Suspense>
      )}
      <Dialog opened={importing} onClose={() => setImporting(false)} title={t("import.title")} size="xl">
        <ImportStudents schoolId={schoolId} onDone={() => setImporting(false)} />
      </Dialog>
    </Stack>
  );
}

function RemoveStudent({ id }: { id: string }) {
  const t = useT();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.people.removeStudent.mutate(input));
  return (
    <ConfirmButton
      label={t("common.remove")}
      message={t("students.confirmRemove")}
      onConfirm={() => run(remove.mutateAsync({ id }))}
    />
  );
}

/** A row of /teachers as the page renders it on the server. */
export interface TeacherItem {
  id: string;
  name: string;
  /** e-mail · phone, the phone as people write it */
  contact: string;
  /** the classes they teach this year, joined ("" for none) */
  teaching: string;
}

/**
 * /teachers: the school's teachers and what they teach this year; admins add (or link) and remove. Rendered from
 * the server's data for the choices in the address (?q=&page=&sort=).
 */
export function TeachersScreen({
  schoolId,
  canManage,
  teachers,
  total,
  searched,
  sort,
  invitations,
}: {
  schoolId: string;
  canManage: boolean;
  teachers: TeacherItem[];
  total: number;
  searched: boolean;
  sort: Sort;
  /** the pending invitations of teachers (empty for who may not manage them) */
  invitations: SchoolInvitation[];
}) {
  const t = useT();
  const run = useRunAction();
  const url = useUrlParams();
  const { search, setSearch, page, setPage, pending } = useUrlSearch();
  const remove = useLazyMutation((trpc, input: { schoolId: string; userId: string }) =>
    trpc.people.removeTeacher.mutate(input),
  );
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("teachers.title")}
        actions={
          canManage && (
            <Button onClick={() => setAdding(true)} onPointerEnter={prefetchStaffForm} onFocus={prefetchStaffForm}>
              {t("teachers.new")}
            </Button>
          )
        }
      />
      {canManage && invitations.length > 0 && (
        <Suspense fallback={null}>
          <PendingInvitations rows={invitations} />
        </Suspense>
      )}
      <Group gap="xs">
        <SearchBox value={search} onChange={setSearch} label={t("teachers.search")} />
        <SortSelect value={sort} onChange={(value) => url.set({ sort: value === "name" ? null : value })} />
      </Group>
      {teachers.length === 0 ? (
        <EmptyState>{searched ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable style={{ opacity: pending || url.pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("teachers.name")}</Table.Th>
              <Table.Th>{t("teachers.teaching")}</Table.Th>
              {canManage && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teachers.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed" dir="ltr" ta="start">
                    {row.contact}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t("teachers.teaching")}>
                  <Text size="sm">{row.teaching || "—"}</Text>
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
      <Pager total={total} page={page} onChange={setPage} />
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t("teachers.new")}>
        {adding && <StaffForm schoolId={schoolId} kind="teacher" onDone={() => setAdding(false)} />}
      </Dialog>
    </Stack>
  );
}

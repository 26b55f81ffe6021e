"use client";

import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import Link from "next/link";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { EmptyState, ListTable, PageHeader, Pager, SearchBox } from "~/ui/list";
import { useUrlSearch } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { useOpenSchool } from "./open-school";

const loadCreateForm = () => import("./create-school-form");
const CreateSchoolForm = lazy(() => loadCreateForm().then((m) => ({ default: m.CreateSchoolForm })));
const loadStaffForm = () => import("./staff-form");
const StaffForm = lazy(() => loadStaffForm().then((m) => ({ default: m.StaffForm })));
const prefetchCreate = () => {
  prefetchDialog();
  void loadCreateForm();
};
const prefetchStaff = () => {
  prefetchDialog();
  void loadStaffForm();
};

type Schools = RouterOutputs["school"]["list"];

/**
 * /schools (super admin): every school, create one with its first admin, name more admins, open one. Rendered from
 * the server's data for the search and page in the address (?q=&page=); a change renders the page again.
 */
export function SchoolsScreen({
  schools,
  searched,
  wilayas,
}: {
  schools: Schools;
  searched: boolean;
  wilayas: { value: string; label: string }[];
}) {
  const t = useT();
  const locale = useLocale();
  const open = useOpenSchool();
  const { search, setSearch, page, setPage, pending } = useUrlSearch();
  const [creating, setCreating] = useState(false);
  const [adminFor, setAdminFor] = useState<{ id: string; name: string } | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("schools.title")}
        actions={
          <Button onClick={() => setCreating(true)} onPointerEnter={prefetchCreate} onFocus={prefetchCreate}>
            {t("schools.new")}
          </Button>
        }
      />
      <SearchBox value={search} onChange={setSearch} label={t("schools.search")} />
      {schools.rows.length === 0 ? (
        <EmptyState>{searched ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable style={{ opacity: pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("schools.name")}</Table.Th>
              <Table.Th>{t("settings.wilaya")}</Table.Th>
              <Table.Th ta="center">{t("nav.students")}</Table.Th>
              <Table.Th>{t("schools.admins")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schools.rows.map((school) => (
              <Table.Tr key={school.id}>
                <Table.Td>
                  <Anchor component={Link} href={localizedPath(locale, `/school/${school.slug}`)} fw={600}>
                    {school.name}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label={t("settings.wilaya")}>
                  {school.wilaya ? (locale === "ar" ? school.wilaya.nameAr : school.wilaya.nameFr) : "—"}
                </Table.Td>
                <Table.Td ta="center" data-label={t("nav.students")}>
                  {school.students}
                </Table.Td>
                <Table.Td data-label={t("schools.admins")}>
                  <Text size="sm">{school.admins.map((a) => a.name).join(", ") || "—"}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setAdminFor(school)}
                      onPointerEnter={prefetchStaff}
                      onFocus={prefetchStaff}
                    >
                      {t("schools.addAdmin")}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => open(school.slug)}>
                      {t("schools.open")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Pager total={schools.total} page={page} onChange={setPage} />
      <Dialog opened={creating} onClose={() => setCreating(false)} title={t("schools.new")} size="lg">
        {creating && <CreateSchoolForm wilayas={wilayas} onDone={() => setCreating(false)} />}
      </Dialog>
      <Dialog
        opened={adminFor !== null}
        onClose={() => setAdminFor(null)}
        title={t("schools.addAdminTo", { name: adminFor?.name ?? "" })}
      >
        {adminFor && <StaffForm schoolId={adminFor.id} kind="admin" onDone={() => setAdminFor(null)} />}
      </Dialog>
    </Stack>
  );
}

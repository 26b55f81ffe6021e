"use client";

import { Anchor, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";

import { useTRPC } from "~/trpc/react";
import { StaffForm } from "./people-screens";
import { EmptyState, ListTable, PageHeader, Pager, SearchBox, useFormAction, useSearch } from "~/features/ui/list";

/** Makes `slug` the school the school screens show (read by the server on the next request). */
export function useOpenSchool() {
  const router = useRouter();
  const locale = useLocale();
  return (slug: string) => {
    document.cookie = `${ACTIVE_SCHOOL_COOKIE}=${encodeURIComponent(slug)}; path=/; max-age=${365 * 86400}; samesite=lax`;
    router.push(localizedPath(locale, "/dashboard"));
    router.refresh();
  };
}

/** /schools (super admin): every school, create one with its first admin, name more admins, open one. */
export function SchoolsScreen() {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const open = useOpenSchool();
  const { search, setSearch, debounced, page, setPage } = useSearch();
  const list = useQuery(trpc.school.list.queryOptions({ search: debounced, page }));
  const [creating, setCreating] = useState(false);
  const [adminFor, setAdminFor] = useState<{ id: string; name: string } | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t("schools.title")} actions={<Button onClick={() => setCreating(true)}>{t("schools.new")}</Button>} />
      <SearchBox value={search} onChange={setSearch} label={t("schools.search")} />
      {list.isPending ? (
        <Skeleton h={240} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{debounced ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable>
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
              {list.data?.rows.map((school) => (
                <Table.Tr key={school.id}>
                  <Table.Td>
                    <Anchor component={Link} href={localizedPath(locale, `/school/${school.slug}`)} fw={600}>
                      {school.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label={t("settings.wilaya")}>{school.wilaya ? (locale === "ar" ? school.wilaya.nameAr : school.wilaya.nameFr) : "—"}</Table.Td>
                  <Table.Td ta="center" data-label={t("nav.students")}>
                    {school.students}
                  </Table.Td>
                  <Table.Td data-label={t("schools.admins")}>
                    <Text size="sm">{school.admins.map((a) => a.name).join(", ") || "—"}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setAdminFor(school)}>
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
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t("schools.new")} size="lg">
        <CreateSchoolForm onDone={() => setCreating(false)} />
      </Modal>
      <Modal opened={adminFor !== null} onClose={() => setAdminFor(null)} title={t("schools.addAdminTo", { name: adminFor?.name ?? "" })}>
        {adminFor && <StaffForm schoolId={adminFor.id} kind="admin" onDone={() => setAdminFor(null)} />}
      </Modal>
    </Stack>
  );
}

function CreateSchoolForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const wilayas = useQuery(trpc.reference.wilayas.queryOptions());
  const create = useMutation(trpc.school.create.mutationOptions());
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/school").then((m) => m.ZCreateSchoolInput), { name: "", wilayaCode: "", adminName: "", adminEmail: "", adminPhone: "" });
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(create.mutateAsync(values), { then: onDone }))}>
      <Stack>
        <TextInput label={t("schools.name")} name="name" required {...form.getInputProps("name")} />
        <Select
          label={t("settings.wilaya")}
          name="wilayaCode"
          searchable
          clearable
          data={wilayas.data?.map((w) => ({ value: w.code, label: `${w.code} — ${locale === "ar" ? w.nameAr : w.nameFr}` })) ?? []}
          {...form.getInputProps("wilayaCode")}
          value={form.values.wilayaCode || null}
          onChange={(v) => form.setFieldValue("wilayaCode", v ?? "")}
        />
        <Text fw={600} mt="sm">
          {t("schools.firstAdmin")}
        </Text>
        <TextInput label={t("common.name")} name="adminName" {...form.getInputProps("adminName")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" label={t("auth.signup.email")} name="adminEmail" dir="ltr" {...form.getInputProps("adminEmail")} />
          <TextInput type="tel" label={t("auth.signup.phone")} name="adminPhone" dir="ltr" {...form.getInputProps("adminPhone")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

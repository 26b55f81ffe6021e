"use client";

import { Button, Group, Stack } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { ConfirmButton, ListTable, PageHeader, useRunAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import { MoveButtons } from "~/ui/move-buttons";
import type { listCategoriesForAdmin } from "~/modules/moderation/server/categories";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AdminLinks } from "./admin-links";

const loadForm = () => import("./category-form");
const CategoryForm = lazy(() => loadForm().then((m) => ({ default: m.CategoryForm })));
const prefetchForm = () => {
  prefetchDialog();
  void loadForm();
};

type AdminCategory = Awaited<ReturnType<typeof listCategoriesForAdmin>>[number];

/** /admin/categories: create, rename in three languages, reorder, delete (only without ads); rendered on the server. */
export function AdminCategories({ categories }: { categories: AdminCategory[] }) {
  const t = useT();
  const run = useRunAction();
  const move = useLazyMutation((trpc, input: { id: string; direction: "up" | "down" }) =>
    trpc.moderation.moveCategory.mutate(input),
  );
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.moderation.deleteCategory.mutate(input));
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("admin.categories")}
        actions={
          <>
            <AdminLinks />
            <Button onClick={() => setEditing("new")} onPointerEnter={prefetchForm} onFocus={prefetchForm}>
              {t("admin.newCategory")}
            </Button>
          </>
        }
      />
      <ListTable highlightOnHover={false} data-testid="admin-categories">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("locale.fr")}</Table.Th>
            <Table.Th>{t("locale.en")}</Table.Th>
            <Table.Th>{t("locale.ar")}</Table.Th>
            <Table.Th ta="center">{t("admin.adCount")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((c, i) => (
            <Table.Tr key={c.id}>
              <Table.Td data-label={t("locale.fr")}>{c.nameFr}</Table.Td>
              <Table.Td data-label={t("locale.en")}>{c.nameEn}</Table.Td>
              <Table.Td ta="right" data-label={t("locale.ar")}>
                <span dir="rtl">{c.nameAr}</span>
              </Table.Td>
              <Table.Td ta="center" data-label={t("admin.adCount")}>
                {c._count.ads}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <MoveButtons
                    first={i === 0}
                    last={i === categories.length - 1}
                    onMove={(direction) => run(move.mutateAsync({ id: c.id, direction }))}
                  />
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(c)}
                    onPointerEnter={prefetchForm}
                    onFocus={prefetchForm}
                  >
                    {t("common.edit")}
                  </Button>
                  <ConfirmButton
                    label={t("common.delete")}
                    disabled={c._count.ads > 0}
                    onConfirm={() => run(remove.mutateAsync({ id: c.id }))}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListTable>
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("admin.newCategory") : t("common.edit")}
        size="lg"
      >
        {editing && <CategoryForm category={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Stack>
  );
}

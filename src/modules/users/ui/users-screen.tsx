"use client";

import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { useOpenedOnce } from "~/ui/confirm-modal";
import { EmptyState, ListTable, PageHeader, Pager, SearchBox } from "~/ui/list";
import { useUrlParams, useUrlSearch } from "~/ui/url-state";
import { useT } from "~/i18n/client";
import type { grantOptions, listUsers } from "~/modules/users/server/manage-users";

/** An account as /users shows it: its contacts formatted on the server (e-mail, phone, login identifier). */
export type UserRow = Omit<Awaited<ReturnType<typeof listUsers>>["rows"][number], "email" | "phone" | "username"> & {
  contacts: string[];
};
export type GrantOptions = Awaited<ReturnType<typeof grantOptions>>;

const loadDrawer = () => import("./user-drawer");
const UserDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.UserDrawer })));
const prefetchDrawer = () => void loadDrawer();

function RoleBadges({ roles }: { roles: UserRow["roles"] }) {
  const t = useT();
  return (
    <Group gap={4}>
      {roles.map((r) => (
        <Badge key={r.id} variant={r.key === "MEMBER" ? "outline" : "light"} tt="none">
          {r.schoolName ? `${t(`role.${r.key}`)} · ${r.schoolName}` : t(`role.${r.key}`)}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * /users: every account in the actor's scope, searchable, with its roles; a drawer to manage one. Rendered on the
 * server for the address (?q=, ?page=, and ?user= for the account the drawer shows).
 */
export function UsersScreen({
  list,
  user,
  options,
}: {
  list: { total: number; rows: UserRow[] };
  /** the account in the drawer (?user=), when it is one the actor manages */
  user: UserRow | null;
  options: GrantOptions | null;
}) {
  const t = useT();
  const intl = useIntl();
  const { search, setSearch, page, setPage, pending } = useUrlSearch();
  const url = useUrlParams();
  const [openId, setOpenId] = useState<string | null>(user?.id ?? null);
  const once = useOpenedOnce(openId !== null);
  const open = (id: string) => {
    setOpenId(id);
    url.set({ user: id });
  };
  const close = () => {
    setOpenId(null);
    url.set({ user: null });
  };
  const searched = !!url.get("q")?.trim();
  return (
    <Stack gap="lg">
      <PageHeader title={t("users.title")} subtitle={t("users.count", { count: list.total })} />
      <SearchBox value={search} onChange={setSearch} label={t("users.search")} />
      {list.rows.length === 0 ? (
        <EmptyState>{searched ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable data-testid="users-table" style={{ opacity: pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("users.name")}</Table.Th>
              <Table.Th>{t("users.roles")}</Table.Th>
              <Table.Th>{t("users.memberSince")}</Table.Th>
              <Table.Th>{t("users.status")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`user-${row.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                    {row.self && ` (${t("users.you")})`}
                  </Text>
                  {row.contacts.map((c) => (
                    <Text key={c} size="xs" c="dimmed">
                      <span dir="ltr">{c}</span>
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td data-label={t("users.roles")}>
                  <RoleBadges roles={row.roles} />
                </Table.Td>
                <Table.Td data-label={t("users.memberSince")}>
                  {intl.formatDate(row.createdAt, { dateStyle: "medium" })}
                </Table.Td>
                <Table.Td data-label={t("users.status")}>
                  <Badge color={row.suspendedAt ? "red" : "teal"} variant="light" tt="none">
                    {row.suspendedAt ? t("users.suspended") : t("users.active")}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => open(row.id)}
                    onPointerEnter={prefetchDrawer}
                    onFocus={prefetchDrawer}
                  >
                    {t("users.manage")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.total} page={page} onChange={setPage} />
      {once && (
        <Suspense fallback={null}>
          <UserDrawer
            opened={openId !== null}
            onClose={close}
            user={user && user.id === openId ? user : null}
            options={options}
          />
        </Suspense>
      )}
    </Stack>
  );
}

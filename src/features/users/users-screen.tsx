"use client";

import { Alert, Badge, Button, Drawer, Group, Select, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmButton, EmptyState, ListTable, PageHeader, Pager, SearchBox, useRunAction, useSearch } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { SCHOOL_ROLES, type RoleKey } from "~/lib/roles";
import { formatPhoneNational } from "~/lib/phone";
import { useTRPC, type RouterOutputs } from "~/trpc/react";

type UserRow = RouterOutputs["users"]["list"]["rows"][number];

const contacts = (user: { email: string | null; phone: string | null; username: string | null }) =>
  [user.email, user.phone && formatPhoneNational(user.phone), user.username].filter(Boolean);

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

/** /users: every account in the actor's scope, searchable, with its roles; a drawer to manage one. */
export function UsersScreen() {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const { search, setSearch, debounced, page, setPage } = useSearch();
  const list = useQuery(trpc.users.list.queryOptions({ search: debounced, page }));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t("users.title")} subtitle={list.data && t("users.count", { count: list.data.total })} />
      <SearchBox value={search} onChange={setSearch} label={t("users.search")} />
      {list.isPending ? (
        <Skeleton h={300} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState>{debounced ? t("errors.noResults") : t("errors.noData")}</EmptyState>
      ) : (
        <ListTable data-testid="users-table">
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
              {list.data?.rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`user-${row.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.name}
                      {row.self && ` (${t("users.you")})`}
                    </Text>
                    {contacts(row).map((c) => (
                      <Text key={c} size="xs" c="dimmed">
                        <span dir="ltr">{c}</span>
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td data-label={t("users.roles")}>
                    <RoleBadges roles={row.roles} />
                  </Table.Td>
                  <Table.Td data-label={t("users.memberSince")}>{intl.formatDate(row.createdAt, { dateStyle: "medium" })}</Table.Td>
                  <Table.Td data-label={t("users.status")}>
                    <Badge color={row.suspendedAt ? "red" : "teal"} variant="light" tt="none">
                      {row.suspendedAt ? t("users.suspended") : t("users.active")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setOpenId(row.id)}>
                      {t("users.manage")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
        </ListTable>
      )}
      <Pager total={list.data?.total ?? 0} page={page} onChange={setPage} />
      <Drawer opened={openId !== null} onClose={() => setOpenId(null)} title={t("users.manage")} position="right" size="md">
        {openId && <UserPanel userId={openId} />}
      </Drawer>
    </Stack>
  );
}

function UserPanel({ userId }: { userId: string }) {
  const t = useT();
  const intl = useIntl();
  const trpc = useTRPC();
  const run = useRunAction();
  const user = useQuery(trpc.users.get.queryOptions({ id: userId }));
  const revoke = useMutation(trpc.users.revokeRole.mutationOptions());
  const suspend = useMutation(trpc.users.setSuspended.mutationOptions());
  if (!user.data) return <Skeleton h={200} />;
  const u = user.data;
  return (
    <Stack gap="md" data-testid="user-panel">
      <Stack gap={2}>
        <Title order={2} fz="h4">
          {u.name}
        </Title>
        {contacts(u).map((c) => (
          <Text key={c} size="sm" c="dimmed">
            <span dir="ltr">{c}</span>
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t("users.memberSince")} {intl.formatDate(u.createdAt, { dateStyle: "long" })}
        </Text>
      </Stack>
      {u.suspendedAt && (
        <Alert color="red" variant="light">
          {t("users.suspendedNotice", { date: intl.formatDate(u.suspendedAt, { dateStyle: "long" }) })}
        </Alert>
      )}
      <Title order={3} fz="h5">
        {t("users.roles")}
      </Title>
      <Stack gap={6}>
        {u.roles.map((r) => (
          <Group key={r.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t(`role.${r.key}`)}
              <Text span c="dimmed" size="sm">
                {" · "}
                {r.schoolName ?? t("users.platform")}
              </Text>
            </Text>
            {r.canRevoke && (
              <ConfirmButton
                label={t("users.revoke")}
                message={t("users.confirmRevoke", { role: t(`role.${r.key}`), name: u.name })}
                onConfirm={() => run(revoke.mutateAsync({ userId: u.id, role: r.key, schoolId: r.schoolId }))}
              />
            )}
          </Group>
        ))}
      </Stack>
      <GrantForm userId={u.id} />
      {u.canSuspend && (
        <Group>
          {u.suspendedAt ? (
            <ConfirmButton
              variant="light"
              color="teal"
              size="sm"
              label={t("users.restore")}
              message={t("users.confirmRestore", { name: u.name })}
              onConfirm={() => run(suspend.mutateAsync({ userId: u.id, suspended: false }))}
            />
          ) : (
            <ConfirmButton
              variant="light"
              size="sm"
              label={t("users.suspend")}
              message={t("users.confirmSuspend", { name: u.name })}
              onConfirm={() => run(suspend.mutateAsync({ userId: u.id, suspended: true }))}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

function GrantForm({ userId }: { userId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const run = useRunAction();
  const options = useQuery(trpc.users.grantOptions.queryOptions());
  const grant = useMutation(trpc.users.grantRole.mutationOptions());
  const [role, setRole] = useState<RoleKey | null>(null);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  if (!options.data) return null;
  const roles = [...options.data.platformRoles, ...options.data.schoolRoles];
  if (roles.length === 0) return null;
  const needsSchool = role !== null && SCHOOL_ROLES.has(role);
  return (
    <Stack gap="xs" data-testid="grant-form">
      <Title order={3} fz="h5">
        {t("users.grant")}
      </Title>
      <Group align="flex-end" gap="xs">
        <Select
          label={t("users.role")}
          name="role"
          w={170}
          value={role}
          onChange={(v) => setRole(v as RoleKey | null)}
          data={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
        {needsSchool && (
          <Select
            label={t("users.school")}
            name="schoolId"
            w={200}
            searchable
            value={schoolId}
            onChange={setSchoolId}
            data={options.data.schools.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        <Button
          disabled={!role || (needsSchool && !schoolId)}
          loading={grant.isPending}
          onClick={async () => {
            if (!role) return;
            const done = await run(grant.mutateAsync({ userId, role, schoolId: needsSchool ? schoolId : null }));
            if (done) setRole(null);
          }}
        >
          {t("users.grantButton")}
        </Button>
      </Group>
    </Stack>
  );
}

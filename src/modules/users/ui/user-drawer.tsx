"use client";

import { Alert, Button, Drawer, Group, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmButton, useRunAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import { SCHOOL_ROLES, type RoleKey } from "~/lib/roles";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { GrantOptions, UserRow } from "./users-screen";

/**
 * The drawer of /users managing one account (roles, suspension), loaded when it first opens. The account and what
 * the actor may grant come from the server (?user= in the address); a change renders them again (useRefresh).
 */
export function UserDrawer({
  opened,
  onClose,
  user,
  options,
}: {
  opened: boolean;
  onClose: () => void;
  user: UserRow | null;
  options: GrantOptions | null;
}) {
  const t = useT();
  return (
    <Drawer opened={opened} onClose={onClose} title={t("users.manage")} position="right" size="md">
      {user ? <UserPanel user={user} options={options} /> : <Skeleton h={200} />}
    </Drawer>
  );
}

function UserPanel({ user: u, options }: { user: UserRow; options: GrantOptions | null }) {
  const t = useT();
  const intl = useIntl();
  const run = useRunAction();
  const revoke = useLazyMutation((trpc, input: { userId: string; role: RoleKey; schoolId: string | null }) =>
    trpc.users.revokeRole.mutate(input),
  );
  const suspend = useLazyMutation((trpc, input: { userId: string; suspended: boolean }) =>
    trpc.users.setSuspended.mutate(input),
  );
  return (
    <Stack gap="md" data-testid="user-panel">
      <Stack gap={2}>
        <Title order={2} fz="h4">
          {u.name}
        </Title>
        {u.contacts.map((c) => (
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
      {options && <GrantForm userId={u.id} options={options} />}
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

function GrantForm({ userId, options }: { userId: string; options: GrantOptions }) {
  const t = useT();
  const run = useRunAction();
  const grant = useLazyMutation((trpc, input: { userId: string; role: RoleKey; schoolId: string | null }) =>
    trpc.users.grantRole.mutate(input),
  );
  const [role, setRole] = useState<RoleKey | null>(null);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const roles = [...options.platformRoles, ...options.schoolRoles];
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
            data={options.schools.map((s) => ({ value: s.id, label: s.name }))}
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

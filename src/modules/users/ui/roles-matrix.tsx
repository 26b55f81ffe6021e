"use client";

import { Button, Checkbox, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import { useState } from "react";
import { useRunAction } from "~/ui/list";
import { useT } from "~/i18n/client";
import type { Permission } from "~/lib/permissions";
import type { RoleKey } from "~/lib/roles";
import { useLazyMutation } from "~/ui/trpc/lazy";

/**
 * The role → permission matrix. Columns of roles the actor may edit (canEditRole) are checkboxes saved per role;
 * the others (the protected super admin, roles ranked at or above the actor) are read-only marks.
 */
export function RolesMatrix({
  roles,
  permissions,
  editable = [],
}: {
  roles: { key: RoleKey; permissions: Permission[] }[];
  permissions: Permission[];
  editable?: RoleKey[];
}) {
  const t = useT();
  const run = useRunAction();
  const save = useLazyMutation((trpc, input: { role: RoleKey; permissions: Permission[] }) =>
    trpc.roles.setPermissions.mutate(input),
  );
  const [saving, setSaving] = useState<RoleKey | null>(null);
  const saved = new Map(roles.map((r) => [r.key, new Set(r.permissions)]));
  const [draft, setDraft] = useState(() => new Map(roles.map((r) => [r.key, new Set(r.permissions)])));
  const canEdit = new Set(editable);

  const toggle = (role: RoleKey, permission: Permission, on: boolean) =>
    setDraft((current) => {
      const next = new Map(current);
      const set = new Set(next.get(role));
      if (on) set.add(permission);
      else set.delete(permission);
      next.set(role, set);
      return next;
    });
  const dirty = (role: RoleKey) => {
    const a = draft.get(role) ?? new Set();
    const b = saved.get(role) ?? new Set();
    return a.size !== b.size || [...a].some((p) => !b.has(p));
  };
  const saveRole = async (role: RoleKey) => {
    const wanted = permissions.filter((p) => draft.get(role)?.has(p));
    setSaving(role);
    // the page renders again with the saved permissions (useRunAction's refresh)
    await run(save.mutateAsync({ role, permissions: wanted }));
    setSaving(null);
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover stickyHeader withTableBorder data-testid="roles-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("roles.permission")}</Table.Th>
            {roles.map((r) => (
              <Table.Th key={r.key} ta="center">
                {t(`role.${r.key}`)}
                {!canEdit.has(r.key) && editable.length > 0 && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {t("roles.readOnly")}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissions.map((p) => (
            <Table.Tr key={p}>
              <Table.Td>
                <Text ff="monospace" size="sm" dir="ltr">
                  {p}
                </Text>
              </Table.Td>
              {roles.map((r) => {
                const on = draft.get(r.key)?.has(p) ?? false;
                return canEdit.has(r.key) ? (
                  <Table.Td key={r.key} ta="center">
                    <Checkbox
                      checked={on}
                      onChange={(e) => toggle(r.key, p, e.currentTarget.checked)}
                      aria-label={t("roles.toggle", { permission: p, role: t(`role.${r.key}`) })}
                      data-testid={`perm-${r.key}-${p}`}
                      styles={{ body: { justifyContent: "center" } }}
                    />
                  </Table.Td>
                ) : (
                  <Table.Td key={r.key} ta="center" aria-label={on ? t("roles.granted") : t("roles.notGranted")}>
                    {on ? "✓" : "·"}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {editable.length > 0 && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td />
              {roles.map((r) => (
                <Table.Td key={r.key} ta="center">
                  {canEdit.has(r.key) && (
                    <Button
                      size="xs"
                      disabled={!dirty(r.key)}
                      loading={saving === r.key}
                      onClick={() => saveRole(r.key)}
                      data-testid={`save-${r.key}`}
                    >
                      {t("roles.save", { role: t(`role.${r.key}`) })}
                    </Button>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

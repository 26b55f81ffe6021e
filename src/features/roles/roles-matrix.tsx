"use client";

import { Table, Text } from "@mantine/core";
import { useT } from "~/i18n/client";
import type { Permission } from "~/lib/permissions";
import type { RoleKey } from "~/lib/roles";

export function RolesMatrix({ roles, permissions }: { roles: { key: RoleKey; permissions: Permission[] }[]; permissions: Permission[] }) {
  const t = useT();
  const held = new Map(roles.map((r) => [r.key, new Set(r.permissions)]));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover stickyHeader withTableBorder data-testid="roles-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("roles.permission")}</Table.Th>
            {roles.map((r) => (
              <Table.Th key={r.key} ta="center">
                {t(`role.${r.key}`)}
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
              {roles.map((r) => (
                <Table.Td key={r.key} ta="center" aria-label={held.get(r.key)?.has(p) ? t("roles.granted") : t("roles.notGranted")}>
                  {held.get(r.key)?.has(p) ? "✓" : "·"}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Group, Text } from "@mantine/core";
import Link from "next/link";
import { t } from "~/i18n/server";
import { localizedPath, type Locale } from "~/i18n/config";

/**
 * A parent with several children switches between them with links (no JavaScript): each keeps the rest of the
 * page's query (e.g. the week shown).
 */
export function ChildSwitch({
  locale,
  path,
  students,
  current,
  query = {},
}: {
  locale: Locale;
  path: string;
  students: { id: string; name: string }[];
  current: string;
  query?: Record<string, string>;
}) {
  if (students.length < 2) return null;
  return (
    <Group gap="xs" role="navigation" aria-label={t(locale, "teaching.children")} data-testid="child-switch">
      <Text size="sm" c="dimmed">
        {t(locale, "teaching.children")}
      </Text>
      {students.map((s) => (
        <Link
          key={s.id}
          href={`${localizedPath(locale, path)}?${new URLSearchParams({ ...query, student: s.id }).toString()}`}
          aria-current={s.id === current ? "page" : undefined}
          style={{ fontWeight: s.id === current ? 700 : 400 }}
        >
          {s.name}
        </Link>
      ))}
    </Group>
  );
}

import { Text } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { Table } from "~/ui/table";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";

interface Entry {
  id: string;
  kind: "GRADES" | "ABSENCES" | "PAYMENTS" | "DOCUMENTS";
  at: Date;
  who: string;
  roles: string[];
  student: { id: string; name: string };
}

/** The access log as a table (issue 34): when, who (with their roles there), the pupil when several are listed, what. */
export function AccessLogTable({
  locale,
  entries,
  pupilLinks,
}: {
  locale: Locale;
  entries: Entry[];
  pupilLinks?: boolean;
}) {
  const time = (d: Date) =>
    new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ" : locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Africa/Algiers",
    }).format(d);
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t(locale, "privacy.access.none")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={pupilLinks ? 560 : 320}>
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(locale, "privacy.access.when")}</Table.Th>
            <Table.Th>{t(locale, "privacy.access.who")}</Table.Th>
            {pupilLinks && <Table.Th>{t(locale, "privacy.desk.pupil")}</Table.Th>}
            <Table.Th>{t(locale, "privacy.access.what")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid="log-row">
              <Table.Td>{time(e.at)}</Table.Td>
              <Table.Td>
                <bdi>{e.who}</bdi>
                {e.roles.length > 0 && (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    (
                    {e.roles
                      .map((role) => t(locale, `role.${role}` as MessageKey))
                      .join(t(locale, "privacy.listSeparator"))}
                    )
                  </Text>
                )}
              </Table.Td>
              {pupilLinks && (
                <Table.Td>
                  <AnchorLink href={`${localizedPath(locale, "/privacy/school")}?student=${e.student.id}`} size="sm">
                    <bdi>{e.student.name}</bdi>
                  </AnchorLink>
                </Table.Td>
              )}
              <Table.Td>{t(locale, `privacy.access.kind.${e.kind}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

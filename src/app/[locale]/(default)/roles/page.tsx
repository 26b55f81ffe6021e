import { Container, Stack, Text, Title } from "@mantine/core";
import { forbidden, redirect } from "next/navigation";
import { RolesMatrix } from "~/modules/users/ui/roles-matrix";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { PERMISSIONS } from "~/lib/permissions";
import { pageRead } from "~/modules/school/ui/school-page";
import { api } from "~/platform/api/server-caller";
import { canIn } from "~/platform/auth/actor";
import { getActor } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("roles.title");

/** The role → permission matrix; the columns of roles the actor may edit (roles.list says which) are checkboxes. */
export default async function RolesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/roles"))}`);
  if (!canIn(actor, "role.edit", null)) forbidden();
  const roles = await pageRead((await api()).roles.list());
  return (
    <Container size="xl" py="xl">
      <Stack>
        <Title order={1}>{t(locale, "roles.title")}</Title>
        <Text c="dimmed">{t(locale, "roles.intro")}</Text>
        <Text size="sm">{t(locale, "roles.edit")}</Text>
        <RolesMatrix
          roles={roles.map(({ editable: _, ...role }) => role)}
          permissions={[...PERMISSIONS]}
          editable={roles.filter((r) => r.editable).map((r) => r.key)}
        />
      </Stack>
    </Container>
  );
}

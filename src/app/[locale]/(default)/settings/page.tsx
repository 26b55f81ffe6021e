import { Container, Stack } from "@mantine/core";
import { NotificationRulesCard } from "~/features/notifications/rules-card";
import { schoolPage } from "~/features/school/school-page";
import { SettingsScreen } from "~/features/school/settings-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { getNotificationRules } from "~/server/services/notify/rules";
import { getSchoolSettings } from "~/server/services/school/school";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("settings.title");

export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  const [settings, rules] = await Promise.all([
    getSchoolSettings(db, actor, school.id),
    can(actor, "notification.editSchool", school.id) ? getNotificationRules(db, actor, { schoolId: school.id }) : null,
  ]);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <SettingsScreen settings={settings} />
          {rules && <NotificationRulesCard schoolId={school.id} rules={rules} />}
        </Stack>
      </Container>
    </TrpcReactProvider>
  );
}

import { Container, Stack } from "@mantine/core";
import { PushScheduleCard } from "~/features/notifications/push-schedule-card";
import { OnlineSettingsCard } from "~/features/payments/online-settings-card";
import { NotificationRulesCard } from "~/features/notifications/rules-card";
import { schoolPage } from "~/features/school/school-page";
import { SettingsScreen } from "~/features/school/settings-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { getPushSchedule } from "~/server/services/notify/push-schedule";
import { getOnlineSettings } from "~/server/services/payments/online-payment";
import { getNotificationRules } from "~/server/services/notify/rules";
import { getSchoolSettings } from "~/server/services/school/school";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("settings.title");

export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  const editsNotifications = can(actor, "notification.editSchool", school.id);
  const [settings, rules, schedule, online] = await Promise.all([
    getSchoolSettings(db, actor, school.id),
    editsNotifications ? getNotificationRules(db, actor, { schoolId: school.id }) : null,
    editsNotifications ? getPushSchedule(db, actor, { schoolId: school.id }) : null,
    getOnlineSettings(db, actor, { schoolId: school.id }),
  ]);
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <SettingsScreen settings={settings} />
          {rules && <NotificationRulesCard schoolId={school.id} rules={rules} />}
          {schedule && <PushScheduleCard schoolId={school.id} schedule={schedule} />}
          <OnlineSettingsCard schoolId={school.id} settings={online} />
        </Stack>
      </Container>
    </TrpcReactProvider>
  );
}

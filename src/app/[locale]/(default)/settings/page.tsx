import { Container, Stack } from "@mantine/core";
import { PushScheduleCard } from "~/features/notifications/push-schedule-card";
import { OnlineSettingsCard } from "~/features/payments/online-settings-card";
import { NotificationRulesCard } from "~/features/notifications/rules-card";
import { schoolPage } from "~/features/school/school-page";
import { SettingsScreen } from "~/features/school/settings-screen";
import { pageMetadata } from "~/i18n/page";
import { formatPhoneNational } from "~/lib/phone";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { listCommunes, listWilayas } from "~/server/services/ads/board";
import { getPushSchedule } from "~/server/services/notify/push-schedule";
import { getOnlineSettings } from "~/server/services/payments/online-payment";
import { getNotificationRules } from "~/server/services/notify/rules";
import { getSchoolSettings } from "~/server/services/school/school";

export const generateMetadata = pageMetadata("settings.title");

/** /settings: rendered on the server (settings, wilayas, the stored wilaya's communes, the cards' data); no react-query. */
export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  const editsNotifications = can(actor, "notification.editSchool", school.id);
  const [settings, rules, schedule, online, wilayas] = await Promise.all([
    getSchoolSettings(db, actor, school.id),
    editsNotifications ? getNotificationRules(db, actor, { schoolId: school.id }) : null,
    editsNotifications ? getPushSchedule(db, actor, { schoolId: school.id }) : null,
    getOnlineSettings(db, actor, { schoolId: school.id }),
    listWilayas(db),
  ]);
  const communes = settings.wilayaCode ? await listCommunes(db, settings.wilayaCode) : [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {/* the phone in its national form here: the browser needs no phone library to show it */}
        <SettingsScreen settings={{ ...settings, phone: settings.phone ? formatPhoneNational(settings.phone) : null }} wilayas={wilayas} communes={communes} />
        {rules && <NotificationRulesCard schoolId={school.id} rules={rules} />}
        {schedule && <PushScheduleCard schoolId={school.id} schedule={schedule} />}
        <OnlineSettingsCard schoolId={school.id} settings={online} />
      </Stack>
    </Container>
  );
}

import { Container, Stack } from "@mantine/core";
import { MessagingRulesCard } from "~/features/messages/messaging-rules-card";
import { PushScheduleCard } from "~/features/notifications/push-schedule-card";
import { SmsCard } from "~/features/notifications/sms-card";
import { OnlineSettingsCard } from "~/features/payments/online-settings-card";
import { NotificationRulesCard } from "~/features/notifications/rules-card";
import { pageRead, schoolPage } from "~/features/school/school-page";
import { SettingsScreen } from "~/features/school/settings-screen";
import { pageMetadata } from "~/i18n/page";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/server/api/server-caller";
import { can } from "~/server/auth/actor";

export const generateMetadata = pageMetadata("settings.title");

/** /settings: rendered on the server (settings, wilayas, the stored wilaya's communes, the cards' data); no react-query. */
export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  const editsNotifications = can(actor, "notification.editSchool", school.id);
  const caller = await api();
  const schoolId = school.id;
  const [settings, rules, schedule, messaging, sms, online, wilayas] = await pageRead(
    Promise.all([
      caller.school.settings({ schoolId }),
      editsNotifications ? caller.notifications.rules({ schoolId }) : null,
      editsNotifications ? caller.notifications.pushSchedule({ schoolId }) : null,
      editsNotifications ? caller.messages.rules({ schoolId }) : null,
      editsNotifications ? caller.sms.settings({ schoolId }) : null,
      caller.payments.onlineSettings({ schoolId }),
      caller.reference.wilayas(),
    ]),
  );
  const communes = settings.wilayaCode ? await caller.reference.communes({ wilayaCode: settings.wilayaCode }) : [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {/* the phone in its national form here: the browser needs no phone library to show it */}
        <SettingsScreen settings={{ ...settings, phone: settings.phone ? formatPhoneNational(settings.phone) : null }} wilayas={wilayas} communes={communes} />
        {rules && <NotificationRulesCard schoolId={school.id} rules={rules} />}
        {schedule && <PushScheduleCard schoolId={school.id} schedule={schedule} />}
        {messaging && <MessagingRulesCard schoolId={school.id} rules={messaging} />}
        {sms && <SmsCard locale={locale} schoolId={school.id} sms={sms} />}
        <OnlineSettingsCard schoolId={school.id} settings={online} />
      </Stack>
    </Container>
  );
}

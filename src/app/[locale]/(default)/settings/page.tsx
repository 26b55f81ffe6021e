import { Container, Stack } from "@mantine/core";
import { MessagingRulesCard } from "~/modules/messages/ui/messaging-rules-card";
import { PushScheduleCard } from "~/modules/notify/ui/push-schedule-card";
import { BriefCard } from "~/modules/notify/ui/brief-card";
import { SmsCard } from "~/modules/notify/ui/sms-card";
import { OnlineSettingsCard } from "~/modules/payments/ui/online-settings-card";
import { NotificationRulesCard } from "~/modules/notify/ui/rules-card";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { SettingsScreen } from "~/modules/school/ui/settings-screen";
import { WarningRulesCard } from "~/modules/school/ui/warning-rules-card";
import { MarksRulesCard } from "~/modules/grades/ui/marks-rules-card";
import { RetentionCard } from "~/modules/privacy/ui/retention-card";
import { pageMetadata } from "~/i18n/page";
import { formatPhoneNational } from "~/lib/phone";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("settings.title");

/** /settings: rendered on the server (settings, wilayas, the stored wilaya's communes, the cards' data); no react-query. */
export default async function SettingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  const editsNotifications = can(actor, "notification.editSchool", school.id);
  const caller = await api();
  const schoolId = school.id;
  // the weekly brief's preview: which family ("?brief=3", from its "another family" links)
  const briefIndex = Math.max(
    0,
    Math.min(100_000, Number.parseInt(String((await searchParams).brief ?? "0"), 10) || 0),
  );
  const privacy = can(actor, "privacy.manage", school.id)
    ? await pageRead(caller.privacy.settings({ schoolId: school.id }))
    : null;
  const [settings, rules, schedule, messaging, sms, brief, briefPreview, warningRules, online, wilayas, marksRules] =
    await pageRead(
      Promise.all([
        caller.school.settings({ schoolId }),
        editsNotifications ? caller.notifications.rules({ schoolId }) : null,
        editsNotifications ? caller.notifications.pushSchedule({ schoolId }) : null,
        editsNotifications ? caller.messages.rules({ schoolId }) : null,
        editsNotifications ? caller.sms.settings({ schoolId }) : null,
        editsNotifications ? caller.brief.settings({ schoolId }) : null,
        editsNotifications ? caller.brief.preview({ schoolId, index: briefIndex }) : null,
        caller.warnings.rules({ schoolId }),
        caller.payments.onlineSettings({ schoolId }),
        caller.reference.wilayas(),
        caller.marks.rules({ schoolId }),
      ]),
    );
  const communes = settings.wilayaCode ? await caller.reference.communes({ wilayaCode: settings.wilayaCode }) : [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {/* the phone in its national form here: the browser needs no phone library to show it */}
        <SettingsScreen
          settings={{ ...settings, phone: settings.phone ? formatPhoneNational(settings.phone) : null }}
          wilayas={wilayas}
          communes={communes}
        />
        {rules && <NotificationRulesCard schoolId={school.id} rules={rules} />}
        {schedule && <PushScheduleCard schoolId={school.id} schedule={schedule} />}
        {messaging && <MessagingRulesCard schoolId={school.id} rules={messaging} />}
        {sms && <SmsCard locale={locale} schoolId={school.id} sms={sms} />}
        {brief && briefPreview && (
          <BriefCard locale={locale} schoolId={school.id} settings={brief} preview={briefPreview} />
        )}
        {marksRules.length > 0 && <MarksRulesCard schoolId={school.id} levels={marksRules} />}
        <WarningRulesCard schoolId={school.id} rules={warningRules} />
        <OnlineSettingsCard schoolId={school.id} settings={online} />
        {privacy && <RetentionCard locale={locale} settings={privacy} />}
      </Stack>
    </Container>
  );
}

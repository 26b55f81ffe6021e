import { Container, Stack } from "@mantine/core";
import { redirect } from "next/navigation";
import { MyComments } from "~/modules/ads/ui/my-comments";
import { MyInvitations } from "~/modules/school/ui/my-invitations";
import { ProfileScreen } from "~/modules/account/ui/profile-screen";
import { localizedPath } from "~/i18n/config";
import { formatPhoneNational } from "~/lib/validation";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { apiPendingPasswordChange } from "~/platform/api/server-caller";
import { getActorPendingPasswordChange } from "~/platform/auth/session";

export const generateMetadata = pageMetadata("profile.title");

export default async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActorPendingPasswordChange();
  if (!actor)
    redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/profil"))}`);
  // someone holding a printed password sees only the form to replace it: the procedures behind the rest refuse them
  const caller = await apiPendingPasswordChange();
  const [profile, comments, invitations] = await Promise.all([
    caller.account.me(),
    actor.mustChangePassword ? [] : caller.comments.mine(),
    actor.mustChangePassword ? [] : caller.invitations.mine(),
  ]);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        {!actor.mustChangePassword && <MyInvitations invitations={invitations} />}
        <ProfileScreen
          profile={{
            name: profile.name,
            email: profile.email ?? "",
            phone: profile.phone ? formatPhoneNational(profile.phone) : "",
            locale: profile.locale,
            imageUrl: profile.imageUrl,
            createdAt: profile.createdAt,
            roles: profile.roles.map((r) => ({ key: r.key, schoolName: r.schoolName })),
            pendingEmail: profile.pendingEmail,
            refusesInvitations: profile.refusesInvitations,
            notifyChannel:
              profile.notifyChannel === "SMS" || profile.notifyChannel === "EMAIL" ? profile.notifyChannel : "PUSH",
            emailVerified: profile.emailVerifiedAt !== null,
            briefWhenCalm: profile.briefWhenCalm,
            parent: profile.roles.some((r) => r.key === "PARENT"),
            phoneBounced: profile.phoneBouncedAt !== null,
            inSchool: profile.roles.some((r) => r.schoolId !== null),
          }}
          mustChangePassword={actor.mustChangePassword}
        />
        {!actor.mustChangePassword && <MyComments comments={comments} />}
      </Stack>
    </Container>
  );
}

import { Container, Stack } from "@mantine/core";
import { redirect } from "next/navigation";
import { MyComments } from "~/features/ads/my-comments";
import { MyInvitations } from "~/features/school/my-invitations";
import { ProfileScreen } from "~/features/profile/profile-screen";
import { localizedPath } from "~/i18n/config";
import { formatPhoneNational } from "~/lib/validation";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { getActorPendingPasswordChange } from "~/server/auth/session";
import { db } from "~/server/db";
import { getProfile } from "~/server/services/account/account";
import { listMyComments } from "~/server/services/ads/comments";
import { myInvitations } from "~/server/services/school/invitations";

export const generateMetadata = pageMetadata("profile.title");

export default async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActorPendingPasswordChange();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/profil"))}`);
  const [profile, comments, invitations] = await Promise.all([getProfile(db, actor), listMyComments(db, actor), myInvitations(db, actor)]);
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
          }}
          mustChangePassword={actor.mustChangePassword}
        />
        {!actor.mustChangePassword && <MyComments comments={comments} />}
      </Stack>
    </Container>
  );
}

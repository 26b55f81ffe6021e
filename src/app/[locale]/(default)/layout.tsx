import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppFrame } from "~/features/shell/app-frame";
import { navFor } from "~/features/shell/nav";
import { localizedPath } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import { getActorPendingPasswordChange } from "~/server/auth/session";
import { db } from "~/server/db";
import { webPushConfig } from "~/server/push/config";
import { getProfile } from "~/server/services/account/account";
import { countUnread } from "~/server/services/notify/list-notifications";
import { schoolNotices } from "~/server/services/school/school";

export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActorPendingPasswordChange();
  if (actor?.mustChangePassword) {
    const path = (await headers()).get("x-wasla-path") ?? "";
    if (!path.endsWith("/profil")) redirect(localizedPath(locale, "/profil"));
  }
  const [profile, notices, unread] = actor ? await Promise.all([getProfile(db, actor), schoolNotices(db, actor), countUnread(db, actor)]) : [null, [], 0];
  return (
    <AppFrame locale={locale} nav={navFor(actor)} user={profile && { name: profile.name, imageUrl: profile.imageUrl, unread, push: webPushConfig() }} notices={notices}>
      {children}
    </AppFrame>
  );
}

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppFrame } from "~/ui/shell/app-frame";
import { navFor } from "~/ui/shell/nav";
import { localizedPath } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import { apiPendingPasswordChange } from "~/platform/api/server-caller";
import { getActorPendingPasswordChange } from "~/platform/auth/session";
import { webPushConfig } from "~/platform/push/config";

export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  const actor = await getActorPendingPasswordChange();
  if (actor?.mustChangePassword) {
    const path = (await headers()).get("x-wasla-path") ?? "";
    if (!path.endsWith("/profil")) redirect(localizedPath(locale, "/profil"));
  }
  // the frame is drawn on /profil too, where a printed password is replaced: account.frame answers them there
  const frame = actor ? await (await apiPendingPasswordChange()).account.frame() : null;
  return (
    <AppFrame
      locale={locale}
      nav={navFor(actor)}
      user={frame && { name: frame.name, imageUrl: frame.imageUrl, unread: frame.unread, push: webPushConfig() }}
      notices={frame?.notices ?? []}
    >
      {children}
    </AppFrame>
  );
}

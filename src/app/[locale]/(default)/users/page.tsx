import { Container } from "@mantine/core";
import { forbidden, redirect } from "next/navigation";
import { UsersScreen } from "~/features/users/users-screen";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { getActor } from "~/server/auth/session";
import { canOpenUsers } from "~/server/services/users/manage-users";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("users.title");

/**
 * /users: accounts, their roles, suspension. Open to holders of `user.edit` platform-wide (every account) or within
 * schools (that school's accounts); suspending needs `user.suspend` platform-wide.
 */
export default async function UsersPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/users"))}`);
  if (!can(actor, "user.edit") || !canOpenUsers(actor)) forbidden();
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <UsersScreen />
      </Container>
    </TrpcReactProvider>
  );
}

import { Container } from "@mantine/core";
import { forbidden, redirect } from "next/navigation";
import { SchoolsScreen } from "~/features/school/schools-screen";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { getActor } from "~/server/auth/session";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("schools.title");

/** /schools: the super admin's list of every school. */
export default async function SchoolsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/schools"))}`);
  if (!actor.global.has("school.create")) forbidden();
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <SchoolsScreen />
      </Container>
    </TrpcReactProvider>
  );
}

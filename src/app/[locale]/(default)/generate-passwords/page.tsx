import { Container } from "@mantine/core";
import { PasswordsScreen } from "~/features/school/passwords-screen";
import { schoolPage } from "~/features/school/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { siteOrigin } from "~/server/site-origin";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("passwords.title");

export default async function GeneratePasswordsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/generate-passwords", (a, s) => can(a, "user.edit", s.id));
  const host = new URL(siteOrigin()).host;
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <PasswordsScreen schoolId={school.id} schoolName={school.name} loginUrl={`${host}${localizedPath(locale, "/login")}`} />
      </Container>
    </TrpcReactProvider>
  );
}

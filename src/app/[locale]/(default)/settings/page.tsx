import { Container } from "@mantine/core";
import { schoolPage } from "~/features/school/school-page";
import { SettingsScreen } from "~/features/school/settings-screen";
import { pageMetadata } from "~/i18n/page";
import { can } from "~/server/auth/actor";
import { db } from "~/server/db";
import { getSchoolSettings } from "~/server/services/school/school";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("settings.title");

export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { actor, school } = await schoolPage(params, "/settings", (a, s) => can(a, "school.edit", s.id));
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <SettingsScreen settings={await getSchoolSettings(db, actor, school.id)} />
      </Container>
    </TrpcReactProvider>
  );
}

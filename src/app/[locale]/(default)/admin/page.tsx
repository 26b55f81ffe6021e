import { Container } from "@mantine/core";
import { Suspense } from "react";
import { AdminOverview } from "~/features/moderation/admin-screens";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("admin.title");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, "/admin", "ad.moderate");
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <Suspense>
          <AdminOverview />
        </Suspense>
      </Container>
    </TrpcReactProvider>
  );
}

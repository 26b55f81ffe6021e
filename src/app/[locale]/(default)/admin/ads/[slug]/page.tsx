import { Container } from "@mantine/core";
import { AdminAd } from "~/features/moderation/admin-screens";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("admin.ads");

export default async function AdminAdPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { slug } = await params;
  await adminPage(params, `/admin/ads/${slug}`, "ad.moderate");
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <AdminAd slug={decodeURIComponent(slug)} />
      </Container>
    </TrpcReactProvider>
  );
}

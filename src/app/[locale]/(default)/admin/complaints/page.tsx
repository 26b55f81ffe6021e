import { Container } from "@mantine/core";
import { Suspense } from "react";
import { AdminComplaints } from "~/features/moderation/admin-screens";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("admin.complaints");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, "/admin/complaints", "report.edit");
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <Suspense>
          <AdminComplaints />
        </Suspense>
      </Container>
    </TrpcReactProvider>
  );
}

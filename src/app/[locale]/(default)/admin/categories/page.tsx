import { Container } from "@mantine/core";
import { Suspense } from "react";
import { AdminCategories } from "~/features/moderation/admin-screens";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { TrpcReactProvider } from "~/trpc/react";

export const generateMetadata = pageMetadata("admin.categories");

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, "/admin/categories", "category.edit");
  return (
    <TrpcReactProvider>
      <Container size="lg" py="xl">
        <Suspense>
          <AdminCategories />
        </Suspense>
      </Container>
    </TrpcReactProvider>
  );
}

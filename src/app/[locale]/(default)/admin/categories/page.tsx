import { Container } from "@mantine/core";
import { AdminCategories } from "~/modules/moderation/ui/admin-categories";
import { adminPage } from "~/modules/moderation/ui/admin-page";
import { pageRead } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("admin.categories");

/** /admin/categories: rendered on the server; a change renders it again (useRefresh). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await adminPage(params, "/admin/categories", "category.edit");
  const categories = await pageRead((await api()).moderation.categories());
  return (
    <Container size="lg" py="xl">
      <AdminCategories categories={categories} />
    </Container>
  );
}

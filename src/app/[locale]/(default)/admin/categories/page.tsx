import { Container } from "@mantine/core";
import { AdminCategories } from "~/features/moderation/admin-categories";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { db } from "~/server/db";
import { listCategoriesForAdmin } from "~/server/services/moderation/categories";

export const generateMetadata = pageMetadata("admin.categories");

/** /admin/categories: rendered on the server; a change renders it again (useRefresh). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor } = await adminPage(params, "/admin/categories", "category.edit");
  const categories = await listCategoriesForAdmin(db, actor);
  return (
    <Container size="lg" py="xl">
      <AdminCategories categories={categories} />
    </Container>
  );
}

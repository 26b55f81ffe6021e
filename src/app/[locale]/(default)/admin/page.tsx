import { Container } from "@mantine/core";
import { AdminOverview } from "~/features/moderation/admin-overview";
import { adminPage } from "~/features/moderation/admin-page";
import { pageMetadata } from "~/i18n/page";
import { db } from "~/server/db";
import { moderationOverview } from "~/server/services/moderation/overview";

export const generateMetadata = pageMetadata("admin.title");

/** /admin: rendered on the server (what waits, the latest actions); no react-query. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { actor } = await adminPage(params, "/admin", "ad.moderate");
  const overview = await moderationOverview(db, actor);
  return (
    <Container size="lg" py="xl">
      <AdminOverview overview={overview} />
    </Container>
  );
}
